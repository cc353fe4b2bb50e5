import {
  blankPrintingSpec,
  OrderCreateSchema,
  OrderDeliveryUpdateSchema,
  type Order,
  type OrderAttachment,
  type OrderDeliveryUpdateValues,
  type OrderInput,
  type OrderValues,
  type PrintingEntryInput,
  type PrintingSpecInput,
} from '@scm/contract';
import {
  attachmentIds,
  blankDeliveryInfo,
  formSchemaOf,
  keepFields,
  savedPaperLines,
  savedWorkType,
} from '../../shared/order-form';
import { overrideBodyOf, overrideDraftOf, type PriceOverrideDraft } from './price-body';

/**
 * What the form holds: the contract's order body, with the customer's name (for the picker) and the saved draft
 * files (for their chips) beside the ids. Nothing chosen is null; the contract answers '고객사를 선택해주세요.'.
 */
export type OrderFormInput = Omit<
  OrderInput,
  'buyerId' | 'attachmentIds' | 'priceOverride' | 'confirmedTotal' | keyof PrintingSpecInput<'staff'>
> &
  PrintingSpecInput<'staff'> & {
    buyerId: number | null;
    buyerName: string;
    attachments: OrderAttachment[];
    /** 금액 조정 as typed; null = the computed price (a saved override is then removed). */
    priceOverride: PriceOverrideDraft | null;
  };

/** CREATE, and UPDATE before work starts: the schema the server validates POST and PUT with. */
export const orderFormSchema = formSchemaOf<OrderValues, OrderFormInput>(
  // The display-only fields leave; the saved files become their ids.
  ({ buyerName: _name, attachments, priceOverride, ...rest }) => ({
    ...rest,
    attachmentIds: attachmentIds(attachments),
    priceOverride: overrideBodyOf(priceOverride),
  }),
  OrderCreateSchema,
);

const DELIVERY_KEYS = Object.keys(OrderDeliveryUpdateSchema.shape).filter((k) => k !== 'id');
export type OrderDeliveryFormValues = Omit<OrderDeliveryUpdateValues, 'id'>;

/** UPDATE once work has started: only delivery info and remarks are read from the form (and sent). */
export const orderDeliveryFormSchema = formSchemaOf<OrderDeliveryFormValues, OrderFormInput>(
  (input) => keepFields(input, DELIVERY_KEYS),
  OrderDeliveryUpdateSchema.omit({ id: true }),
);

export const newOrder = (): OrderFormInput => ({
  productName: '',
  buyerId: null,
  buyerName: '',
  deliveryDate: '',
  originSub: null,
  outsourcingChargeId: null,
  quality: '',
  amount: '',
  numberCases: '',
  ...blankDeliveryInfo(),
  attachments: [],
  ...blankPrintingSpec('staff'),
  priceOverride: null,
});

/** The saved spec as form values: paper lines keep the item name for the picker, amounts as typed text. */
const savedPrintingList = (order: Order): PrintingEntryInput<'staff'>[] =>
  order.printingList.map((entry) => ({ ...entry, usePaperList: savedPaperLines(entry.usePaperList) }));

export const savedOrder = (o: Order): OrderFormInput => ({
  productName: o.productName,
  buyerId: o.buyerId,
  buyerName: o.buyerName,
  deliveryDate: o.deliveryDate ?? '',
  originSub: o.originSub,
  outsourcingChargeId: o.outsourcingChargeId,
  quality: o.quality,
  amount: String(o.amount),
  numberCases: String(o.numberCases),
  remark: o.remark,
  receiver: o.receiver,
  zipCode: o.zipCode,
  address: o.address,
  receiverTel: o.receiverTel,
  deliveryType: o.deliveryType,
  invoice: o.invoice,
  deliveryCompanyCode: o.deliveryCompanyCode,
  deliveryRemark: o.deliveryRemark,
  attachments: o.attachments,
  // The header still shows '주문 유형 오류' for a stored type outside the vocabulary.
  workType: savedWorkType(o.workType),
  printingList: savedPrintingList(o),
  isFoldingBinding: o.isFoldingBinding,
  foldingBindingList: o.foldingBindingList,
  finishedSize: o.finishedSize,
  priceOverride: overrideDraftOf(o.price?.override),
});
