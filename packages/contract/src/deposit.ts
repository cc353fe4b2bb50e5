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

/** The order's deposit is complete when it has entries and every one is settled (spec 001 §4). */
export const isDepositComplete = (entries: readonly { isSettled: boolean }[]) =>
  entries.length > 0 && entries.every((e) => e.isSettled);

/** The list's button (spec 001 §4): '입금 완료' once every entry is settled, else '입금 확인'. */
export const depositButtonLabel = (entries: readonly { isSettled: boolean }[]) =>
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
  collectedPrice: z.number().int(),
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

/**
 * PATCH /api/od/deposit: one entry. `wasSettled` is the state the screen showed, so a save made while someone else
 * settled or un-settled the entry is refused (409) instead of undoing their move. Settling with less collected
 * than issued needs `confirmShortfall` (the screen asked), and records the shortfall.
 */
export const DepositEntryUpdateSchema = z.strictObject({
  id: z.number({ error: depositMessages.entryRequired }).int().positive(depositMessages.entryRequired),
  issuedPrice: wonAmount(depositMessages.issuedRequired),
  collectedPrice: wonAmount(depositMessages.collectedRequired),
  remark: optionalText(1024),
  isSettled: z.boolean({ error: depositMessages.settledRequired }),
  wasSettled: z.boolean({ error: depositMessages.settledRequired }),
  confirmShortfall: z.boolean({ error: depositMessages.shortfallUnconfirmed }).default(false),
});
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
