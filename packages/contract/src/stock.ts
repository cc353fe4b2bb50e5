import { z } from 'zod';
import { withCommas } from './common/messages.js';
import { ListQuerySchema } from './common/paging.js';
import { optionalText, wholeNumber } from './common/validation.js';

export const API_STOCKS = '/api/stocks';
export const API_RECEIVING_HISTORY = '/api/admin/pr/receiving_history';
export const API_RELEASING_HISTORY = '/api/admin/pr/releasing_history';

/** Why a stock amount changed (spec 001 §3 "io types"). */
export const IO_TYPES = [
  'WORKORDER_RELEASING',
  'WORKORDER_WRONG_RELEASING',
  'WORKORDER_RECEIVING',
  'AMOUNT_ADJUSTING_AS_RECEIVING',
  'AMOUNT_ADJUSTING_AS_RELEASING',
  'PURCHASE_ORDER_RECEIVING',
  'PURCHASE_ORDER_MODIFY',
  'SHIPMENT_RELEASING',
] as const;
export type IoType = (typeof IO_TYPES)[number];
export const IO_TYPE_LABELS: Record<IoType, string> = {
  WORKORDER_RELEASING: '생산 출고',
  WORKORDER_WRONG_RELEASING: '생산 파지 출고',
  WORKORDER_RECEIVING: '생산 입고',
  AMOUNT_ADJUSTING_AS_RECEIVING: '조정 입고',
  AMOUNT_ADJUSTING_AS_RELEASING: '조정 출고',
  PURCHASE_ORDER_RECEIVING: '발주 입고',
  PURCHASE_ORDER_MODIFY: '발주 수정',
  SHIPMENT_RELEASING: '출하 지시',
};

export const INPUT_OUTPUT = ['INPUT', 'OUTPUT'] as const;
export type InputOutput = (typeof INPUT_OUTPUT)[number];
export const INPUT_OUTPUT_LABELS: Record<InputOutput, string> = { INPUT: '입고', OUTPUT: '출고' };

/** Which way each io type moves stock; null = either way (a purchase-order change carries its own sign). */
export const IO_DIRECTION: Record<IoType, InputOutput | null> = {
  WORKORDER_RELEASING: 'OUTPUT',
  WORKORDER_WRONG_RELEASING: 'OUTPUT',
  WORKORDER_RECEIVING: 'INPUT',
  AMOUNT_ADJUSTING_AS_RECEIVING: 'INPUT',
  AMOUNT_ADJUSTING_AS_RELEASING: 'OUTPUT',
  PURCHASE_ORDER_RECEIVING: 'INPUT',
  PURCHASE_ORDER_MODIFY: null,
  SHIPMENT_RELEASING: 'OUTPUT',
};

/** Spec: any other value is shown as an error label. */
export const UNKNOWN_LABEL = '오류';
export const ioTypeLabel = (v: string): string => (IO_TYPE_LABELS as Record<string, string>)[v] ?? UNKNOWN_LABEL;
export const inputOutputLabel = (v: string): string =>
  (INPUT_OUTPUT_LABELS as Record<string, string>)[v] ?? UNKNOWN_LABEL;

export const STOCK_ADJUST_MAX = 99_999_999;

/** An amount in its item's unit, for every message and screen: '1,200연', '20kg'; the bare number when no unit. */
export const amountWithUnit = (amount: number, unit: string) => `${amount.toLocaleString('ko-KR')}${unit.trim()}`;

/** Why a hand adjustment was made; kept on its history row. 기타 needs a memo. */
export const STOCK_ADJUST_REASONS = ['WASTE', 'SAMPLE', 'PRODUCTION_INPUT', 'STOCKTAKE', 'OTHER'] as const;
export type StockAdjustReason = (typeof STOCK_ADJUST_REASONS)[number];
export const STOCK_ADJUST_REASON_LABELS: Record<StockAdjustReason, string> = {
  WASTE: '파지',
  SAMPLE: '샘플',
  PRODUCTION_INPUT: '생산 투입',
  STOCKTAKE: '실사 차이',
  OTHER: '기타',
};
export const STOCK_ADJUST_MEMO_MAX = 100;
export const stockAdjustReasonLabel = (v: string): string =>
  (STOCK_ADJUST_REASON_LABELS as Record<string, string>)[v] ?? UNKNOWN_LABEL;

/**
 * The history's 사유 text: the kind of change (조정 출고, 발주 입고 …), then for a hand adjustment its reason and memo,
 * e.g. '조정 출고 · 파지' or '조정 입고 · 기타 (거래처 반품)'. Adjustments made before reasons existed show the kind alone.
 */
export function stockMoveReasonText(row: { ioType: string; reason: string; memo: string }): string {
  const kind = ioTypeLabel(row.ioType);
  const why = row.reason ? stockAdjustReasonLabel(row.reason) : '';
  const memo = row.memo ? `(${row.memo})` : '';
  const detail = [why, memo].filter(Boolean).join(' ');
  return detail ? `${kind} · ${detail}` : kind;
}

export const stockMessages = {
  changed: '재고가 변경되었습니다.',
  notFound: '재고를 찾을 수 없습니다.',
  shortage: (current: number, requested: number, unit = '') =>
    `재고가 부족합니다. 현재 재고 ${amountWithUnit(current, unit)}, 출고 요청 ${amountWithUnit(requested, unit)}`,
  adjustRequired: '조정 수량을 입력해주세요.',
  adjustMin: '1 이상 입력해주세요.',
  adjustMax: `${withCommas(STOCK_ADJUST_MAX)} 이하로 입력해주세요.`,
  deleted: '재고가 삭제되었습니다.',
  reasonRequired: '조정 사유를 선택해주세요.',
  memoRequired: '기타를 선택하면 메모를 입력해주세요.',
  memoMax: `메모는 ${STOCK_ADJUST_MEMO_MAX}자 이내로 입력해주세요.`,
};

/** PATCH /api/stocks/{id}: adjustAmount is always positive; the direction is the io type; a reason is required. */
export const StockAdjustSchema = z
  .strictObject({
    ioType: z.enum(['AMOUNT_ADJUSTING_AS_RECEIVING', 'AMOUNT_ADJUSTING_AS_RELEASING'], {
      error: '입고 또는 출고를 선택해주세요.',
    }),
    adjustAmount: wholeNumber({
      min: 1,
      max: STOCK_ADJUST_MAX,
      minMessage: stockMessages.adjustMin,
      maxMessage: stockMessages.adjustMax,
      requiredMessage: stockMessages.adjustRequired,
    }),
    unitPrice: optionalText(15),
    reason: z.enum(STOCK_ADJUST_REASONS, { error: stockMessages.reasonRequired }),
    memo: optionalText(STOCK_ADJUST_MEMO_MAX, stockMessages.memoMax),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'OTHER' && !v.memo)
      ctx.addIssue({ code: 'custom', path: ['memo'], message: stockMessages.memoRequired });
  });
export type StockAdjustInput = z.input<typeof StockAdjustSchema>;
export type StockAdjustValues = z.output<typeof StockAdjustSchema>;

/** Stock can't be deleted on its own: it is the item's and goes when the item goes. */
export const STOCK_DELETE_REFUSED =
  '재고는 품목과 함께 관리되므로 따로 삭제할 수 없습니다. 품목 관리에서 품목을 삭제하거나 사용 안 함으로 바꿔주세요.';

/**
 * The one price the screens show for an item and its stock: the item's 단가 is its purchase unit price (what one unit
 * costs to buy, in 원), labelled 단가 (매입) on the item and stock screens alike, and the stock's value is
 * amount × that price. The stock's own free-text unitPrice (the spec's adjustment field) is kept in the API as it
 * was recorded, but no screen presents it as a price.
 */
export const PURCHASE_PRICE_LABEL = '단가 (매입)';
export const STOCK_VALUE_LABEL = '재고 금액';
/** 재고 금액: amount × the item's purchase unit price. */
export const stockValue = (amount: number, itemPrice: number) => amount * itemPrice;

/** One item's stock record (GET /api/stocks, /api/stocks/{id}). itemCategoryName is the path from level 1. */
export const StockSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  itemCategoryName: z.string(),
  itemCode: z.string(),
  name: z.string(),
  itemUnit: z.string(),
  isUsed: z.boolean(),
  amount: z.number().int(),
  lot: z.string(),
  /** The spec's free-text price, as the last adjustment that gave one recorded it (not shown as 단가: see above). */
  unitPrice: z.string(),
  /** The item's purchase unit price (원): 단가 (매입). */
  itemPrice: z.number().int(),
  remark: z.string(),
  /** When the amount last changed (ISO instant), null while it never has. */
  adjustedDate: z.string().nullable(),
});
export type Stock = z.infer<typeof StockSchema>;

export const STOCK_SEARCH_FILTERS = {
  all: '전체',
  itemCategoryName: '카테고리',
  itemCode: '품목 코드',
  name: '품목명',
} as const;
export const STOCK_SORT_FIELDS = ['id', 'itemCategoryName', 'itemCode', 'name', 'amount', 'adjustedDate'] as const;

/**
 * GET /api/stocks: `shortage=true` keeps only stock below zero (paper a confirmed printing complete used beyond what
 * stock held): what purchasing must buy.
 */
export const StockListQuerySchema = ListQuerySchema.extend({
  shortage: z
    .union([z.boolean(), z.enum(['true', 'false', ''])], { error: '재고 부족만 보기는 true 또는 false로 보내주세요.' })
    .optional()
    .transform((v) => v === true || v === 'true'),
});
export type StockListQuery = z.infer<typeof StockListQuerySchema>;

/** A stock below zero, as the lists show it: '재고 부족 (−120연)'. */
export const STOCK_SHORTAGE_LABEL = '재고 부족';
export const stockShortageText = (amount: number, unit: string) =>
  `${STOCK_SHORTAGE_LABEL} (−${amountWithUnit(-amount, unit)})`;

/**
 * One change of one stock (GET /api/stocks/history/{id}). ioType and inputOutput are the stored values as they are,
 * so a value this version doesn't know still reaches the screen (shown as '오류').
 */
export const StockHistorySchema = z.object({
  id: z.number().int(),
  workDate: z.string(),
  amount: z.number().int(),
  ioType: z.string(),
  inputOutput: z.string(),
  /** The stock amount right after this change. */
  balance: z.number().int(),
  unitPrice: z.string(),
  /** A hand adjustment's reason (STOCK_ADJUST_REASONS) and memo; '' for other changes and older adjustments. */
  reason: z.string(),
  memo: z.string(),
  /** Who made the change; '' for changes no employee made by hand. */
  employeeName: z.string(),
});
export type StockHistory = z.infer<typeof StockHistorySchema>;
export const STOCK_HISTORY_SORT_FIELDS = ['id', 'workDate', 'amount', 'balance'] as const;

/** GET /api/admin/pr/receiving_history: everything that came into stock. */
export const ReceivingHistorySchema = z.object({
  id: z.number().int(),
  stockId: z.number().int(),
  itemName: z.string(),
  itemCode: z.string(),
  amount: z.number().int(),
  workDate: z.string(),
  ioType: z.string(),
  /** A hand adjustment's reason and memo ('' otherwise): see stockMoveReasonText. */
  reason: z.string(),
  memo: z.string(),
  /** The item's unit, shown beside the amount. */
  itemUnit: z.string(),
  /** A production release (printing complete): the order it was for; null for other changes. */
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  /** That order's work type (SHOPBAG opens the bag order screen). */
  orderWorkType: z.string().nullable(),
});
export type ReceivingHistory = z.infer<typeof ReceivingHistorySchema>;

/** GET /api/admin/pr/releasing_history: everything that left stock; type is the direction (OUTPUT). */
export const ReleasingHistorySchema = ReceivingHistorySchema.extend({ type: z.string() });
export type ReleasingHistory = z.infer<typeof ReleasingHistorySchema>;

export const STOCK_MOVE_SEARCH_FILTERS = { all: '전체', itemName: '품목명' } as const;
export const RECEIVING_DATE_FILTERS = { workDate: '입고일' } as const;
export const RELEASING_DATE_FILTERS = { workDate: '출고일' } as const;
export const STOCK_MOVE_SORT_FIELDS = ['id', 'itemName', 'amount', 'workDate', 'ioType'] as const;

/** The adjustment dialog's "type the resulting stock" rules (the server sees only the derived adjustAmount). */
export const stockAdjustFormMessages = {
  resultRequired: '조정 후 재고를 입력해주세요.',
  resultAboveCurrent: (current: number) => `현재 재고(${current.toLocaleString('ko-KR')})보다 큰 수를 입력해주세요.`,
  resultBelowCurrent: (current: number) => `현재 재고(${current.toLocaleString('ko-KR')})보다 작은 수를 입력해주세요.`,
  derivedTooLarge: `조정 수량이 ${withCommas(STOCK_ADJUST_MAX)} 이하가 되도록 입력해주세요.`,
};
