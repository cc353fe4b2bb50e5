import {
  blankPrintingSpec,
  DEFAULT_WORK_TYPE,
  isWorkType,
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
import { z } from 'zod';

/**
 * What the form holds: the contract's order body, with the customer's name (for the picker) and the saved draft
 * files (for their chips) beside the ids. Nothing chosen is null; the contract answers '고객사를 선택해주세요.'.
 */
export type OrderFormInput = Omit<OrderInput, 'buyerId' | 'attachmentIds' | keyof PrintingSpecInput<'staff'>> &
  PrintingSpecInput<'staff'> & {
    buyerId: number | null;
    buyerName: string;
    attachments: OrderAttachment[];
  };

/** The display-only fields leave; the saved files become their ids. */
const toBody = (input: unknown) => {
  if (typeof input !== 'object' || input === null) return input;
  const { buyerName: _name, attachments, ...rest } = input as Partial<OrderFormInput>;
  return { ...rest, attachmentIds: (attachments ?? []).map((a) => a.id) };
};

/** CREATE, and UPDATE before work starts: the schema the server validates POST and PUT with. */
export const orderFormSchema: z.ZodType<OrderValues, OrderFormInput> = z.preprocess(
  toBody,
  OrderCreateSchema,
) as unknown as z.ZodType<OrderValues, OrderFormInput>;

const DELIVERY_KEYS = Object.keys(OrderDeliveryUpdateSchema.shape).filter((k) => k !== 'id');
const DeliveryOnlySchema = OrderDeliveryUpdateSchema.omit({ id: true });
export type OrderDeliveryFormValues = Omit<OrderDeliveryUpdateValues, 'id'>;

/** UPDATE once work has started: only delivery info and remarks are read from the form (and sent). */
export const orderDeliveryFormSchema: z.ZodType<OrderDeliveryFormValues, OrderFormInput> = z.preprocess(
  (input) =>
    typeof input === 'object' && input !== null
      ? Object.fromEntries(Object.entries(input).filter(([k]) => DELIVERY_KEYS.includes(k)))
      : input,
  DeliveryOnlySchema,
) as unknown as z.ZodType<OrderDeliveryFormValues, OrderFormInput>;

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
  remark: '',
  receiver: '',
  zipCode: '',
  address: '',
  receiverTel: '',
  deliveryType: '',
  invoice: '',
  deliveryCompanyCode: '',
  deliveryRemark: '',
  attachments: [],
  ...blankPrintingSpec('staff'),
});

const countText = (n: number | null) => (n === null ? '' : String(n));

/** The saved spec as form values: paper lines keep the item name for the picker, amounts as typed text. */
function savedPrintingList(order: Order): PrintingEntryInput<'staff'>[] {
  return order.printingList.map(({ usePaperList, ...entry }) => ({
    ...entry,
    usePaperList: usePaperList.map((p) => ({
      rawItemId: p.rawItemId,
      rawItemName: p.rawItemName,
      amount: countText(p.amount),
      wrongAmount: countText(p.wrongAmount),
    })),
  }));
}

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
  // A stored type outside the vocabulary reads as the default; the header still shows '주문 유형 오류'.
  workType: isWorkType(o.workType) && o.workType !== 'SHOPBAG' ? o.workType : DEFAULT_WORK_TYPE,
  printingList: savedPrintingList(o),
  isFoldingBinding: o.isFoldingBinding,
  foldingBindingList: o.foldingBindingList,
});
