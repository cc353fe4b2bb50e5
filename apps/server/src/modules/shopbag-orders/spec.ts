import type { ShopbagOrderValues } from '@scm/contract';
import type { PrintingSpecWrite } from '../order-core';

/**
 * The bag's print spec in the shape the order core's spec store writes: the bag form has no printing
 * outsourcing and only the DIGITAL / NO_PRINT remarks, so the rest stays empty.
 */
export const asStaffSpec = (v: Pick<ShopbagOrderValues, 'printingList' | 'foldingBindingList'>): PrintingSpecWrite => ({
  printingList: v.printingList.map((entry) => ({
    isOffCtpOutsourcing: false,
    offCtpOutsourcingId: null,
    offCtpRemark: '',
    isOffPrintOutsourcing: false,
    offPrintOutsourcingId: null,
    offPrintRemark: '',
    rotaryOutsourcingId: null,
    rotaryRemark: '',
    isDigitalOutsourcing: false,
    digitalOutsourcingId: null,
    ospOutsourcingId: null,
    ospRemark: '',
    ...entry,
  })),
  foldingBindingList: v.foldingBindingList,
});
