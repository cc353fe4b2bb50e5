import {
  blankPrintingSpec,
  CustomerOrderCreateSchema,
  DEFAULT_WORK_TYPE,
  isWorkType,
  type CustomerOrder,
  type CustomerOrderInput,
  type CustomerOrderValues,
  type OrderAttachment,
  type PrintingSpecInput,
} from '@scm/contract';
import { z } from 'zod';

/** What the form holds: the contract's body, with the uploaded drafts (for their chips) instead of their ids. */
export type CustomerOrderFormInput = Omit<CustomerOrderInput, 'attachmentIds' | keyof PrintingSpecInput<'customer'>> &
  PrintingSpecInput<'customer'> & { attachments: OrderAttachment[] };

const toBody = (input: unknown) => {
  if (typeof input !== 'object' || input === null) return input;
  const { attachments, ...rest } = input as Partial<CustomerOrderFormInput>;
  return { ...rest, attachmentIds: (attachments ?? []).map((a) => a.id) };
};

/** The schema the server validates POST with, so the form shows the same messages. */
export const customerOrderFormSchema = z.preprocess(toBody, CustomerOrderCreateSchema) as unknown as z.ZodType<
  CustomerOrderValues,
  CustomerOrderFormInput
>;

export const newCustomerOrder = (): CustomerOrderFormInput => ({
  productName: '',
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
  ...blankPrintingSpec('customer'),
});

/** The saved order as read-only form values: the form's own fields, counts as typed text. */
export const savedCustomerOrder = (o: CustomerOrder): CustomerOrderFormInput => {
  const fields = Object.keys(newCustomerOrder()) as (keyof CustomerOrderFormInput & keyof CustomerOrder)[];
  return {
    ...(Object.fromEntries(fields.map((k) => [k, o[k]])) as CustomerOrderFormInput),
    amount: String(o.amount),
    numberCases: String(o.numberCases),
    workType: isWorkType(o.workType) && o.workType !== 'SHOPBAG' ? o.workType : DEFAULT_WORK_TYPE,
  };
};
