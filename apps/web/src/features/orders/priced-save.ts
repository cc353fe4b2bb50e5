import { estimate, type Estimate, type EstimateInput, type OrderPrice, type RateSet } from '@scm/contract';
import { useFeedback } from '../../shared/feedback';
import {
  chargedTotalWith,
  priceChangeBeforeSave,
  priceChangeOf,
  SaveCalledOff,
  type OverrideValues,
} from './price-body';
import { usePriceConfirm } from './price-confirm-dialog';

/** What an edit of the whole order prices: the estimate the form shows (null before the rates are in), its override. */
export interface EditPricing {
  estimate: Estimate | null;
  override: OverrideValues;
}

/**
 * The save of an order whose spec may change its price. When the form's price differs from the stored total, the
 * change is shown (old, new, difference) and sent only once confirmed, with `confirmedTotal` = the total shown. If
 * the server's price still differs (409 PRICE_CHANGED: the rates or the spec moved in between), its totals are
 * shown the same way and the body is sent again with the server's new total. Calling off sends nothing more.
 */
export function usePricedSave(saved: OrderPrice | null | undefined) {
  const fb = useFeedback();
  const { ask, dialog } = usePriceConfirm();
  const calledOff = () => {
    fb.snackbar('info', '금액 변경을 확인하지 않아 저장하지 않았습니다.');
    return new SaveCalledOff();
  };
  const save = async <T>(send: (confirmedTotal: number | null) => Promise<T>, pricing: EditPricing | null) => {
    let confirmedTotal: number | null = null;
    if (pricing?.estimate) {
      const before = priceChangeBeforeSave(saved, pricing.estimate, pricing.override);
      if (before && !(await ask(before))) throw calledOff();
      const override = pricing.override === undefined ? (saved?.override ?? null) : pricing.override;
      confirmedTotal = chargedTotalWith(pricing.estimate, override);
    }
    try {
      return await send(confirmedTotal);
    } catch (error) {
      const change = priceChangeOf(error);
      if (!change) throw error;
      if (!(await ask(change))) throw calledOff();
      return send(change.newTotal);
    }
  };
  const estimateOf = (input: EstimateInput, rates: RateSet) => estimate(input, rates);
  return { save, estimateOf, dialog };
}
