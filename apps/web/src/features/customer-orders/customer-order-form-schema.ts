import {
  CustomerOrderCreateSchema,
  type CustomerOrderInput,
  type CustomerOrderValues,
  type CustomerSpecDraft,
  type OrderAttachment,
} from '@scm/contract';
import { countOf } from '../../shared/estimate';
import { attachmentIds, blankDeliveryInfo, formSchemaOf } from '../../shared/order-form';

/** What the form holds: the buyer's body, with the uploaded drafts (for their chips) instead of their ids. */
export type CustomerOrderFormInput = Omit<CustomerOrderInput, 'attachmentIds'> & { attachments: OrderAttachment[] };

/** The body the form sends: a leaflet's or sheet's inner paper and pages are not sent (only a brochure has them). */
const toBody = ({ attachments, ...rest }: Partial<CustomerOrderFormInput>) => ({
  ...rest,
  ...(rest.workType === 'BROCHURE' ? {} : { innerPaperId: null, innerPageCount: null }),
  attachmentIds: attachmentIds(attachments),
});

/** The schema the server validates POST with, so the form shows the same messages. */
export const customerOrderFormSchema = formSchemaOf<CustomerOrderValues, CustomerOrderFormInput>(
  toBody,
  CustomerOrderCreateSchema,
);

export const newCustomerOrder = (): CustomerOrderFormInput => ({
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
  deliveryDate: '',
  ...blankDeliveryInfo(),
  attachments: [],
});

/** The spec part of the form as the price reads it while it is typed (counts as typed text, nothing chosen yet). */
export type SpecFields = Pick<
  CustomerOrderFormInput,
  | 'workType'
  | 'finishedSize'
  | 'paperId'
  | 'innerPaperId'
  | 'innerPageCount'
  | 'sides'
  | 'color'
  | 'quantity'
  | 'finishIds'
>;

/** The answers as the price reads them; a leaflet's or sheet's inner paper and pages are not read (only a brochure has them). */
export const specDraftOf = (v: Partial<SpecFields>): CustomerSpecDraft => ({
  workType: v.workType ?? 'LEAFLET',
  finishedSize: typeof v.finishedSize === 'string' ? v.finishedSize : '',
  paperId: v.paperId ?? null,
  innerPaperId: v.workType === 'BROCHURE' ? (v.innerPaperId ?? null) : null,
  innerPageCount: v.workType === 'BROCHURE' ? countOf(v.innerPageCount) : null,
  sides: v.sides ?? 'DOUBLE',
  color: v.color ?? 'COLOR',
  quantity: countOf(v.quantity) ?? 0,
  finishIds: v.finishIds ?? [],
});
