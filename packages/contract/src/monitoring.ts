import { z } from 'zod';

/**
 * Monitoring (spec 001 §2, §7; menu 모니터링, area MONITORING): four paged lists of today on the shop calendar
 * (Asia/Seoul): orders received, work completed, deliveries completed, inspections ending today. They take the list
 * query (page, size, sort, searchFilter, searchKeyword); "today" is the server's, so there is no date filter.
 */
export const API_MONITORING = {
  order: '/api/mn/order',
  work: '/api/mn/work',
  releasing: '/api/mn/releasing',
  inspection: '/api/mn/inspection',
} as const;
export type MonitoringList = keyof typeof API_MONITORING;

/** Spec 002 §4: "Equipment, monitoring and dashboard data refresh every 3 seconds." */
export const MONITORING_REFRESH_MS = 3_000;

/** The order facts every order-based row shows. */
const orderFacts = {
  orderId: z.number().int(),
  orderNumber: z.string(),
  productName: z.string(),
  workType: z.string(),
  /** The printing order's customer; null for a shopping-bag order (its customers are its slots' advertisers). */
  buyerName: z.string().nullable(),
  /** A shopping-bag order's slots holding an advertiser (0 for a printing order). */
  advertiserCount: z.number().int(),
  amount: z.number().int(),
  /** 납기일, YYYY-MM-DD. */
  deliveryDate: z.string().nullable(),
};

const orderSearch = { all: '전체', orderNumber: '주문번호', productName: '상품명', buyerName: '고객사' } as const;

/** GET /api/mn/order: orders received today, newest first (cancelled ones too, marked). */
export const MONITORING_ORDER_SORT_FIELDS = [
  'receiptDatetime',
  'orderNumber',
  'productName',
  'buyerName',
  'deliveryDate',
  'amount',
] as const;
export const MONITORING_ORDER_SEARCH_FILTERS = orderSearch;
export const MonitoringOrderRowSchema = z.object({
  ...orderFacts,
  id: z.number().int(),
  receiptDatetime: z.string(),
  cancelledAt: z.string().nullable(),
  workOrderId: z.number().int().nullable(),
  workOrderStatus: z.string().nullable(),
  /** The team holding the job now. */
  departmentName: z.string().nullable(),
});
export type MonitoringOrderRow = z.infer<typeof MonitoringOrderRowSchema>;

/** GET /api/mn/work: work orders whose printing completed today, newest first. */
export const MONITORING_WORK_SORT_FIELDS = [
  'completeDatetime',
  'receiptDatetime',
  'orderNumber',
  'productName',
  'buyerName',
] as const;
export const MONITORING_WORK_SEARCH_FILTERS = orderSearch;
export const MonitoringWorkRowSchema = z.object({
  ...orderFacts,
  /** The work order's id. */
  id: z.number().int(),
  receiptDatetime: z.string(),
  completeDatetime: z.string(),
  /** The team that finished it. */
  departmentName: z.string().nullable(),
  /** Its shipment's state (READY once printing completes). */
  deliveryStatus: z.string().nullable(),
});
export type MonitoringWorkRow = z.infer<typeof MonitoringWorkRowSchema>;

/** GET /api/mn/releasing: deliveries completed today, newest first. */
export const MONITORING_RELEASING_SORT_FIELDS = [
  'deliveryEndDatetime',
  'deliveryStartDatetime',
  'orderNumber',
  'productName',
  'buyerName',
] as const;
export const MONITORING_RELEASING_SEARCH_FILTERS = {
  ...orderSearch,
  receiver: '받는 분',
  invoice: '송장번호',
} as const;
export const MonitoringReleasingRowSchema = z.object({
  ...orderFacts,
  /** The delivery's id. */
  id: z.number().int(),
  workOrderId: z.number().int(),
  receiver: z.string(),
  address: z.string(),
  deliveryCompanyCode: z.string(),
  invoice: z.string(),
  deliveryStartDatetime: z.string().nullable(),
  deliveryEndDatetime: z.string(),
  /** The employee who marked it delivered. */
  completedByName: z.string().nullable(),
});
export type MonitoringReleasingRow = z.infer<typeof MonitoringReleasingRowSchema>;

/**
 * GET /api/mn/inspection: inspections whose period ends today, still running (검수중) ones first, with their state
 * (an inspection keeps no completion time, so its end date is what "today" reads).
 */
export const MONITORING_INSPECTION_SORT_FIELDS = [
  'complete',
  'name',
  'worker',
  'startDate',
  'inspectionQuantity',
  'defectQuantity',
] as const;
export const MONITORING_INSPECTION_SEARCH_FILTERS = {
  all: '전체',
  name: '검수명',
  itemName: '품목명',
  worker: '작업자',
} as const;
export const MonitoringInspectionRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  worker: z.string(),
  /** The first item's name and ' 외 N건' (inspectionItemName). */
  itemName: z.string(),
  inspectionQuantity: z.number().int(),
  defectQuantity: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  complete: z.boolean(),
});
export type MonitoringInspectionRow = z.infer<typeof MonitoringInspectionRowSchema>;
