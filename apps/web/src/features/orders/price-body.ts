import { EstimateSchema, vatOf, type Estimate, type OrderPrice, type PriceOverride } from '@scm/contract';
import { z } from 'zod';
import { ApiError } from '../../shared/api/client';
import { countOf } from '../../shared/estimate';

/** The form's 금액 조정: the 공급가액 as typed and the reason; null = no override (the engine's price). */
export interface PriceOverrideDraft {
  supply: string;
  reason: string;
}

/** The saved override as form values (the 공급가액 as text, so it is edited like every other count). */
export const overrideDraftOf = (override: PriceOverride | null | undefined): PriceOverrideDraft | null =>
  override ? { supply: String(override.supply), reason: override.reason } : null;

/**
 * The form's override as the body's `priceOverride`: the typed 공급가액 as whole won ('1,200,000' too); nothing typed
 * stays absent (the contract answers "조정할 공급가액을 입력해주세요."), anything not a whole won amount is sent as -1
 * (it answers "공급가액은 0원부터 …원 단위로 입력해주세요."). Null: no override, or the saved one removed.
 */
export const overrideBodyOf = (draft: PriceOverrideDraft | null | undefined) => {
  if (!draft) return null;
  const typed = String(draft.supply ?? '').trim();
  return { supply: typed === '' ? undefined : (countOf(typed) ?? -1), reason: draft.reason };
};

/** What the override charges, as the server stores it (VAT ⌊supply ÷ 10⌋), or null when nothing whole is typed. */
export const overrideAmountsOf = (draft: PriceOverrideDraft | null | undefined) => {
  if (!draft) return null;
  const supply = countOf(draft.supply);
  if (supply === null) return null;
  const vat = vatOf(supply);
  return { supply, vat, total: supply + vat, reason: draft.reason.trim() };
};

/** What the confirm dialog shows: the stored total, the new one, their difference, the new estimate. */
export interface PriceChange {
  oldTotal: number;
  newTotal: number;
  difference: number;
  estimate: Estimate | null;
}

const PriceChangedDetailsSchema = z.object({
  oldTotal: z.number().int(),
  newTotal: z.number().int(),
  difference: z.number().int(),
  estimate: EstimateSchema.nullable().catch(null),
});

/** The 409 PRICE_CHANGED's details (the server's old and new totals), or null for any other failure. */
export const priceChangeOf = (error: unknown): PriceChange | null => {
  if (!(error instanceof ApiError) || error.status !== 409 || error.body?.errorCode !== 'PRICE_CHANGED') return null;
  const details = PriceChangedDetailsSchema.safeParse(error.body.details);
  return details.success ? details.data : null;
};

/** An override as the body sends it (parsed): null = none, undefined = the saved one kept. */
export type OverrideValues = { supply: number; reason: string } | null | undefined;

/**
 * Before an edit is sent: the change the user must confirm, when the form's price (computed in the browser with the
 * order's own rates day, as the server will) differs from the stored charged total; null when it is the same or
 * the order has no stored price.
 */
export const priceChangeBeforeSave = (
  saved: OrderPrice | null | undefined,
  estimate: Estimate | null,
  override: OverrideValues,
): PriceChange | null => {
  if (!saved || !estimate) return null;
  const newTotal = chargedTotalWith(estimate, override === undefined ? saved.override : override);
  const oldTotal = saved.charged.total;
  return newTotal === oldTotal ? null : { oldTotal, newTotal, difference: newTotal - oldTotal, estimate };
};

/** The charged total of an estimate with a parsed override (VAT ⌊supply ÷ 10⌋, as the server stores it). */
export const chargedTotalWith = (estimate: Estimate, override: { supply: number } | null) =>
  override ? override.supply + vatOf(override.supply) : estimate.total;

/** A save the user called off at the price question: nothing was sent, nothing is reported as a failure. */
export class SaveCalledOff extends ApiError {
  constructor() {
    super(409, { errorCode: 'PRICE_NOT_CONFIRMED', errorMessage: '', isAlert: false, isSnackbar: true }, null);
  }
}
