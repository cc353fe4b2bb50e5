import type { EstimateInput, EstimateLine } from './estimate-types.js';
import type { RateSet } from './rate-set.js';

/**
 * What every step of the estimate (estimate.ts) shares while it prices one spec: the rates, the copies, the display
 * names, and the lines and missing-rate sentences written so far, in the order the steps write them.
 */
export interface EstimateContext {
  readonly rates: RateSet;
  /** Copies (부) or bags, a whole number ≥ 0. */
  readonly quantity: number;
  readonly lines: EstimateLine[];
  readonly missing: string[];
  /** The sum of the outsourced lines (they carry their own margin, so 이윤 leaves them out). */
  outsourcedSum: number;
  itemName: (id: number) => string;
  optionName: (id: number) => string;
  sellerName: (id: number) => string;
}

export function estimateContext(input: EstimateInput, rates: RateSet): EstimateContext {
  const names = input.names ?? {};
  return {
    rates,
    quantity: Number.isFinite(input.quantity) ? Math.max(0, Math.floor(input.quantity)) : 0,
    lines: [],
    missing: [],
    outsourcedSum: 0,
    itemName: (id) => names.rawItems?.[id] ?? `원자재 #${id}`,
    optionName: (id) => names.options?.[id] ?? `옵션 #${id}`,
    sellerName: (id) => names.sellers?.[id] ?? `외주처 #${id}`,
  };
}
