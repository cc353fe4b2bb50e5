import { CustomerQuoteCreateSchema, type CustomerQuoteInput, type CustomerQuoteValues } from '@scm/contract';
import { formSchemaOf } from '../../shared/order-form';

/** The buyer's words a quote asks (the customer order's questions, without delivery, due date and drafts). */
export type CustomerQuoteFormInput = CustomerQuoteInput;

/**
 * The body the server validates POST with, read from the form (the same Korean messages); a leaflet's or sheet's
 * inner paper and pages are not sent (only a brochure has them). No price: the server maps and prices the answers.
 */
export const customerQuoteFormSchema = formSchemaOf<CustomerQuoteValues, CustomerQuoteFormInput>(
  (input) => ({
    ...input,
    ...(input.workType === 'BROCHURE' ? {} : { innerPaperId: null, innerPageCount: null }),
  }),
  CustomerQuoteCreateSchema,
);

export const newCustomerQuote = (): CustomerQuoteFormInput => ({
  productName: '',
  workType: 'LEAFLET',
  finishedSize: '',
  paperId: null,
  innerPaperId: null,
  innerPageCount: '',
  sides: 'DOUBLE',
  color: 'COLOR',
  quantity: '',
  finishIds: [],
  remark: '',
});
