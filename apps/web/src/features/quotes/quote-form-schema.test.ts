import {
  estimate,
  orderMessages,
  orderPriceMessages,
  ratesAt,
  SAMPLE_OPTION_IDS as OPT,
  SAMPLE_PAPER_IDS as PAPER,
  SAMPLE_RATE_ROWS,
  type Quote,
} from '@scm/contract';
import { describe, expect, it } from 'vitest';
import { estimateInputOf } from '../../shared/estimate';
import { copiedQuote, newQuote, quoteFormSchema, type QuoteFormInput } from './quote-form-schema';

const rates = ratesAt(SAMPLE_RATE_ROWS, '2026-06-01');

/** A 4/4 offset leaflet of 4,000 A4 on 아트지 국전, coated: what a person fills in. */
const filled = (): QuoteFormInput => {
  const blank = newQuote();
  const cover = blank.printingList[0]!;
  return {
    ...blank,
    buyerId: 3,
    buyerName: '한빛상사',
    productName: '봄 전단',
    quantity: '4,000',
    finishedSize: 'A4',
    printingList: [
      {
        ...cover,
        printingType: 'OFF',
        dosu: '4/4',
        julsu: '',
        usePaperList: [{ rawItemId: PAPER.artGuk150, rawItemName: '아트지 150g', amount: '', wrongAmount: '' }],
        isPostProcess: true,
        postProcessList: [{ postProcessOption: [OPT.coating], postProcessOutsourcingId: null, postProcessRemark: '' }],
      },
    ],
  };
};

const issuesOf = (input: unknown) => {
  const parsed = quoteFormSchema.safeParse(input);
  return Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
};

describe('staff quote form', () => {
  it('sends the contract body: no buyer name, the quantity as a number, no override unless switched on', () => {
    const parsed = quoteFormSchema.safeParse({ ...filled(), priceOverride: { supply: '5,000', reason: '특가' } });
    expect(parsed.error?.issues ?? []).toEqual([]);
    const body = parsed.data as unknown as Record<string, unknown>;
    expect(body).not.toHaveProperty('buyerName');
    expect(body).not.toHaveProperty('overrideOn');
    expect(body.quantity).toBe(4000);
    expect(body.priceOverride).toBeNull();
    expect(body.validUntil).toBe(newQuote().validUntil);
  });

  it('sends 금액 조정 as whole won with its reason when switched on, and asks for both with the contract words', () => {
    const on = { ...filled(), overrideOn: true };
    const parsed = quoteFormSchema.safeParse({ ...on, priceOverride: { supply: '1,200,000', reason: '단골 할인' } });
    expect(parsed.data?.priceOverride).toEqual({ supply: 1_200_000, reason: '단골 할인' });
    const empty = issuesOf({ ...on, priceOverride: { supply: '', reason: ' ' } });
    expect(empty['priceOverride.supply']).toBe(orderPriceMessages.overrideSupplyRequired);
    expect(empty['priceOverride.reason']).toBe(orderPriceMessages.overrideReasonRequired);
    expect(issuesOf({ ...on, priceOverride: { supply: '12.5', reason: '특가' } })['priceOverride.supply']).toBeTruthy();
  });

  it('asks for the customer and the product with the order messages', () => {
    const issues = issuesOf({ ...filled(), buyerId: null, productName: '' });
    expect(issues.buyerId).toBe(orderMessages.buyerRequired);
    expect(issues.productName).toBe(orderMessages.productNameRequired);
  });

  it('prices the form as the server prices the saved body: the same engine input, the same total', () => {
    const form = filled();
    const body = quoteFormSchema.parse(form);
    const live = estimate(estimateInputOf(form, { quantity: form.quantity }), rates);
    const server = estimate({ ...body, names: estimateInputOf(form, { quantity: form.quantity }).names }, rates);
    expect(live.missing).toEqual([]);
    expect(live.total).toBeGreaterThan(0);
    expect(live).toEqual(server);
  });

  it('leaves 후가공 out of the live price while it is switched off', () => {
    const form = filled();
    const off = { ...form, printingList: [{ ...form.printingList[0]!, isPostProcess: false }] };
    expect(estimate(estimateInputOf(off, { quantity: off.quantity }), rates).total).toBeLessThan(
      estimate(estimateInputOf(form, { quantity: form.quantity }), rates).total,
    );
  });

  it('copies a saved quote into a new form: spec, counts as text, validity from today, no override', () => {
    const body = quoteFormSchema.parse(filled());
    const saved = {
      id: 9,
      quoteNumber: 'Q202611-0009',
      buyerId: 3,
      buyerName: '한빛상사',
      productName: '봄 전단',
      quantity: 4000,
      spec: {
        workType: body.workType,
        finishedSize: body.finishedSize,
        printingList: body.printingList as unknown as Record<string, unknown>[],
        isFoldingBinding: body.isFoldingBinding,
        foldingBindingList: body.foldingBindingList as unknown as Record<string, unknown>[],
      },
      remark: '오전 납품',
    } as Partial<Quote> as Quote;
    const copy = copiedQuote(saved);
    expect(copy.quantity).toBe('4000');
    expect(copy.overrideOn).toBe(false);
    expect(copy.validUntil).toBe(newQuote().validUntil);
    expect(copy.printingList[0]?.usePaperList?.[0]).toMatchObject({ rawItemId: PAPER.artGuk150, amount: '' });
    expect(quoteFormSchema.parse(copy)).toEqual({ ...body, remark: '오전 납품' });
  });
});
