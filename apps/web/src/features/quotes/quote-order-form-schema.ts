import {
  QuoteToOrderSchema,
  type OrderAttachment,
  type QuoteToOrderInput,
  type QuoteToOrderValues,
} from '@scm/contract';
import { attachmentIds, formSchemaOf, withDueDateRule } from '../../shared/order-form';

/** What the quote → order dialog holds: the body, with the uploaded drafts (for their chips) instead of their ids. */
export type QuoteOrderFormInput = Omit<QuoteToOrderInput, 'attachmentIds'> & { attachments: OrderAttachment[] };

const toBody = ({ attachments, ...rest }: Partial<QuoteOrderFormInput>) => ({
  ...rest,
  attachmentIds: attachmentIds(attachments),
});

/**
 * The schema the server validates POST …/{id}/order with, and the order forms' due-date rule (a 희망 납기일 before
 * today is refused at the field before anything is sent).
 */
export const quoteOrderFormSchema = (today: string) =>
  withDueDateRule(formSchemaOf<QuoteToOrderValues, QuoteOrderFormInput>(toBody, QuoteToOrderSchema), today);

/** Nothing typed yet: as the order forms open, the delivery info is blank (no buyer's address is copied in). */
export const blankQuoteOrder = (): QuoteOrderFormInput => ({
  deliveryDate: '',
  receiver: '',
  receiverTel: '',
  zipCode: '',
  address: '',
  deliveryType: '',
  deliveryRemark: '',
  attachments: [],
});
