import {
  DEFAULT_WORK_TYPE,
  isWorkType,
  type OrderAttachment,
  type PaperLine,
  type PaperLineInput,
  type WorkType,
} from '@scm/contract';
import { z } from 'zod';

/**
 * The contract schema as a form's resolver: `toBody` first turns what the form holds (names for pickers, chosen
 * files and sellers) into the body the server validates, so both sides answer with the same messages.
 */
export const formSchemaOf = <TOut, TIn>(
  toBody: (input: Partial<TIn>) => unknown,
  schema: z.ZodType<TOut>,
): z.ZodType<TOut, TIn> =>
  z.preprocess(
    (input) => (typeof input === 'object' && input !== null ? toBody(input as Partial<TIn>) : input),
    schema,
  ) as unknown as z.ZodType<TOut, TIn>;

/** Only the named fields of a body: what an order still sends once its work has started. */
export const keepFields = (body: unknown, keys: readonly string[]): unknown =>
  typeof body === 'object' && body !== null
    ? Object.fromEntries(Object.entries(body).filter(([k]) => keys.includes(k)))
    : body;

/** 배송 정보 and 비고 of a new order: nothing typed yet. */
export const blankDeliveryInfo = () => ({
  remark: '',
  receiver: '',
  zipCode: '',
  address: '',
  receiverTel: '',
  deliveryType: '',
  invoice: '',
  deliveryCompanyCode: '',
  deliveryRemark: '',
});

/** The saved draft files (shown as chips) as the ids the body sends. */
export const attachmentIds = (attachments: readonly OrderAttachment[] | undefined): number[] =>
  (attachments ?? []).map((a) => a.id);

const countText = (n: number | null) => (n === null ? '' : String(n));

/** The saved paper lines as the spec editor holds them: the item's name for the picker, the counts as typed text. */
export const savedPaperLines = (lines: readonly PaperLine[]): PaperLineInput[] =>
  lines.map((p) => ({
    rawItemId: p.rawItemId,
    rawItemName: p.rawItemName,
    amount: countText(p.amount),
    wrongAmount: countText(p.wrongAmount),
  }));

/** A stored type outside a printing order's vocabulary reads as the default; the header still says it is wrong. */
export const savedWorkType = (workType: string): WorkType =>
  isWorkType(workType) && workType !== 'SHOPBAG' ? workType : DEFAULT_WORK_TYPE;
