import {
  blankPrintingSpec,
  defaultValidUntil,
  QuoteCreateSchema,
  type PaperLineInput,
  type PrintingEntryInput,
  type PrintingSpecInput,
  type Quote,
  type QuoteInput,
  type QuoteValues,
} from '@scm/contract';
import { formSchemaOf, savedWorkType } from '../../shared/order-form';
import { today } from '../../shared/format';

/** 금액 조정 as typed: the 공급가액 as text (thousands separators allowed) and the reason. */
export interface OverrideInput {
  supply: string;
  reason: string;
}

/**
 * What the staff quote form holds: the contract's body with the buyer's name (for the picker) beside its id, the
 * spec as the printing-spec editor holds it, and 금액 조정 as a switch with its typed fields (sent only when on).
 */
export type QuoteFormInput = Omit<QuoteInput, 'buyerId' | 'priceOverride' | keyof PrintingSpecInput<'staff'>> &
  PrintingSpecInput<'staff'> & {
    buyerId: number | null;
    buyerName: string;
    overrideOn: boolean;
    priceOverride: OverrideInput;
  };

/** '1,200,000' → 1200000; empty → undefined (the contract's '입력해주세요'); anything else → NaN (its own message). */
const wonOf = (typed: string | undefined): number | undefined => {
  const text = (typed ?? '').trim().replaceAll(',', '');
  return text === '' ? undefined : /^\d+$/.test(text) ? Number(text) : Number.NaN;
};

/** The body the server validates POST with, read from the form: the same schema, the same Korean messages. */
export const quoteFormSchema = formSchemaOf<QuoteValues, QuoteFormInput>(
  ({ buyerName: _name, overrideOn, priceOverride, ...rest }) => ({
    ...rest,
    priceOverride: overrideOn ? { supply: wonOf(priceOverride?.supply), reason: priceOverride?.reason ?? '' } : null,
  }),
  QuoteCreateSchema,
);

const blankOverride = (): OverrideInput => ({ supply: '', reason: '' });

export const newQuote = (): QuoteFormInput => ({
  buyerId: null,
  buyerName: '',
  productName: '',
  quantity: '',
  validUntil: defaultValidUntil(today()),
  remark: '',
  overrideOn: false,
  priceOverride: blankOverride(),
  ...blankPrintingSpec('staff'),
});

const countText = (n: unknown) => (typeof n === 'number' ? String(n) : '');

/** A stored paper line as the editor holds it: counts as typed text, the item's name for the picker. */
const paperLineInput = (line: Record<string, unknown>): PaperLineInput => ({
  rawItemId: typeof line.rawItemId === 'number' ? line.rawItemId : null,
  rawItemName: typeof line.rawItemName === 'string' ? line.rawItemName : '',
  amount: countText(line.amount),
  wrongAmount: countText(line.wrongAmount),
});

/**
 * 복사해서 새 견적: a saved quote's buyer, product, quantity, spec and remark in a new form. The validity starts again
 * from today, and no override is carried over (a new quote is priced on today's rates; staff adjust it again).
 */
export const copiedQuote = (q: Quote): QuoteFormInput => {
  const blank = newQuote();
  if (!q.spec) return { ...blank, buyerId: q.buyerId, buyerName: q.buyerName, productName: q.productName };
  const printingList = q.spec.printingList.map((entry) => ({
    ...entry,
    pageCount: countText(entry.pageCount),
    usePaperList: Array.isArray(entry.usePaperList)
      ? (entry.usePaperList as Record<string, unknown>[]).map(paperLineInput)
      : [],
  })) as PrintingEntryInput<'staff'>[];
  return {
    ...blank,
    buyerId: q.buyerId,
    buyerName: q.buyerName,
    productName: q.productName,
    quantity: String(q.quantity),
    remark: q.remark,
    workType: savedWorkType(q.spec.workType),
    finishedSize: q.spec.finishedSize,
    printingList,
    isFoldingBinding: q.spec.isFoldingBinding,
    foldingBindingList: q.spec.foldingBindingList as PrintingSpecInput<'staff'>['foldingBindingList'],
  };
};
