import { z } from 'zod';
import { MSG } from './common/messages.js';
import { isRealDate, optionalText, plainText, wholeNumber } from './common/validation.js';
import { DEPOSIT_WON_MAX, depositMessages, formatWon } from './deposit.js';

/**
 * The deposit ledger (입금 원장, issue 34): every money event on a deposit entry is a row that is never updated or
 * deleted. Signs: RECEIPT > 0 (money in); REVERSAL < 0 (a receipt undone, or a correction of the typed 수금 금액);
 * ADJUSTMENT ≠ 0 changes what is owed, not what came in (> 0 a discount: owed less; < 0 a surcharge: owed more);
 * REFUND > 0 (money paid back). collected = Σ receipts + Σ reversals − Σ refunds; remaining = issued − Σ
 * adjustments − collected (< 0: paid too much, to refund).
 */
export const DEPOSIT_LEDGER_KINDS = ['RECEIPT', 'REVERSAL', 'ADJUSTMENT', 'REFUND'] as const;
export type DepositLedgerKind = (typeof DEPOSIT_LEDGER_KINDS)[number];
export const DEPOSIT_LEDGER_KIND_LABELS: Record<DepositLedgerKind, string> = {
  RECEIPT: '입금',
  REVERSAL: '입금 취소',
  ADJUSTMENT: '할인·조정',
  REFUND: '환불',
};
export const DEPOSIT_LEDGER_SOURCES = ['HAND', 'BANK_LINE', 'PROVIDER', 'MIGRATION'] as const;
export type DepositLedgerSource = (typeof DEPOSIT_LEDGER_SOURCES)[number];
export const DEPOSIT_LEDGER_SOURCE_LABELS: Record<DepositLedgerSource, string> = {
  HAND: '직접 입력',
  BANK_LINE: '통장 내역',
  PROVIDER: '연동',
  MIGRATION: '이전 기록',
};

export const apiDepositLedger = (entryId: number) => `/api/od/deposit/${entryId}/ledger`;
export const apiDepositReceipt = (entryId: number) => `/api/od/deposit/${entryId}/receipt`;
export const apiDepositAdjustment = (entryId: number) => `/api/od/deposit/${entryId}/adjustment`;
export const apiDepositRefund = (entryId: number) => `/api/od/deposit/${entryId}/refund`;
export const apiDepositReverse = (rowId: number) => `/api/od/deposit/receipt/${rowId}/reverse`;

/** The derived money of an entry from its ledger sums (and the issued amount on the entry). */
export const depositRemaining = (e: { issuedPrice: number; adjustedPrice: number; collectedPrice: number }) =>
  e.issuedPrice - e.adjustedPrice - e.collectedPrice;

/** Sums of an entry's rows: collected (received net of reversals and refunds) and adjusted. */
export function ledgerSums(rows: readonly { kind: DepositLedgerKind; amount: number }[]) {
  let collected = 0;
  let adjusted = 0;
  for (const r of rows)
    if (r.kind === 'ADJUSTMENT') adjusted += r.amount;
    else if (r.kind === 'REFUND') collected -= r.amount;
    else collected += r.amount;
  return { collected, adjusted };
}

export const depositLedgerMessages = {
  amountRequired: '금액을 입력해주세요.',
  amountPositive: '1원 이상 입력해주세요.',
  amountNonZero: '0원이 아닌 금액을 입력해주세요. (할인은 양수, 추가 청구는 음수)',
  adjustmentMax: `${formatWon(DEPOSIT_WON_MAX)}원 이하로 입력해주세요.`,
  receivedDateRequired: '입금일을 입력해주세요.',
  reasonRequired: '사유를 입력해주세요.',
  refundOverReceived: (received: number) => `환불 금액은 받은 금액(${formatWon(received)}원)을 넘을 수 없습니다.`,
  reverseNotReceipt: '입금 행만 취소할 수 있습니다.',
  alreadyReversed: '이미 취소된 입금입니다.',
  reverseAfterRefund: (received: number) =>
    `환불된 금액이 있어 이 입금을 취소하면 받은 금액이 0원보다 적어집니다. (현재 받은 금액 ${formatWon(received)}원)`,
  rowNotFound: '입금 원장 행을 찾을 수 없습니다.',
  collectedCorrection: '수금 금액 수정',
  /** The memo of a receipt written by the popup's 수금 금액 (the difference typed). */
  typedCollected: '수금 금액 입력',
  receiptRecorded: (amount: number) => `입금 ${formatWon(amount)}원을 기록했습니다.`,
  reversed: (amount: number) => `입금 ${formatWon(amount)}원을 취소했습니다.`,
  adjusted: (amount: number) =>
    amount > 0 ? `${formatWon(amount)}원 할인을 기록했습니다.` : `${formatWon(-amount)}원 추가 청구를 기록했습니다.`,
  refunded: (amount: number) => `환불 ${formatWon(amount)}원을 기록했습니다.`,
  /** The stale answer names what came in since the screen's version. */
  staleWithRows: (count: number) => `${depositMessages.staleVersion} (그 사이 기록된 원장 ${String(count)}건)`,
};

const positiveWon = wholeNumber({
  min: 1,
  max: DEPOSIT_WON_MAX,
  minMessage: depositLedgerMessages.amountPositive,
  maxMessage: depositMessages.wonMax,
  requiredMessage: depositLedgerMessages.amountRequired,
});
const version = z.number({ error: depositMessages.versionRequired }).int().min(0, depositMessages.versionRequired);
const reason = plainText({ error: depositLedgerMessages.reasonRequired })
  .trim()
  .min(1, depositLedgerMessages.reasonRequired)
  .max(200, '200자 이내로 입력해주세요.');

/** POST …/{id}/receipt: money arrived (입금 추가). */
export const DepositReceiptInputSchema = z.strictObject({
  amount: positiveWon,
  receivedDate: z
    .string({ error: depositLedgerMessages.receivedDateRequired })
    .min(1, depositLedgerMessages.receivedDateRequired)
    .refine(isRealDate, MSG.invalidDate),
  depositor: optionalText(100),
  memo: optionalText(255),
  version,
});
export type DepositReceiptInput = z.output<typeof DepositReceiptInputSchema>;

/** POST …/receipt/{rowId}/reverse: a receipt undone (입금 취소), with its reason. */
export const DepositReverseInputSchema = z.strictObject({ reason, version });
export type DepositReverseInput = z.output<typeof DepositReverseInputSchema>;

/** POST …/{id}/adjustment: 할인 (> 0) or 추가 청구 (< 0), with its reason. */
export const DepositAdjustmentInputSchema = z.strictObject({
  amount: wholeNumber({
    min: -DEPOSIT_WON_MAX,
    max: DEPOSIT_WON_MAX,
    minMessage: depositLedgerMessages.adjustmentMax,
    maxMessage: depositLedgerMessages.adjustmentMax,
    requiredMessage: depositLedgerMessages.amountRequired,
  }).refine((n) => n !== 0, depositLedgerMessages.amountNonZero),
  reason,
  version,
});
export type DepositAdjustmentInput = z.output<typeof DepositAdjustmentInputSchema>;

/** POST …/{id}/refund: money paid back (환불), at most what was received. */
export const DepositRefundInputSchema = z.strictObject({ amount: positiveWon, reason, version });
export type DepositRefundInput = z.output<typeof DepositRefundInputSchema>;

/** One ledger row as the popup lists it. */
export const DepositLedgerRowSchema = z.object({
  id: z.number().int(),
  entryId: z.number().int(),
  kind: z.enum(DEPOSIT_LEDGER_KINDS),
  amount: z.number().int(),
  receivedDate: z.string(),
  depositor: z.string(),
  memo: z.string(),
  reason: z.string().nullable(),
  reversesId: z.number().int().nullable(),
  /** The reversal that undid this receipt, if any. */
  reversedById: z.number().int().nullable(),
  source: z.enum(DEPOSIT_LEDGER_SOURCES),
  bankLineId: z.number().int().nullable(),
  entryVersion: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type DepositLedgerRow = z.infer<typeof DepositLedgerRowSchema>;

/** GET …/{id}/ledger: the entry's sums and its rows, oldest first. */
export const DepositLedgerSchema = z.object({
  entryId: z.number().int(),
  version: z.number().int(),
  issuedPrice: z.number().int(),
  adjustedPrice: z.number().int(),
  collectedPrice: z.number().int(),
  remaining: z.number().int(),
  isSettled: z.boolean(),
  rows: z.array(DepositLedgerRowSchema),
});
export type DepositLedger = z.infer<typeof DepositLedgerSchema>;

/** The 409 DEPOSIT_STALE's details: the entry as it is now and the rows written after the screen's version. */
export interface DepositStaleDetails {
  [key: string]: unknown;
  version: number;
  collectedPrice: number;
  adjustedPrice: number;
  isSettled: boolean;
  rowsSince: DepositLedgerRow[];
}
