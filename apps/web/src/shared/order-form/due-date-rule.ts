import { DUE_BEFORE_RECEIPT, dueBeforeReceipt } from '@scm/contract';
import type { z } from 'zod';
import { DATE_FORMAT, formatDate, shopNow } from '../format';

/** The day an order was received on the shop calendar; a new order's is today. */
export const receiptDayOf = (order: { receiptDatetime: string } | undefined) =>
  order ? formatDate(order.receiptDatetime) : shopNow().format(DATE_FORMAT);

/**
 * An order form's schema with the server's due-date rule: a due date before the receipt day is refused at the
 * 납기일 field ('납기일은 접수일보다 빠를 수 없습니다.'), before anything is sent.
 */
export const withDueDateRule = <TOut, TIn>(schema: z.ZodType<TOut, TIn>, receiptDay: string): z.ZodType<TOut, TIn> =>
  schema.superRefine((values, ctx) => {
    const { deliveryDate } = values as { deliveryDate?: string | null };
    if (dueBeforeReceipt(deliveryDate, receiptDay))
      ctx.addIssue({ code: 'custom', path: ['deliveryDate'], message: DUE_BEFORE_RECEIPT });
  });
