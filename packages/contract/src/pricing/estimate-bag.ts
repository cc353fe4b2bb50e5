import { withCommas } from '../common/messages.js';
import { SHOPBAG_TYPE_LABELS } from '../shopbag-order/design.js';
import { won } from './charges.js';
import type { EstimateContext } from './estimate-context.js';
import type { EstimateInput } from './estimate-types.js';

/** The shopping bag (estimate step): bags × making price per cut type + advertiser slots × slot price. */
export function priceShopbag(ctx: EstimateContext, bag: EstimateInput['shopbag']): void {
  const { rates, quantity, missing, lines } = ctx;
  if (!bag) {
    missing.push('쇼핑백: 유형(4/8/12컷)과 광고 슬롯 수가 없습니다.');
    return;
  }
  const typeLabel = SHOPBAG_TYPE_LABELS[bag.shopbagType];
  const rate = rates.shopbag.get(bag.shopbagType);
  if (!rate) missing.push(`쇼핑백 제작 단가 없음: ${typeLabel}의 개당 제작 단가가 단가표에 없습니다.`);
  else {
    const amount = quantity * rate.pricePerBag;
    lines.push({
      kind: 'SHOPBAG',
      label: `쇼핑백 제작(${typeLabel})`,
      quantity,
      unit: '개',
      unitPrice: rate.pricePerBag,
      amount,
      formula: `쇼핑백 제작: ${typeLabel} ${withCommas(quantity)}개 × ${won(rate.pricePerBag)} = ${won(amount)}`,
    });
  }
  const slots = Math.max(0, Math.floor(bag.slots));
  if (slots === 0) return;
  const slot = rates.advertiserSlot;
  if (!slot) missing.push('광고 슬롯 단가 없음: 슬롯당 단가가 단가표에 없습니다.');
  else {
    const amount = slots * slot.pricePerSlot;
    lines.push({
      kind: 'SHOPBAG',
      label: '광고 슬롯',
      quantity: slots,
      unit: '슬롯',
      unitPrice: slot.pricePerSlot,
      amount,
      formula: `광고 슬롯: ${withCommas(slots)}슬롯 × ${won(slot.pricePerSlot)} = ${won(amount)}`,
    });
  }
}
