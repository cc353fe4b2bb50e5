import { z } from 'zod';
import { ListQuerySchema } from '../common/paging.js';
import { MSG } from '../common/messages.js';
import { KPI_INDICATORS } from './indicators.js';
import { MONTH_PATTERN } from './months.js';

export const API_DASHBOARD = '/api/admin/main';

const rate = z.number().nullable();

export const MonthlyOrderSchema = z.object({
  thisMonthOrder: z.number().int(),
  beforeMonthOrder: z.number().int(),
  /** Percent change from last month; null when last month had none. */
  compareToPreviousMonth: rate,
});
export type MonthlyOrder = z.infer<typeof MonthlyOrderSchema>;

export const MonthlyDeliverySchema = z.object({
  thisMonthCompleteDelivery: z.number().int(),
  beforeMonthCompleteDelivery: z.number().int(),
  compareToPreviousMonth: rate,
});
export type MonthlyDelivery = z.infer<typeof MonthlyDeliverySchema>;

export const RecentOrderItemSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  workType: z.string(),
  receiptDatetime: z.string(),
});
export type RecentOrderItem = z.infer<typeof RecentOrderItemSchema>;

/** What the rates were computed from, for the help popover (beyond the spec's two rates). */
const kpiBasis = {
  month: z.string(),
  baseFrom: z.string(),
  baseTo: z.string(),
  baseValue: z.number().nullable(),
  monthValue: z.number().nullable(),
  targetValue: z.number().nullable(),
};

export const ProductionPerHourSchema = z.object({ improvementRate: rate, achievementRate: rate, ...kpiBasis });
export const DefectPercentSchema = z.object({
  /** This month's defect quantity. */
  defectAmount: z.number().int(),
  /** This month's defect rate in percent; null when nothing was inspected. */
  defectRatio: rate,
  improvementRate: rate,
  achievementRate: rate,
  ...kpiBasis,
});
export const InventoryCostSchema = z.object({
  totalInventoryCost: z.number(),
  improvementRate: rate,
  achievementRate: rate,
  ...kpiBasis,
});
export const DeliveryYieldSchema = z.object({ improvementRate: rate, achievementRate: rate, ...kpiBasis });
export type ProductionPerHour = z.infer<typeof ProductionPerHourSchema>;
export type DefectPercent = z.infer<typeof DefectPercentSchema>;
export type InventoryCost = z.infer<typeof InventoryCostSchema>;
export type DeliveryYield = z.infer<typeof DeliveryYieldSchema>;
export type KpiBasis = Pick<ProductionPerHour, keyof typeof kpiBasis | 'improvementRate' | 'achievementRate'>;

/* ---- KPI settings ---- */

export const kpiMessages = {
  monthFormat: '월은 YYYY-MM 형식으로 입력해주세요.',
  bothMonths: '기준 기간은 시작 월과 종료 월을 함께 입력하거나 함께 비워주세요.',
  monthOrder: '기준 기간의 종료 월은 시작 월보다 빠를 수 없습니다.',
  baseInPast: '기준 기간은 이번 달보다 앞선 달이어야 합니다.',
  saved: (label: string) => `${label} KPI 설정이 저장되었습니다.`,
  refreshed: '지난 달 지표 값을 다시 계산했습니다.',
  saveConfirm: 'KPI 설정을 저장하시겠습니까?',
} as const;

const monthText = z.string().regex(MONTH_PATTERN, kpiMessages.monthFormat);

export const KpiSettingSchema = z.object({
  indicator: z.enum(KPI_INDICATORS),
  /** Null = the rolling default, the three months before this one. */
  baseStartMonth: z.string().nullable(),
  baseEndMonth: z.string().nullable(),
  targetValue: z.number().nullable(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type KpiSetting = z.infer<typeof KpiSettingSchema>;

export const KpiSettingUpdateSchema = z
  .strictObject({
    baseStartMonth: monthText.nullable(),
    baseEndMonth: monthText.nullable(),
    targetValue: z.number({ error: '숫자만 입력해주세요.' }).min(0, MSG.min0).max(1e12, '너무 큰 값입니다.').nullable(),
  })
  .superRefine((v, ctx) => {
    if ((v.baseStartMonth === null) !== (v.baseEndMonth === null))
      ctx.addIssue({ code: 'custom', path: ['baseEndMonth'], message: kpiMessages.bothMonths });
    else if (v.baseStartMonth && v.baseEndMonth && v.baseEndMonth < v.baseStartMonth)
      ctx.addIssue({ code: 'custom', path: ['baseEndMonth'], message: kpiMessages.monthOrder });
  });
export type KpiSettingUpdateValues = z.output<typeof KpiSettingUpdateSchema>;
export const KpiIndicatorParamSchema = z.object({ indicator: z.enum(KPI_INDICATORS) });

/* ---- Drill-down ---- */

/** A drill-down page: the list query plus the month it covers (this month when absent). */
export const DrillQuerySchema = ListQuerySchema.pick({ page: true, size: true }).extend({
  month: monthText.optional(),
});
export type DrillQuery = z.infer<typeof DrillQuerySchema>;

export const DrillOrderRowSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  workType: z.string(),
  buyerName: z.string(),
  amount: z.number().int(),
  receiptDatetime: z.string(),
});
export const DrillProductionRowSchema = z.object({
  workOrderId: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  amount: z.number().int(),
  /** What its machine counted (the figure the KPI uses instead of `amount`); null when no turn had a machine. */
  machineCount: z.number().int().nullable(),
  completeDatetime: z.string(),
  /**
   * Hours the rate counts: each measured turn's machine run time (bound to a machine) or start → finish, turns
   * under the minimum left out (`production-turns.ts`).
   */
  workHours: z.number(),
  /** Every finished turn's start → finish, measured or not. */
  clockHours: z.number(),
  /** False when no turn could be measured: the job is left out of the rate. */
  counted: z.boolean(),
  /** '측정할 수 없는 작업 N건 제외: …', or null. */
  exclusionNote: z.string().nullable(),
});
export const DrillDefectRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  worker: z.string(),
  endDate: z.string(),
  inspectionQuantity: z.number().int(),
  defectQuantity: z.number().int(),
  defectRatio: z.number().nullable(),
});
export const DrillInventoryRowSchema = z.object({
  stockId: z.number().int(),
  itemCode: z.string(),
  itemName: z.string(),
  itemUnit: z.string(),
  amount: z.number(),
  itemPrice: z.number().int(),
  value: z.number(),
});
export const DrillDeliveryRowSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  receiptDatetime: z.string(),
  deliveryEndDatetime: z.string(),
  leadTimeHours: z.number(),
});
/** A month's drill-down that is not a page (the per-machine OEE): only the month (this month when absent). */
export const DrillMonthQuerySchema = z.object({ month: monthText.optional() });
export type DrillMonthQuery = z.infer<typeof DrillMonthQuerySchema>;

/** A percentage 0–100 with one decimal; null when it has no base ('–'). */
const percent = z.number().min(0).max(100).nullable();

/** One machine's OEE for the month and the figures it was computed from. */
export const OeeMachineSchema = z.object({
  facilityId: z.number().int(),
  facilityCode: z.string(),
  facilityName: z.string(),
  /** Minutes its controller runs were planned in the month so far (began → planned finish). */
  plannedMinutes: z.number(),
  /** Minutes they actually ran (began → finish or stop). */
  runMinutes: z.number(),
  /** Pieces its counters reported on the month's shop days. */
  produced: z.number().int(),
  ratedPerHour: z.number().int(),
  availability: percent,
  performance: percent,
  quality: percent,
  oee: percent,
});
export const DrillOeeSchema = z.object({
  month: z.string(),
  /** The month's completed finished-product inspections (the whole shop's: inspections name no machine). */
  inspected: z.number().int(),
  defects: z.number().int(),
  machines: z.array(OeeMachineSchema),
});
export type OeeMachine = z.infer<typeof OeeMachineSchema>;
export type DrillOee = z.infer<typeof DrillOeeSchema>;

export type DrillOrderRow = z.infer<typeof DrillOrderRowSchema>;
export type DrillProductionRow = z.infer<typeof DrillProductionRowSchema>;
export type DrillDefectRow = z.infer<typeof DrillDefectRowSchema>;
export type DrillInventoryRow = z.infer<typeof DrillInventoryRowSchema>;
export type DrillDeliveryRow = z.infer<typeof DrillDeliveryRowSchema>;

/* ---- Daily view ---- */

export const DailyViewSchema = z.object({
  today: z.string(),
  receiptOrders: z.number().int(),
  jobsPerTeam: z.array(
    z.object({
      departmentId: z.number().int(),
      departmentName: z.string(),
      color: z.string(),
      count: z.number().int(),
    }),
  ),
  readyDeliveries: z.number().int(),
  openPurchaseOrders: z.number().int(),
  belowMinimum: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({
        stockId: z.number().int(),
        itemName: z.string(),
        amount: z.number(),
        minimumStock: z.number().int(),
        itemUnit: z.string(),
      }),
    ),
  }),
  schedules: z.object({
    count: z.number().int(),
    items: z.array(z.object({ id: z.number().int(), name: z.string(), startDate: z.string(), endDate: z.string() })),
  }),
});
export type DailyView = z.infer<typeof DailyViewSchema>;
