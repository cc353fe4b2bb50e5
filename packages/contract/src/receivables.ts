import { z } from 'zod';
import { ListQuerySchema } from './common/paging.js';
import { MSG } from './common/messages.js';
import { pageOf } from './common/envelope.js';
import { isRealDate } from './common/validation.js';

/**
 * Receivables (미수금, issue 34): what each buyer was invoiced, paid and still owes, from the deposit entries and their
 * ledger. Per entry: owed = issued − adjusted − collected on a live entry (order not cancelled, entry not detached);
 * on a cancelled order or a detached entry nothing is owed, so owed = − collected (money to refund).
 * 미수 = Σ owed > 0 (live entries); 과입금·환불 = Σ −owed where owed < 0. Aging buckets the 미수 by the order's
 * receipt day against today.
 */
export const API_RECEIVABLES = '/api/od/receivables';
export const API_RECEIVABLES_SUMMARY = '/api/od/receivables/summary';
export const apiReceivableLedger = (buyerId: number) => `/api/od/receivables/${buyerId}/ledger`;
export const apiReceivableLedgerXlsx = (buyerId: number) => `/api/od/receivables/${buyerId}/ledger.xlsx`;
export const apiReceivableLedgerPdf = (buyerId: number) => `/api/od/receivables/${buyerId}/ledger.pdf`;

export const AGING_BUCKETS = ['d30', 'd60', 'd90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_LABELS: Record<AgingBucket, string> = {
  d30: '30일 이내',
  d60: '31–60일',
  d90: '61–90일',
  over90: '90일 초과',
};
/** The bucket of an order `days` old (today − its receipt day). */
export const agingBucketOf = (days: number): AgingBucket =>
  days <= 30 ? 'd30' : days <= 60 ? 'd60' : days <= 90 ? 'd90' : 'over90';

export const RECEIVABLE_SORT_FIELDS = ['outstanding', 'buyerName', 'invoiced', 'collected', 'lastReceiptDate'] as const;
export const RECEIVABLE_SEARCH_FILTERS = { all: '전체', buyerName: '고객사명' } as const;

export const ReceivableListQuerySchema = ListQuerySchema.extend({
  /** 'true': only buyers with 미수 (미수 있는 곳만). */
  outstandingOnly: z
    .union([z.literal(''), z.enum(['true', 'false'])], { error: '미수 있는 곳만은 예/아니오로 선택해주세요.' })
    .optional()
    .transform((v) => v === 'true'),
});
export type ReceivableListQuery = z.infer<typeof ReceivableListQuerySchema>;

const won = z.number().int();
const AgingSchema = z.object({ d30: won, d60: won, d90: won, over90: won });
export type Aging = z.infer<typeof AgingSchema>;

export const ReceivableRowSchema = z.object({
  buyerId: z.number().int(),
  buyerName: z.string(),
  /** 청구: issued − adjustments on live entries. */
  invoiced: won,
  /** 입금: collected (received net of reversals and refunds), every entry. */
  collected: won,
  /** 미수: Σ remaining > 0 on live entries. */
  outstanding: won,
  /** 과입금·환불 필요: money received beyond what is owed (cancelled orders, detached entries, overpayment). */
  overpaid: won,
  aging: AgingSchema,
  lastReceiptDate: z.string().nullable(),
  /** Live entries still owing. */
  openCount: z.number().int(),
});
export type ReceivableRow = z.infer<typeof ReceivableRowSchema>;

export const ReceivableTotalsSchema = z.object({
  invoiced: won,
  collected: won,
  outstanding: won,
  overpaid: won,
  aging: AgingSchema,
});
export type ReceivableTotals = z.infer<typeof ReceivableTotalsSchema>;

/** The page of buyers with the totals of every buyer the filter matches. */
export const ReceivablePageSchema = pageOf(ReceivableRowSchema).extend({ totals: ReceivableTotalsSchema });
export type ReceivablePage = z.infer<typeof ReceivablePageSchema>;

const optionalDay = z
  .string()
  .refine(isRealDate, MSG.invalidDate)
  .optional()
  .or(z.literal('').transform(() => undefined));

export const ReceivableLedgerQuerySchema = z
  .object({ from: optionalDay, to: optionalDay })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '시작일이 종료일보다 늦습니다.', path: ['from'] });
export type ReceivableLedgerQuery = z.infer<typeof ReceivableLedgerQuerySchema>;

export const RECEIVABLE_LEDGER_KINDS = ['INVOICE', 'RECEIPT', 'REVERSAL', 'ADJUSTMENT', 'REFUND'] as const;
export type ReceivableLedgerKind = (typeof RECEIVABLE_LEDGER_KINDS)[number];
export const RECEIVABLE_LEDGER_KIND_LABELS: Record<ReceivableLedgerKind, string> = {
  INVOICE: '청구',
  RECEIPT: '입금',
  REVERSAL: '입금 취소',
  ADJUSTMENT: '할인·조정',
  REFUND: '환불',
};

/** One line of the 거래처 원장: `change` moves the balance owed (+ owed more, − owed less). */
export const ReceivableLedgerLineSchema = z.object({
  date: z.string(),
  kind: z.enum(RECEIVABLE_LEDGER_KINDS),
  orderId: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  slotPosition: z.string().nullable(),
  /** The row's amount as recorded (청구: issued; ledger rows: their signed amount). */
  amount: won,
  change: won,
  balance: won,
  note: z.string(),
});
export type ReceivableLedgerLine = z.infer<typeof ReceivableLedgerLineSchema>;

export const ReceivableLedgerSchema = z.object({
  buyerId: z.number().int(),
  buyerName: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  openingBalance: won,
  closingBalance: won,
  lines: z.array(ReceivableLedgerLineSchema),
});
export type ReceivableLedger = z.infer<typeof ReceivableLedgerSchema>;

export const ReceivableSummaryQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '월은 YYYY-MM 형식으로 입력해주세요.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export const ReceivableSummarySchema = z.object({
  month: z.string(),
  /** 매출: invoiced (issued − adjustments) on live entries of orders received in the month. */
  sales: won,
  /** 입금: ledger money in the month, net of reversals and refunds. */
  receipts: won,
  /** 미수: every buyer's outstanding now. */
  outstanding: won,
});
export type ReceivableSummary = z.infer<typeof ReceivableSummarySchema>;

export const receivableLedgerFileName = (buyerName: string, from: string | null, to: string | null) =>
  `거래처원장_${buyerName}_${from ?? '처음'}_${to ?? '현재'}.xlsx`;
export const receivableLedgerPdfFileName = (buyerName: string, from: string | null, to: string | null) =>
  `거래처원장_${buyerName}_${from ?? '처음'}_${to ?? '현재'}.pdf`;
