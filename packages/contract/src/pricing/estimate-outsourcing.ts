import { chargeAmount, chargeWords, mulDivUp, pct, won } from './charges.js';
import type { EstimateContext } from './estimate-context.js';
import { outsourcingKey } from './rate-set.js';
import { OUTSOURCING_STEP_LABELS, type OutsourcingStep } from './rates.js';

/**
 * An outsourced step (estimate step): the supplier's charge on `units` of `unit` (its rate per seller and step) plus
 * that rate's margin, or a missing-rate sentence naming the supplier and the step.
 */
export function priceOutsourcing(
  ctx: EstimateContext,
  who: string,
  sellerId: number,
  step: OutsourcingStep,
  units: number,
  unit: string,
): void {
  const rate = ctx.rates.outsourcing.get(outsourcingKey(sellerId, step));
  const stepLabel = OUTSOURCING_STEP_LABELS[step];
  if (!rate) {
    ctx.missing.push(`외주 단가 없음: ${ctx.sellerName(sellerId)}의 ${stepLabel} 단가가 단가표에 없습니다. (${who})`);
    return;
  }
  const cost = chargeAmount(rate, units);
  const margin = mulDivUp(cost, rate.marginBp, 10_000);
  const amount = cost + margin;
  ctx.outsourcedSum += amount;
  ctx.lines.push({
    kind: 'OUTSOURCING',
    label: `외주 ${stepLabel}: ${who}`,
    quantity: units,
    unit,
    unitPrice: rate.unitAmount,
    amount,
    formula: `외주 ${stepLabel}: ${who} ${ctx.sellerName(sellerId)} ${chargeWords(rate, units, unit)} = ${won(cost)} + 마진 ${pct(rate.marginBp)} ${won(margin)} = ${won(amount)}`,
  });
}
