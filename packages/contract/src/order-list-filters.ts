import { z } from 'zod';
import { MAX_ID } from './common/validation.js';

/**
 * The order lists' own filters (printing and bag orders, issue 31 "Finding things"): where the job is as the list
 * shows it, 납기 지남, and one customer's orders (the buyer detail's link).
 */

/**
 * Where an order is, as its row shows it: the job's state (접수, 작업중), then its delivery once printing is complete
 * (배송준비 and 배송중 are both 배송중 here; 완료 = delivered), or 취소.
 */
export const ORDER_LIST_STATUSES = ['RECEIPT', 'WORKING', 'DELIVERY', 'COMPLETE', 'CANCELLED'] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];
export const ORDER_LIST_STATUS_LABELS: Record<OrderListStatus, string> = {
  RECEIPT: '접수',
  WORKING: '작업중',
  DELIVERY: '배송중',
  COMPLETE: '완료',
  CANCELLED: '취소',
};

export const OVERDUE_FILTER_LABEL = '납기 지남';

export const orderListFilterMessages = {
  statusInvalid: '상태를 다시 선택해주세요.',
  overdueInvalid: '납기 지남 조건이 올바르지 않습니다.',
  buyerInvalid: '고객사를 다시 선택해주세요.',
};
const M = orderListFilterMessages;

/** Query-string fields: '' or left out = no filter. */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const orderListFilterShape = {
  status: z.preprocess(blankToUndefined, z.enum(ORDER_LIST_STATUSES, { error: M.statusInvalid }).optional()),
  /** overdue=true: due before today on the shop calendar, and neither delivered nor cancelled. */
  overdue: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], { error: M.overdueInvalid })
      .optional()
      .transform((v) => v === 'true'),
  ),
  /** One customer's orders: a printing order's buyer, or an advertiser of a bag order's slot. */
  buyerId: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: M.buyerInvalid })
      .int(M.buyerInvalid)
      .positive(M.buyerInvalid)
      .max(MAX_ID, M.buyerInvalid)
      .optional(),
  ),
};

/** The due date's rule (printing and bag orders, every form): not before the day the order was received. */
export const DUE_BEFORE_RECEIPT = '납기일은 접수일보다 빠를 수 없습니다.';

/**
 * Whether `deliveryDate` (YYYY-MM-DD, or none) is before `receiptDay` (the receipt's day on the shop calendar:
 * today for a new order). Dates compare as text in this format.
 */
export const dueBeforeReceipt = (deliveryDate: string | null | undefined, receiptDay: string) =>
  !!deliveryDate && deliveryDate.trim() !== '' && deliveryDate.trim() < receiptDay;
