import {
  PurchaseOrderCreateSchema,
  type PurchaseOrder,
  type PurchaseOrderInput,
  type PurchaseOrderValues,
} from '@scm/contract';
import { z } from 'zod';
import { formatNumber, today } from '../../shared/format';

/**
 * What the form holds: the contract's fields plus the category and item name the picker shows.
 * Nothing chosen is null; the contract answers it with '매입처를 선택해주세요.' / '품목을 선택해주세요.'.
 */
export type PurchaseOrderFormInput = Omit<PurchaseOrderInput, 'sellerId' | 'itemId'> & {
  sellerId: number | null;
  itemId: number | null;
  categoryId: number | null;
  itemName: string;
};
export type PurchaseOrderFormValues = PurchaseOrderValues & { categoryId: number | null; itemName: string };

export const purchaseOrderFormSchema: z.ZodType<PurchaseOrderFormValues, PurchaseOrderFormInput> =
  PurchaseOrderCreateSchema.extend({ categoryId: z.number().int().nullable(), itemName: z.string() });

export const newPurchaseOrder = (): PurchaseOrderFormInput => ({
  sellerId: null,
  itemId: null,
  itemName: '',
  categoryId: null,
  amount: '',
  orderDate: today(),
  remark: '',
  receiveNow: false,
});

export const savedPurchaseOrder = (o: PurchaseOrder): PurchaseOrderFormInput => ({
  sellerId: o.sellerId,
  itemId: o.itemId,
  itemName: o.itemName,
  categoryId: o.categoryId,
  amount: formatNumber(o.amount),
  orderDate: o.orderDate,
  remark: o.remark,
  receiveNow: false,
});

/** The body of POST / PUT: the picker's own state stays in the form. */
export const toRequest = ({ categoryId: _c, itemName: _n, ...values }: PurchaseOrderFormValues): PurchaseOrderValues =>
  values;
