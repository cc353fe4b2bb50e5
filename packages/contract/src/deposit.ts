import { z } from 'zod';
import { ListQuerySchema } from './common/paging.js';
import { optionalText, wholeNumber } from './common/validation.js';
import { defineWorkflow } from './common/workflow.js';

/** 입금 관리 (menu area ORDER) and 입금 내역 (menu area PARTNER), spec 001 §7. */
export const API_DEPOSIT_ORDERS = '/api/od/order_for_deposit';
export const API_DEPOSIT = '/api/od/deposit';
export const API_DEPOSIT_HISTORY = '/api/cs/deposit_history';

/** Money is whole won: 0 … 999,999,999,999 (fits a bigint column and a JavaScript number exactly). */
export const DEPOSIT_WON_MAX = 999_999_999_999;

let wonFormat: Intl.NumberFormat | undefined;
/** 1234000 → '1,234,000' (screens and texts show money with thousands separators). The formatter is made on first
 * use, not while the module loads: a page's first Intl formatter costs 30–80 ms (see withCommas). */
export const formatWon = (won: number) =>
  (wonFormat ??= new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 })).format(won);

/**
 * One deposit entry (what one buyer owes for an order): open until staff confirm the money, then settled. Settling
 * stamps the time and who; un-settling keeps them (the last settled datetime) and stamps who un-settled and when.
 * `save` and `note` keep the state: they change an open entry's amounts, or a settled entry's remark, and are refused
 * like a move when someone else settled or un-settled the entry meanwhile.
 */
export const depositWorkflow = defineWorkflow({
  noun: '입금',
  states: {
    OPEN: { label: '미입금', color: 'warning' },
    SETTLED: { label: '입금 완료', color: 'success' },
  },
  actions: {
    settle: { from: ['OPEN'], to: 'SETTLED', label: '입금 확인', confirm: '입금 확인 처리하시겠습니까?' },
    unsettle: {
      from: ['SETTLED'],
      to: 'OPEN',
      label: '입금 확인 취소',
      confirm: '입금 확인을 취소하시겠습니까? 취소한 사람과 시각이 기록됩니다.',
    },
    save: { from: ['OPEN'], to: 'OPEN', label: '저장' },
    note: { from: ['SETTLED'], to: 'SETTLED', label: '비고 저장' },
  },
  unknownLabel: '표시 오류',
});
export type DepositState = (typeof depositWorkflow.values)[number];
export type DepositAction = keyof typeof depositWorkflow.actions;

/** Which move a save is, from the state the screen showed and the settled flag it sends. */
export const depositActionOf = (wasSettled: boolean, isSettled: boolean): DepositAction =>
  wasSettled ? (isSettled ? 'note' : 'unsettle') : isSettled ? 'settle' : 'save';

/** issued − collected when less was collected than invoiced; 0 otherwise. */
export const depositShortfall = (issuedPrice: number, collectedPrice: number) =>
  collectedPrice < issuedPrice ? issuedPrice - collectedPrice : 0;

type EntryState = { isSettled: boolean; detached?: boolean };

/** The entries still owed on: a detached entry is a former buyer's (kept for its money), no longer owed. */
export const activeEntries = <E extends EntryState>(entries: readonly E[]) => entries.filter((e) => !e.detached);

/** The order's deposit is complete when it has active entries and every one is settled (spec 001 §4). */
export const isDepositComplete = (entries: readonly EntryState[]) => {
  const active = activeEntries(entries);
  return active.length > 0 && active.every((e) => e.isSettled);
};

/** The list's button (spec 001 §4): '입금 완료' once every entry is settled, else '입금 확인'. */
export const depositButtonLabel = (entries: readonly EntryState[]) =>
  isDepositComplete(entries) ? '입금 완료' : '입금 확인';

export const depositMessages = {
  notFound: '입금 항목을 찾을 수 없습니다.',
  entryRequired: '입금 항목을 선택해주세요.',
  settledRequired: '입금 확인 여부를 보내주세요.',
  issuedRequired: '발행 금액을 입력해주세요.',
  collectedRequired: '수금 금액을 입력해주세요.',
  wonMin: '0원 이상 입력해주세요.',
  wonMax: `${formatWon(DEPOSIT_WON_MAX)}원 이하로 입력해주세요.`,
  saved: (orderNumber: string) => `${orderNumber} 입금 정보가 저장되었습니다.`,
  settled: (orderNumber: string) => `${orderNumber} 입금이 확인되었습니다.`,
  completed: (orderNumber: string) => `${orderNumber} 주문의 입금이 모두 확인되어 입금 완료되었습니다.`,
  unsettled: (orderNumber: string) => `${orderNumber} 입금 확인을 취소했습니다.`,
  saveConfirm: '입금 정보를 저장하시겠습니까?',
  settleConfirm: (buyerName: string, collected: number) =>
    `${buyerName}의 입금 ${formatWon(collected)}원을 확인 처리하시겠습니까?`,
  shortfallConfirm: (issued: number, collected: number) =>
    `수금 금액(${formatWon(collected)}원)이 발행 금액(${formatWon(issued)}원)보다 ${formatWon(
      depositShortfall(issued, collected),
    )}원 적습니다. 부족액을 기록하고 입금 확인하시겠습니까?`,
  shortfallUnconfirmed: '수금 금액이 발행 금액보다 적습니다. 부족액을 확인한 뒤 다시 입금 확인해주세요.',
  /** 무상 (no charge): settling with nothing collected needs the flag and a reason. */
  zeroNeedsFree: '수금 금액이 0원입니다. 돈을 받지 않는 건이면 [무상]을 선택하고 사유를 입력해주세요.',
  freeWithMoney: '무상은 수금 금액이 0원일 때만 선택할 수 있습니다.',
  freeReasonRequired: '무상 사유를 입력해주세요.',
  freeFlag: '무상 여부는 예 또는 아니오로 보내주세요.',
  freeOnlyWhenSettling: '무상은 입금 확인할 때만 선택할 수 있습니다.',
  freeConfirm: (buyerName: string, reason: string) =>
    `${buyerName}의 입금을 무상(사유: ${reason})으로 확인 처리하시겠습니까? 입금 문자는 보내지 않습니다.`,
  versionRequired: '화면을 새로 고친 뒤 다시 저장해주세요.',
  staleVersion: '다른 사용자가 먼저 이 입금 내역을 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.',
  /** Deletes refused because money is recorded (collected or settled, now or before). */
  orderHasMoney:
    '입금 기록이 있는 주문은 삭제할 수 없습니다. 삭제 대신 주문을 취소해주세요. 받은 금액은 입금 관리에 환불 필요로 남습니다.',
  buyerHasMoney: '입금 기록이 있는 고객사는 삭제할 수 없습니다. 입금 관리에서 입금 내역을 확인해주세요.',
  refundDueLabel: '환불 필요',
  freeLabel: '무상',
  detachedLabel: '이전 광고주',
  /** Staff changing the invoiced amount the order's price opened the entry at (issue 33): the reason goes in 비고. */
  issuedChangeReason: '발행 금액을 바꾸는 사유를 비고에 적어주세요. (예: 단골 할인, 추가 작업)',
  settledLocked: '입금 완료된 항목은 금액을 바꿀 수 없습니다. 입금 확인을 취소한 뒤 수정해주세요.',
  /** To each customer when the last entry of its order is settled. */
  completeNotice: (orderNumber: string, productName: string) =>
    `주문 ${orderNumber} '${productName}'의 입금이 확인되었습니다. 감사합니다.`,
};

/** An amount of money typed on a form: '1,234,000' or 1234000 → 1234000; whole won, 0 … 999,999,999,999. */
export const wonAmount = (requiredMessage: string) =>
  wholeNumber({
    min: 0,
    max: DEPOSIT_WON_MAX,
    minMessage: depositMessages.wonMin,
    maxMessage: depositMessages.wonMax,
    requiredMessage,
  });

/** One buyer's entry as the list's popup and the history show it. */
export const DepositEntrySchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  buyerId: z.number().int(),
  buyerName: z.string(),
  /** The bag order's design slot (A1 … D4); null for a printing order's single entry. */
  slotId: z.number().int().nullable(),
  slotPosition: z.string().nullable(),
  issuedPrice: z.number().int(),
  /** 할인·조정 (the ledger's adjustments): > 0 owed less, < 0 owed more. */
  adjustedPrice: z.number().int(),
  /** 입금: received net of reversals and refunds (the ledger's sum). */
  collectedPrice: z.number().int(),
  /** 잔액: issued − adjusted − collected (< 0: paid too much). */
  remaining: z.number().int(),
  remark: z.string(),
  isSettled: z.boolean(),
  status: depositWorkflow.schema,
  /** The last time it was settled (kept when un-settled), ISO instant; null if never. */
  settledDatetime: z.string().nullable(),
  settledByName: z.string().nullable(),
  /** issued − collected recorded when settled short; null when settled in full or open. */
  shortfall: z.number().int().nullable(),
  unsettledAt: z.string().nullable(),
  unsettledByName: z.string().nullable(),
  /** Settled on purpose with nothing collected (무상), and why. */
  isFree: z.boolean(),
  freeReason: z.string().nullable(),
  /** No longer its slot's (or order's) active entry: the slot passed to another advertiser; kept with who paid. */
  detached: z.boolean(),
  /**
   * Money to return (환불 필요): something was collected on a cancelled order or on an entry detached from its slot.
   * Derived on every read, never stored.
   */
  refundDue: z.boolean(),
  /** The version the screen shows; a save carries it back and a stale one is refused. */
  version: z.number().int(),
});
export type DepositEntry = z.infer<typeof DepositEntrySchema>;

/** 001 §3 Deposit order: the order and its entries (orderDepositBuyerList). */
export const DepositOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  workType: z.string(),
  receiptDatetime: z.string(),
  cancelled: z.boolean(),
  /** When every entry was settled (입금 완료); null while one is open. */
  depositCompleteAt: z.string().nullable(),
  orderDepositBuyerList: z.array(DepositEntrySchema),
});
export type DepositOrder = z.infer<typeof DepositOrderSchema>;

/** The fields of a deposit save (a form picks from these; the save itself is `DepositEntryUpdateSchema`). */
export const DepositEntryFieldsSchema = z.strictObject({
  id: z.number({ error: depositMessages.entryRequired }).int().positive(depositMessages.entryRequired),
  /** The entry's version the screen showed. */
  version: z.number({ error: depositMessages.versionRequired }).int().min(0, depositMessages.versionRequired),
  issuedPrice: wonAmount(depositMessages.issuedRequired),
  collectedPrice: wonAmount(depositMessages.collectedRequired),
  remark: optionalText(1024),
  isSettled: z.boolean({ error: depositMessages.settledRequired }),
  wasSettled: z.boolean({ error: depositMessages.settledRequired }),
  confirmShortfall: z.boolean({ error: depositMessages.shortfallUnconfirmed }).default(false),
  /** 무상: settled with nothing collected on purpose; needs `freeReason`. */
  free: z.boolean({ error: depositMessages.freeFlag }).default(false),
  freeReason: optionalText(200),
});

/**
 * The 무상 rules, at their fields: settling at 0 won needs `free` with a reason; `free` needs 0 won collected, a
 * reason, and a settlement (it is what the settlement records).
 */
export function checkFreeSettlement(
  v: { collectedPrice: number; isSettled: boolean; wasSettled: boolean; free: boolean; freeReason: string },
  ctx: z.RefinementCtx,
) {
  const settling = v.isSettled && !v.wasSettled;
  if (settling && v.collectedPrice === 0 && !v.free)
    ctx.addIssue({ code: 'custom', path: ['free'], message: depositMessages.zeroNeedsFree });
  if (!v.free) return;
  if (!settling) ctx.addIssue({ code: 'custom', path: ['free'], message: depositMessages.freeOnlyWhenSettling });
  else if (v.collectedPrice > 0)
    ctx.addIssue({ code: 'custom', path: ['free'], message: depositMessages.freeWithMoney });
  if (v.freeReason.trim() === '')
    ctx.addIssue({ code: 'custom', path: ['freeReason'], message: depositMessages.freeReasonRequired });
}

/**
 * PATCH /api/od/deposit: one entry. `version` is the entry's version the screen showed: a save after anyone else
 * changed the entry is refused (409) instead of overwriting their change; `wasSettled` names the move. Settling with
 * less collected than issued needs `confirmShortfall` (the screen asked), and records the shortfall; settling with
 * nothing collected needs `free` and `freeReason` (무상).
 */
export const DepositEntryUpdateSchema = DepositEntryFieldsSchema.superRefine(checkFreeSettlement);
export type DepositEntryUpdateInput = z.input<typeof DepositEntryUpdateSchema>;
export type DepositEntryUpdate = z.output<typeof DepositEntryUpdateSchema>;

/** 001 §9: itemName searches the product name, tell the receiver's phone. */
export const DEPOSIT_SEARCH_FILTERS = {
  all: '전체',
  orderNumber: '주문번호',
  itemName: '상품명',
  customerName: '고객사',
  receiver: '받는 분',
  address: '주소',
  tell: '연락처',
} as const;
export const DEPOSIT_DATE_FILTERS = { receiptDatetime: '주문일' } as const;
export const DEPOSIT_SORT_FIELDS = ['id', 'orderNumber', 'productName', 'receiptDatetime'] as const;

/** The list's own filter: orders still owing (미입금) or complete (입금 완료); left out = both. */
export const DEPOSIT_ORDER_STATUSES = ['OPEN', 'COMPLETE'] as const;
export type DepositOrderStatus = (typeof DEPOSIT_ORDER_STATUSES)[number];
export const DEPOSIT_ORDER_STATUS_LABELS: Record<DepositOrderStatus, string> = {
  OPEN: '입금 확인 전',
  COMPLETE: '입금 완료',
};

export const DepositOrderListQuerySchema = ListQuerySchema.extend({
  status: z
    .union([z.literal(''), z.enum(DEPOSIT_ORDER_STATUSES)], {
      error: '입금 상태는 입금 확인 전 또는 입금 완료 중에서 선택해주세요.',
    })
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});
export type DepositOrderListQuery = z.infer<typeof DepositOrderListQuerySchema>;

/** 001 §2 deposit history: orderNumber, customerName, issuedPrice, collectedPrice, settledDatetime, remark. */
export const DepositHistoryRowSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  customerName: z.string(),
  slotPosition: z.string().nullable(),
  issuedPrice: z.number().int(),
  collectedPrice: z.number().int(),
  shortfall: z.number().int().nullable(),
  isSettled: z.boolean(),
  status: depositWorkflow.schema,
  settledDatetime: z.string().nullable(),
  settledByName: z.string().nullable(),
  remark: z.string(),
  isFree: z.boolean(),
  freeReason: z.string().nullable(),
  detached: z.boolean(),
  /** Collected on a cancelled order or a detached entry: money to return (derived). */
  refundDue: z.boolean(),
  /** The order was cancelled. */
  cancelled: z.boolean(),
});
export type DepositHistoryRow = z.infer<typeof DepositHistoryRowSchema>;

/** The history's settled filter; settled by default (spec: default filter isDeposited). */
export const DEPOSIT_HISTORY_SETTLED = ['SETTLED', 'OPEN', 'ALL'] as const;
export type DepositHistorySettled = (typeof DEPOSIT_HISTORY_SETTLED)[number];
export const DEPOSIT_HISTORY_SETTLED_LABELS: Record<DepositHistorySettled, string> = {
  SETTLED: '입금 완료',
  OPEN: '미입금',
  ALL: '전체',
};
export const DEPOSIT_HISTORY_SEARCH_FILTERS = {
  all: '전체',
  orderNumber: '주문번호',
  itemName: '상품명',
  customerName: '고객사',
  remark: '비고',
} as const;
export const DEPOSIT_HISTORY_DATE_FILTERS = { settledDatetime: '입금일', receiptDatetime: '주문일' } as const;
export const DEPOSIT_HISTORY_SORT_FIELDS = [
  'orderNumber',
  'customerName',
  'issuedPrice',
  'collectedPrice',
  'settledDatetime',
] as const;

export const DepositHistoryListQuerySchema = ListQuerySchema.extend({
  settled: z
    .union([z.literal(''), z.enum(DEPOSIT_HISTORY_SETTLED)], {
      error: '입금 상태는 입금 완료, 미입금, 전체 중에서 선택해주세요.',
    })
    .optional()
    .transform((v) => (v === '' || v === undefined ? 'SETTLED' : v)),
});
export type DepositHistoryListQuery = z.infer<typeof DepositHistoryListQuerySchema>;
