import {
  MSG,
  STOCK_ADJUST_MAX,
  StockAdjustSchema,
  stockAdjustFormMessages,
  wholeNumber,
  type StockAdjustValues,
} from '@scm/contract';

export type AdjustDirection = 'RECEIVING' | 'RELEASING';
/** Which field the user typed last: the other one is derived from it. */
export type AdjustSource = 'amount' | 'result';

export const ADJUST_IO_TYPE: Record<AdjustDirection, StockAdjustValues['ioType']> = {
  RECEIVING: 'AMOUNT_ADJUSTING_AS_RECEIVING',
  RELEASING: 'AMOUNT_ADJUSTING_AS_RELEASING',
};

export type Derivation = { ok: true; adjustAmount: number; result: number } | { ok: false; message: string };

const resultNumber = wholeNumber({
  min: 0,
  max: Number.MAX_SAFE_INTEGER,
  minMessage: MSG.min0,
  requiredMessage: stockAdjustFormMessages.resultRequired,
});

/**
 * Reads what the user typed as an adjustAmount or as the resulting stock and gives both numbers, or the message
 * to show under the field. An amount is judged by the contract's own rule (same messages as the server); a release
 * larger than the stock passes here and the server refuses it with its shortage message.
 */
export function deriveAdjustment(
  direction: AdjustDirection,
  current: number,
  source: AdjustSource,
  text: string,
): Derivation {
  const sign = direction === 'RECEIVING' ? 1 : -1;
  if (source === 'amount') {
    const parsed = StockAdjustSchema.shape.adjustAmount.safeParse(text);
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? MSG.numbersOnly };
    return { ok: true, adjustAmount: parsed.data, result: current + sign * parsed.data };
  }
  const parsed = resultNumber.safeParse(text);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? MSG.numbersOnly };
  const result = parsed.data;
  if (direction === 'RECEIVING' && result <= current)
    return { ok: false, message: stockAdjustFormMessages.resultAboveCurrent(current) };
  if (direction === 'RELEASING' && result >= current)
    return { ok: false, message: stockAdjustFormMessages.resultBelowCurrent(current) };
  const adjustAmount = Math.abs(result - current);
  if (adjustAmount > STOCK_ADJUST_MAX) return { ok: false, message: stockAdjustFormMessages.derivedTooLarge };
  return { ok: true, adjustAmount, result };
}
