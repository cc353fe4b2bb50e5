import { vatOf, type PriceOverride } from '@scm/contract';
import { useWatch } from 'react-hook-form';
import { countOf, EstimatePanel, estimateInputOf, useEstimate, useRateSet } from '../../shared/estimate';
import { today } from '../../shared/format';
import type { QuoteFormInput } from './quote-form-schema';

const SPEC_FIELDS = [
  'workType',
  'quantity',
  'finishedSize',
  'printingList',
  'isFoldingBinding',
  'foldingBindingList',
  'overrideOn',
  'priceOverride',
] as const;

/** 금액 조정 as typed, when it reads as whole won with a reason: the panel shows it beside the computed price. */
const overrideOf = (on: boolean, typed: QuoteFormInput['priceOverride'] | undefined): PriceOverride | null => {
  const supply = countOf(typed?.supply);
  if (!on || supply === null) return null;
  return { supply, vat: vatOf(supply), total: supply + vatOf(supply), reason: typed?.reason.trim() ?? '' };
};

/**
 * 예상 금액 · 부가세 포함: the quote's price as the spec is typed (today's rates, the contract's engine in the browser),
 * with the breakdown folded under the total and the 금액 조정 beside it. The server prices the saved quote again with
 * the same engine and rates; the form never sends a price.
 */
export function QuoteEstimateSection() {
  const [workType, quantity, finishedSize, printingList, isFoldingBinding, foldingBindingList, overrideOn, typed] =
    useWatch<QuoteFormInput, typeof SPEC_FIELDS>({ name: SPEC_FIELDS });
  const { rateSet, failed } = useRateSet(today());
  const input = estimateInputOf(
    { workType, finishedSize, printingList, isFoldingBinding, foldingBindingList },
    { quantity },
  );
  const estimate = useEstimate(input, rateSet);
  return <EstimatePanel estimate={estimate} failed={failed} override={overrideOf(overrideOn, typed)} />;
}
