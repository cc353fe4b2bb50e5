import { z } from 'zod';
import { ListQuerySchema } from './common/paging.js';
import { pageOf } from './common/envelope.js';
import { MSG } from './common/messages.js';
import { isRealDate, requiredText, wholeNumber } from './common/validation.js';
import { formatWon } from './deposit.js';
import type { EstimateLineKind } from './pricing/estimate-types.js';

/**
 * Job costing (원가 분석, issue 34 "Estimate against actual"): for a completed order, the estimate's cost lines beside
 * what really happened — paper released (valued per item unit), spoilage planned, recorded and machine-counted,
 * outsourcing invoices entered for the job (append-only, reversed by a row), machine time of the runs started for the
 * job × the machine's hourly rate. A cost group nothing measured carries its estimate (`source` ESTIMATE).
 * Margin = charged 공급가액 − actual cost; margin % = margin ÷ 공급가액 (one decimal).
 */
export const API_JOB_COSTING = '/api/od/job-costing';
export const API_JOB_COSTING_XLSX = '/api/od/job-costing.xlsx';
export const apiJobCosting = (orderId: number) => `${API_JOB_COSTING}/${orderId}`;
export const apiJobOutsourcingCost = (orderId: number) => `${API_JOB_COSTING}/${orderId}/outsourcing`;
export const apiJobOutsourcingReverse = (rowId: number) => `${API_JOB_COSTING}/outsourcing/${rowId}/reverse`;

export const JOB_OUTSOURCING_WON_MAX = 999_999_999;

export const jobCostingMessages = {
  notFound: '주문을 찾을 수 없습니다.',
  rowNotFound: '외주 청구 기록을 찾을 수 없습니다.',
  sellerRequired: '거래처(외주처)를 선택해주세요.',
  sellerUnknown: '등록되지 않은 거래처입니다.',
  descriptionRequired: '내용을 입력해주세요.',
  amountRequired: '금액을 입력해주세요.',
  amountRange: `1원 이상 ${formatWon(JOB_OUTSOURCING_WON_MAX)}원 이하로 입력해주세요.`,
  invoiceDateRequired: '청구일을 입력해주세요.',
  reasonRequired: '취소 사유를 입력해주세요.',
  alreadyReversed: '이미 취소된 외주 청구입니다.',
  notCost: '외주 청구 행만 취소할 수 있습니다.',
  recorded: (amount: number) => `외주 청구 ${formatWon(amount)}원을 기록했습니다.`,
  reversed: (amount: number) => `외주 청구 ${formatWon(amount)}원을 취소했습니다.`,
  monthFormat: '월은 YYYY-MM 형식으로 입력해주세요.',
  orderHasCosts: '외주 청구 기록이 있는 주문은 삭제할 수 없습니다. 삭제 대신 주문을 취소해주세요.',
  sellerHasCosts: '외주 청구 기록이 있는 거래처는 삭제할 수 없습니다.',
};

/** The cost groups: the estimate's kinds gathered as the actual side can measure them (MARGIN is not a cost). */
export const JOB_COST_GROUPS = ['PAPER', 'PRINTING', 'FINISHING', 'OUTSOURCING', 'SHOPBAG'] as const;
export type JobCostGroup = (typeof JOB_COST_GROUPS)[number];
export const JOB_COST_GROUP_LABELS: Record<JobCostGroup, string> = {
  PAPER: '용지 (파지 포함)',
  PRINTING: '인쇄·기계 시간',
  FINISHING: '후가공',
  OUTSOURCING: '외주',
  SHOPBAG: '쇼핑백 제작',
};
export const costGroupOf = (kind: EstimateLineKind): JobCostGroup | null => {
  switch (kind) {
    case 'PAPER':
      return 'PAPER';
    case 'PLATE':
    case 'PRINT':
    case 'MAKE_READY':
      return 'PRINTING';
    case 'FINISHING':
      return 'FINISHING';
    case 'OUTSOURCING':
      return 'OUTSOURCING';
    case 'SHOPBAG':
      return 'SHOPBAG';
    case 'MARGIN':
      return null;
  }
};
/** MEASURED: from the records; ESTIMATE: nothing measured, the estimate is carried as the actual. */
export const JOB_COST_SOURCES = ['MEASURED', 'ESTIMATE'] as const;
export type JobCostSource = (typeof JOB_COST_SOURCES)[number];
export const JOB_COST_SOURCE_LABELS: Record<JobCostSource, string> = { MEASURED: '실측', ESTIMATE: '견적 적용' };

/** How a released unit of paper was valued (the first that exists, in this order). */
export const PAPER_PRICE_SOURCES = ['STOCK_INPUT', 'ITEM_PRICE', 'NONE'] as const;
export type PaperPriceSource = (typeof PAPER_PRICE_SOURCES)[number];
export const PAPER_PRICE_SOURCE_LABELS: Record<PaperPriceSource, string> = {
  STOCK_INPUT: '최근 입고 단가',
  ITEM_PRICE: '품목 단가',
  NONE: '단가 없음',
};

/** Margin % with one decimal; null without a charged amount. */
export const marginPercent = (margin: number, supply: number | null) =>
  supply == null || supply <= 0 ? null : Math.round((margin * 1000) / supply) / 10;

/** Cost of machine seconds at a whole-won hourly rate, rounded up to the won. */
export const machineCost = (seconds: number, hourlyRate: number) => Math.ceil((seconds * hourlyRate) / 3600);

const won = z.number().int();

export const JobCostGroupRowSchema = z.object({
  group: z.enum(JOB_COST_GROUPS),
  label: z.string(),
  estimate: won,
  actual: won,
  source: z.enum(JOB_COST_SOURCES),
  /** Why the actual is what it is ('출고 기록 없음', '가동 2건 · 3시간 10분'). */
  note: z.string(),
});
export type JobCostGroupRow = z.infer<typeof JobCostGroupRowSchema>;

export const JobPaperRowSchema = z.object({
  itemId: z.number().int(),
  itemName: z.string(),
  unit: z.string(),
  plannedAmount: z.number().int(),
  plannedSpoilage: z.number().int(),
  releasedAmount: z.number().int(),
  releasedSpoilage: z.number().int(),
  /** Won per item unit (the latest stock input's 단가 at the release, or the item's price). */
  unitPrice: won,
  priceSource: z.enum(PAPER_PRICE_SOURCES),
  amount: won,
});
export type JobPaperRow = z.infer<typeof JobPaperRowSchema>;

export const JobMachineRunSchema = z.object({
  runId: z.number().int(),
  facilityId: z.number().int(),
  facilityName: z.string(),
  workOrderId: z.number().int(),
  began: z.string(),
  finish: z.string(),
  minutes: z.number().int(),
  hourlyRate: won,
  amount: won,
  /** Pieces the machine counted during the run. */
  counted: z.number().int(),
});
export type JobMachineRun = z.infer<typeof JobMachineRunSchema>;

export const JOB_OUTSOURCING_KINDS = ['COST', 'REVERSAL'] as const;
export const JobOutsourcingRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(JOB_OUTSOURCING_KINDS),
  sellerId: z.number().int(),
  sellerName: z.string(),
  description: z.string(),
  amount: won,
  invoiceDate: z.string(),
  reason: z.string().nullable(),
  reversesId: z.number().int().nullable(),
  /** A cost row already undone by a reversal. */
  reversed: z.boolean(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type JobOutsourcingRow = z.infer<typeof JobOutsourcingRowSchema>;

export const JobSpoilageSchema = z.object({
  /** In the papers' units: the job's paper lines (계획) and the spoilage released (기록). */
  planned: z.number().int(),
  recorded: z.number().int(),
  /** Pieces the machines counted beyond the job's pieces (수량 × 건수); null when no machine counted. */
  machineCounted: z.number().int().nullable(),
  machineCount: z.number().int().nullable(),
  pieces: z.number().int(),
});

export const JobCostTotalsSchema = z.object({
  /** 공급가액 charged (the override's when there is one); null when the order has no price. */
  charged: won.nullable(),
  estimateCost: won,
  actualCost: won,
  estimatedMargin: won.nullable(),
  margin: won.nullable(),
  marginPercent: z.number().nullable(),
});
export type JobCostTotals = z.infer<typeof JobCostTotalsSchema>;

export const JobCostingSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  buyerName: z.string().nullable(),
  quantity: z.number().int(),
  /** The day the current job completed (shop calendar); null while not completed. */
  completedDate: z.string().nullable(),
  estimateLines: z.array(
    z.object({ kind: z.string(), group: z.enum(JOB_COST_GROUPS).nullable(), label: z.string(), amount: won }),
  ),
  groups: z.array(JobCostGroupRowSchema),
  paper: z.array(JobPaperRowSchema),
  spoilage: JobSpoilageSchema,
  outsourcing: z.array(JobOutsourcingRowSchema),
  machines: z.array(JobMachineRunSchema),
  totals: JobCostTotalsSchema,
});
export type JobCosting = z.infer<typeof JobCostingSchema>;

export const JOB_COSTING_SORT_FIELDS = ['margin', 'completedDate', 'charged', 'actualCost', 'orderNumber'] as const;
export const JOB_COSTING_SEARCH_FILTERS = {
  all: '전체',
  orderNumber: '주문번호',
  productName: '품명',
  buyerName: '고객사',
} as const;

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, jobCostingMessages.monthFormat)
  .optional()
  .or(z.literal('').transform(() => undefined));

export const JobCostingListQuerySchema = ListQuerySchema.extend({
  month,
  /** 'true': only the jobs that lost money (손실만). */
  lossOnly: z
    .union([z.literal(''), z.enum(['true', 'false'])], { error: '손실만은 예/아니오로 선택해주세요.' })
    .optional()
    .transform((v) => v === 'true'),
});
export type JobCostingListQuery = z.infer<typeof JobCostingListQuerySchema>;

export const JobCostingRowSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  buyerName: z.string().nullable(),
  completedDate: z.string(),
  ...JobCostTotalsSchema.shape,
});
export type JobCostingRow = z.infer<typeof JobCostingRowSchema>;

export const JobCostingPageSchema = pageOf(JobCostingRowSchema).extend({
  month: z.string(),
  totals: z.object({
    count: z.number().int(),
    lossCount: z.number().int(),
    charged: won,
    actualCost: won,
    margin: won,
  }),
});
export type JobCostingPage = z.infer<typeof JobCostingPageSchema>;

/** POST …/{orderId}/outsourcing: an invoice a supplier sent for the job. */
export const JobOutsourcingInputSchema = z.strictObject({
  sellerId: z
    .number({ error: jobCostingMessages.sellerRequired })
    .int(jobCostingMessages.sellerRequired)
    .positive(jobCostingMessages.sellerRequired)
    .max(2_147_483_647, jobCostingMessages.sellerUnknown),
  description: requiredText(200, jobCostingMessages.descriptionRequired),
  amount: wholeNumber({
    min: 1,
    max: JOB_OUTSOURCING_WON_MAX,
    minMessage: jobCostingMessages.amountRange,
    maxMessage: jobCostingMessages.amountRange,
    requiredMessage: jobCostingMessages.amountRequired,
  }),
  invoiceDate: z
    .string({ error: jobCostingMessages.invoiceDateRequired })
    .min(1, jobCostingMessages.invoiceDateRequired)
    .refine(isRealDate, MSG.invalidDate),
});
export type JobOutsourcingInput = z.input<typeof JobOutsourcingInputSchema>;
export type JobOutsourcingValues = z.output<typeof JobOutsourcingInputSchema>;

/** POST …/outsourcing/{rowId}/reverse: the invoice undone, with its reason. */
export const JobOutsourcingReverseSchema = z.strictObject({
  reason: requiredText(200, jobCostingMessages.reasonRequired),
});
export type JobOutsourcingReverseInput = z.output<typeof JobOutsourcingReverseSchema>;

export const jobCostingFileName = (month: string) => `원가분석_${month}.xlsx`;
