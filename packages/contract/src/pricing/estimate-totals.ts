import { WORK_TYPE_LABELS, type WorkType } from '../printing-spec/vocabulary.js';
import { mulDivUp, pct, won } from './charges.js';
import type { EstimateContext } from './estimate-context.js';
import type { Estimate } from './estimate-types.js';

/** 이윤 (estimate step) = ⌈in-house lines × the work type's margin⌉; outsourced lines carry their own margin. */
export function priceMargin(ctx: EstimateContext, workType: WorkType): void {
  const inHouse = ctx.lines.reduce((sum, l) => sum + l.amount, 0) - ctx.outsourcedSum;
  const marginRate = ctx.rates.margins.get(workType);
  if (!marginRate) ctx.missing.push(`이윤율 없음: ${WORK_TYPE_LABELS[workType]}의 이윤율이 단가표에 없습니다.`);
  else if (marginRate.marginBp > 0 && inHouse > 0) {
    const amount = mulDivUp(inHouse, marginRate.marginBp, 10_000);
    ctx.lines.push({
      kind: 'MARGIN',
      label: `이윤(${WORK_TYPE_LABELS[workType]})`,
      quantity: 1,
      unit: '식',
      unitPrice: amount,
      amount,
      formula: `이윤: 자체 공정 ${won(inHouse)} × ${pct(marginRate.marginBp)} = ${won(amount)}`,
    });
  }
}

/** The totals (last step): 공급가액 = the lines' sum cut down (절사) to the rounding unit; 부가세 = ⌊공급가액 ÷ 10⌋. */
export function estimateTotals(ctx: EstimateContext): Estimate {
  const { lines, missing, rates } = ctx;
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  if (!rates.rounding) missing.push('단수 조정 단위 없음: 단가표에 단수 조정 단위(예: 100원)를 입력해주세요.');
  const unit = rates.rounding?.unit ?? 1;
  const supply = Math.floor(subtotal / unit) * unit;
  const vat = Math.floor(supply / 10);
  return {
    lines,
    subtotal,
    roundedOff: subtotal - supply,
    supply,
    vat,
    total: supply + vat,
    missing,
    ratesDate: rates.date,
  };
}
