import {
  blankPrintingSpec,
  CustomerOrderCreateSchema,
  type CustomerOrder,
  type CustomerOrderInput,
  type CustomerOrderValues,
  type OrderAttachment,
  type PrintingSpecInput,
} from '@scm/contract';
import { attachmentIds, blankDeliveryInfo, formSchemaOf, savedWorkType } from '../../shared/order-form';

/** What the form holds: the contract's body, with the uploaded drafts (for their chips) instead of their ids. */
export type CustomerOrderFormInput = Omit<CustomerOrderInput, 'attachmentIds' | keyof PrintingSpecInput<'customer'>> &
  PrintingSpecInput<'customer'> & { attachments: OrderAttachment[] };

/** The schema the server validates POST with, so the form shows the same messages. */
export const customerOrderFormSchema = formSchemaOf<CustomerOrderValues, CustomerOrderFormInput>(
  ({ attachments, ...rest }) => ({ ...rest, attachmentIds: attachmentIds(attachments) }),
  CustomerOrderCreateSchema,
);

export const newCustomerOrder = (): CustomerOrderFormInput => ({
  productName: '',
  amount: '',
  numberCases: '',
  ...blankDeliveryInfo(),
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
    workType: savedWorkType(o.workType),
  };
};
