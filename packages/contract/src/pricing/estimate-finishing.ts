import { chargeAmount, chargeWords, won } from './charges.js';
import type { EstimateContext } from './estimate-context.js';
import { priceOutsourcing } from './estimate-outsourcing.js';
import type { EstimateEntry, EstimateFoldingBinding } from './estimate-types.js';

/** In-house 후가공/제본 options (estimate step): per option, max(minimum, set-up + copies × unit [÷ 1,000]). */
export function priceFinishing(ctx: EstimateContext, who: string, optionIds: readonly number[]): void {
  const { quantity } = ctx;
  for (const optionId of optionIds) {
    const rate = ctx.rates.finishing.get(optionId);
    const name = ctx.optionName(optionId);
    if (!rate) {
      ctx.missing.push(`후가공/제본 단가 없음: '${name}'의 단가가 단가표에 없습니다. (${who})`);
      continue;
    }
    const amount = chargeAmount(rate, quantity);
    ctx.lines.push({
      kind: 'FINISHING',
      label: `${name}: ${who}`,
      quantity,
      unit: '부',
      unitPrice: rate.unitAmount,
      amount,
      formula: `${name}: ${who} ${chargeWords(rate, quantity, '부')} = ${won(amount)}`,
    });
  }
}

/** A printing entry's tail: 기타 인쇄 (always outsourced, per copy), then its post-processing, in-house or outsourced. */
export function priceEntryFinishing(ctx: EstimateContext, title: string, entry: EstimateEntry): void {
  if (entry.printingType === 'OSP_PRINT') {
    if (entry.ospOutsourcingId != null) priceOutsourcing(ctx, title, entry.ospOutsourcingId, 'OSP', ctx.quantity, '부');
    else ctx.missing.push(`${title}: 기타 인쇄는 외주처를 지정해야 가격을 낼 수 있습니다.`);
  }
  for (const item of entry.postProcessList ?? []) {
    if (item.postProcessOutsourcingId != null)
      priceOutsourcing(
        ctx,
        `${title} ${item.postProcessOption.map(ctx.optionName).join(', ')}`,
        item.postProcessOutsourcingId,
        'POST_PROCESS',
        ctx.quantity,
        '부',
      );
    else priceFinishing(ctx, title, item.postProcessOption);
  }
}

/** The spec's 접지/제본 list (once per spec, after every entry): in-house or outsourced, per copy. */
export function priceFoldingBinding(ctx: EstimateContext, list: readonly EstimateFoldingBinding[]): void {
  for (const item of list) {
    if (item.foldingBindingOutsourcingId != null)
      priceOutsourcing(
        ctx,
        item.foldingBindingOption.map(ctx.optionName).join(', '),
        item.foldingBindingOutsourcingId,
        'FOLDING_BINDING',
        ctx.quantity,
        '부',
      );
    else priceFinishing(ctx, '접지/제본', item.foldingBindingOption);
  }
}
