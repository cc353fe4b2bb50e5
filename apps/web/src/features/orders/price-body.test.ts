import {
  estimate,
  orderPriceMessages,
  ratesAt,
  SAMPLE_PAPER_IDS as PAPER,
  SAMPLE_RATE_ROWS,
  type OrderPrice,
} from '@scm/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/client';
import { newOrder, orderFormSchema, type OrderFormInput } from './order-form-schema';
import {
  chargedTotalWith,
  overrideAmountsOf,
  overrideBodyOf,
  overrideDraftOf,
  priceChangeBeforeSave,
  priceChangeOf,
} from './price-body';

const priced = estimate(
  {
    workType: 'LEAFLET',
    quantity: 1000,
    finishedSize: 'A4',
    printingList: [
      { composition: 'COVER', printingType: 'OFF', dosu: '4/4', usePaperList: [{ rawItemId: PAPER.artGuk150 }] },
    ],
  },
  ratesAt(SAMPLE_RATE_ROWS, '2026-06-01'),
);
const stored = (total: number, override: OrderPrice['override'] = null): OrderPrice => ({
  version: 1,
  source: 'ORDER',
  estimate: { ...priced, total },
  override,
  charged: override ? { supply: override.supply, vat: override.vat, total: override.total } : { ...priced, total },
  pricedAt: '2026-06-01T01:00:00.000Z',
  pricedBy: '관리자',
});

describe('the override in the form and in the body', () => {
  it('sends typed won as whole numbers, nothing typed as absent, anything else as an amount the contract refuses', () => {
    expect(overrideBodyOf(null)).toBeNull();
    expect(overrideBodyOf({ supply: '1,200,000', reason: '단골 할인' })).toEqual({
      supply: 1200000,
      reason: '단골 할인',
    });
    expect(overrideBodyOf({ supply: ' ', reason: '' })).toEqual({ supply: undefined, reason: '' });
    expect(overrideBodyOf({ supply: '12.5', reason: 'x' })?.supply).toBe(-1);
  });

  it('answers with the contract messages at priceOverride.supply and priceOverride.reason', () => {
    const form: OrderFormInput = {
      ...newOrder(),
      productName: '전단',
      buyerId: 3,
      amount: '1000',
      numberCases: '1',
      priceOverride: { supply: '', reason: ' ' },
    };
    const parsed = orderFormSchema.safeParse(form);
    const byPath = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byPath['priceOverride.supply']).toBe(orderPriceMessages.overrideSupplyRequired);
    expect(byPath['priceOverride.reason']).toBe(orderPriceMessages.overrideReasonRequired);
    const bad = orderFormSchema.safeParse({ ...form, priceOverride: { supply: '만원', reason: '특가' } });
    expect(bad.error?.issues.find((i) => i.path.join('.') === 'priceOverride.supply')?.message).toBe(
      orderPriceMessages.overrideSupplyInvalid,
    );
  });

  it('turns a stored override into form text and back; VAT is ⌊supply ÷ 10⌋', () => {
    const draft = overrideDraftOf({ supply: 99_999, vat: 9_999, total: 109_998, reason: '특가' });
    expect(draft).toEqual({ supply: '99999', reason: '특가' });
    expect(overrideAmountsOf(draft)).toEqual({ supply: 99_999, vat: 9_999, total: 109_998, reason: '특가' });
    expect(chargedTotalWith(priced, { supply: 99_999 })).toBe(109_998);
    expect(chargedTotalWith(priced, null)).toBe(priced.total);
  });
});

describe('the price question before an edit is saved', () => {
  it('asks only when the charged total moves, with the old and new totals and their difference', () => {
    expect(priceChangeBeforeSave(stored(priced.total), priced, null)).toBeNull();
    const change = priceChangeBeforeSave(stored(priced.total - 3000), priced, null);
    expect(change).toMatchObject({ oldTotal: priced.total - 3000, newTotal: priced.total, difference: 3000 });
    // A new order or one from before prices: nothing to compare.
    expect(priceChangeBeforeSave(undefined, priced, null)).toBeNull();
    expect(priceChangeBeforeSave(null, priced, null)).toBeNull();
  });

  it('compares charged totals: a kept override hides a spec change, a new one is the new total', () => {
    const override = { supply: 50_000, vat: 5_000, total: 55_000, reason: '단골' };
    expect(priceChangeBeforeSave(stored(priced.total - 3000, override), priced, undefined)).toBeNull();
    expect(
      priceChangeBeforeSave(stored(priced.total, override), priced, { supply: 50_000, reason: '단골' }),
    ).toBeNull();
    expect(priceChangeBeforeSave(stored(priced.total), priced, { supply: 60_000, reason: '특가' })).toMatchObject({
      newTotal: 66_000,
      difference: 66_000 - priced.total,
    });
  });

  it('reads the 409 PRICE_CHANGED details and nothing else', () => {
    const body = {
      errorCode: 'PRICE_CHANGED',
      errorMessage: orderPriceMessages.priceChanged(100, 200),
      isAlert: true,
      isSnackbar: false,
      details: { oldTotal: 100, newTotal: 200, difference: 100, estimate: priced },
    };
    expect(priceChangeOf(new ApiError(409, body, null))).toEqual({
      oldTotal: 100,
      newTotal: 200,
      difference: 100,
      estimate: priced,
    });
    expect(priceChangeOf(new ApiError(409, { ...body, errorCode: 'ORDER_EDIT_LOCKED' }, null))).toBeNull();
    expect(priceChangeOf(new Error('x'))).toBeNull();
  });
});
