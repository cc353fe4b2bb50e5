import { z } from 'zod';
import { withCommas } from '../common/messages.js';
import { requiredText } from '../common/validation.js';
import { ESTIMATE_LINE_KINDS, type Estimate } from './estimate-types.js';

/**
 * An order's price (issue 33): the engine's estimate as the server made it when the order was taken or its spec
 * changed, the rates' date, and a staff override of the 공급가액 with its reason. Stored as append-only rows (a new
 * pricing or override adds a row; none is updated or deleted): the latest row is the order's price, the earlier ones
 * its price history. The client never sends a price: the server prices the spec itself; staff with write authority
 * may send an override (`priceOverride`) and, on an edit that changes the price, the total they were shown
 * (`confirmedTotal`).
 */

export const PRICE_OVERRIDE_REASON_MAX = 255;
/** Whole won an order's 공급가액 can be; the deposits' own bound is larger. */
export const PRICE_WON_MAX = 99_999_999_999;

export const EstimateLineSchema = z.object({
  kind: z.enum(ESTIMATE_LINE_KINDS),
  label: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
  formula: z.string(),
});

export const EstimateSchema = z.object({
  lines: z.array(EstimateLineSchema),
  subtotal: z.number().int(),
  roundedOff: z.number().int(),
  supply: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  missing: z.array(z.string()),
  ratesDate: z.string(),
});

/** Why a price row was written. */
export const PRICE_SOURCES = ['ORDER', 'EDIT', 'OVERRIDE', 'QUOTE'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];
export const PRICE_SOURCE_LABELS: Record<PriceSource, string> = {
  ORDER: '주문 등록',
  EDIT: '수정 재계산',
  OVERRIDE: '금액 조정',
  QUOTE: '견적 전환',
};

/** The amounts an order is charged: the override's when there is one, else the engine's. */
export interface ChargedAmounts {
  supply: number;
  vat: number;
  total: number;
}

export const PriceOverrideSchema = z.object({
  supply: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  reason: z.string(),
});
export type PriceOverride = z.infer<typeof PriceOverrideSchema>;

/** GET: an order's (or bag order's) price as the screens show it. */
export const OrderPriceSchema = z.object({
  /** 1 for the first pricing, then +1 per row. */
  version: z.number().int(),
  source: z.enum(PRICE_SOURCES),
  estimate: EstimateSchema,
  override: PriceOverrideSchema.nullable(),
  /** What the order is invoiced at (the override's amounts, else the estimate's). */
  charged: z.object({ supply: z.number().int(), vat: z.number().int(), total: z.number().int() }),
  pricedAt: z.string(),
  /** Who made the row (staff or customer name); null for the system (migration, seed). */
  pricedBy: z.string().nullable(),
});
export type OrderPrice = z.infer<typeof OrderPriceSchema>;

/** A difference in won with its sign: +100,000원, −50,000원. */
const signedWon = (difference: number) => `${difference >= 0 ? '+' : '−'}${withCommas(Math.abs(difference))}원`;

/** VAT on a 공급가액: ⌊supply ÷ 10⌋, whole won. */
export const vatOf = (supply: number) => Math.floor(supply / 10);

export const chargedAmounts = (estimate: Pick<Estimate, 'supply' | 'vat' | 'total'>, override: PriceOverride | null) =>
  override
    ? { supply: override.supply, vat: override.vat, total: override.total }
    : { supply: estimate.supply, vat: estimate.vat, total: estimate.total };

export const orderPriceMessages = {
  overrideSupplyRequired: '조정할 공급가액을 입력해주세요.',
  overrideSupplyInvalid: `공급가액은 0원부터 ${withCommas(PRICE_WON_MAX)}원까지 원 단위로 입력해주세요.`,
  overrideReasonRequired: '금액을 조정하는 사유를 입력해주세요. (예: 단골 할인, 특가)',
  overrideKeys: '금액은 서버가 계산합니다. 조정할 공급가액과 사유만 보낼 수 있습니다.',
  overrideNotAllowed: '금액 조정은 주문 수정 권한이 있는 직원만 할 수 있습니다.',
  /** 409 PRICE_CHANGED: the edit changes the price and the body did not confirm the new total. */
  priceChanged: (oldTotal: number, newTotal: number) =>
    `사양 변경으로 금액이 ${withCommas(oldTotal)}원에서 ${withCommas(newTotal)}원으로 바뀝니다 (${newTotal >= oldTotal ? '+' : '−'}${withCommas(Math.abs(newTotal - oldTotal))}원). 바뀐 금액을 확인한 뒤 다시 저장해주세요.`,
  repriceConfirm: (oldTotal: number, newTotal: number) =>
    `금액이 ${withCommas(oldTotal)}원에서 ${withCommas(newTotal)}원으로 바뀝니다. 이 금액으로 저장하시겠습니까?`,
  /**
   * What the customer is told when staff change the price of their order: by a spec change (the confirmed
   * re-price), or by 금액 조정 (`adjusted`, with its reason). The new total, the old one and the difference.
   */
  repricedNotice: (
    orderNumber: string,
    oldTotal: number,
    newTotal: number,
    opts: { adjusted?: boolean; reason?: string | null } = {},
  ) =>
    `주문 ${orderNumber}의 ${opts.adjusted ? '금액이 조정되어' : '사양이 변경되어'} 금액이 ${withCommas(oldTotal)}원 → ${withCommas(newTotal)}원으로 변경되었습니다 (${signedWon(newTotal - oldTotal)}${opts.reason ? `, 사유: ${opts.reason}` : ''}).`,
  /** 409: the edit changes the price of an order whose deposit is settled (its amounts are fixed). */
  depositSettledLocked:
    '입금이 확정된 주문은 금액이 바뀌는 수정을 할 수 없습니다. 입금 관리에서 입금 확정을 먼저 취소해주세요.',
  /** The override route's stale version. */
  priceStale: '다른 사용자가 먼저 이 주문의 금액을 바꿨습니다. 새로 고친 뒤 다시 시도해 주세요.',
  noPriceToOverride: '금액이 없는 주문입니다. 사양을 수정해 금액을 먼저 계산해주세요.',
  overrideSaved: (orderNumber: string) => `주문 ${orderNumber}의 금액을 저장했습니다.`,
  /** The record page of an order from before prices. */
  noPrice: '금액 없음',
  /** PATCH /api/od/deposit: an issued price other than the order's (share) needs a reason. */
  issuedPriceReasonRequired: '주문 금액과 다른 발행 금액을 입력하는 사유를 입력해주세요.',
  incomplete: (count: number) => `단가표에 없는 항목이 ${count}개 있어 금액이 완전하지 않습니다.`,
  estimateTitle: '예상 금액 · 부가세 포함',
};

/**
 * What staff send beside the spec: an override of the 공급가액 with its reason (null: no override, the engine's
 * price), and on an edit the 합계 the screen showed after recomputing (the server compares it with its own price and
 * answers 409 PRICE_CHANGED when they differ and the price changed).
 */
const PriceOverrideValueSchema = z
  .strictObject(
    {
      supply: z
        .number({ error: orderPriceMessages.overrideSupplyRequired })
        .int(orderPriceMessages.overrideSupplyInvalid)
        .min(0, orderPriceMessages.overrideSupplyInvalid)
        .max(PRICE_WON_MAX, orderPriceMessages.overrideSupplyInvalid),
      reason: requiredText(PRICE_OVERRIDE_REASON_MAX, orderPriceMessages.overrideReasonRequired),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? orderPriceMessages.overrideKeys : undefined) },
  )
  .nullable();
/** A quote's override: absent = none. */
export const PriceOverrideInputSchema = PriceOverrideValueSchema.default(null);
export type PriceOverrideInput = z.input<typeof PriceOverrideInputSchema>;

/**
 * What an order's or bag order's body carries about its price. `priceOverride`: an object sets the override, null
 * removes it, absent keeps what the order has (none on create), so a form that does not show the price never drops
 * one.
 */
export const orderPriceShape = {
  priceOverride: PriceOverrideValueSchema.optional(),
  confirmedTotal: z.number({ error: '확인한 금액이 올바르지 않습니다.' }).int().min(0).nullable().optional(),
};

/**
 * PUT …/{id}/price (staff with ORDER write): only the override, also after work started; `version` is the price
 * version the screen showed (a stale one is the 409 PRICE_STALE). null removes the override.
 */
export const OrderPriceOverrideSchema = z.strictObject(
  {
    priceOverride: PriceOverrideValueSchema,
    version: z.number({ error: '금액 버전이 올바르지 않습니다.' }).int().min(0),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? orderPriceMessages.overrideKeys : undefined) },
);
export type OrderPriceOverrideInput = z.input<typeof OrderPriceOverrideSchema>;

/** GET …/{id}/price: the order's price now (null before prices) and every pricing, oldest first. */
export const OrderPriceDetailSchema = z.object({
  price: OrderPriceSchema.nullable(),
  history: z.array(OrderPriceSchema),
});
export type OrderPriceDetail = z.infer<typeof OrderPriceDetailSchema>;
