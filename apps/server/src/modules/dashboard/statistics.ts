import { and, count, desc, gte, isNull, lt } from 'drizzle-orm';
import {
  addMonths,
  compareToPreviousMonth,
  sameStretchLastMonth,
  type MonthlyDelivery,
  type MonthlyOrder,
  type RecentOrderItem,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { delivery } from '../../db/schema/deliveries';
import { printingOrder } from '../../db/schema/orders';
import type { ServiceContext } from '../../platform/service';
import { deliveredIn } from './kpi-values';
import { currentMonth, dayStart, monthPeriod, type Period } from './period';

/** Orders received in the period, cancelled ones left out (printing and shopping-bag orders alike). */
export const receivedIn = (p: Period) =>
  and(
    gte(printingOrder.receiptDatetime, p.from),
    lt(printingOrder.receiptDatetime, p.to),
    isNull(printingOrder.cancelledAt),
  );

const countOrders = async (db: Db, p: Period) =>
  (await db.select({ n: count() }).from(printingOrder).where(receivedIn(p)))[0]?.n ?? 0;

const countDeliveries = async (db: Db, p: Period) =>
  (await db.select({ n: count() }).from(delivery).where(deliveredIn(p)))[0]?.n ?? 0;

/**
 * This month so far against the same stretch of last month (issue 30 §7): the 1st to today against the 1st to the
 * same day of last month (`sameStretchLastMonth`), whole days on the shop calendar.
 */
const thisAndLastMonth = (ctx: ServiceContext) => {
  const month = currentMonth(ctx.clock);
  const zone = ctx.clock.timeZone;
  const { fromDay, toDay } = sameStretchLastMonth(ctx.clock.today());
  const before: Period = {
    month: addMonths(month, -1),
    from: dayStart(fromDay, zone),
    to: dayStart(toDay, zone),
    fromDay,
    toDay,
  };
  return [monthPeriod(month, zone), before] as const;
};

export async function monthlyOrder(ctx: ServiceContext): Promise<MonthlyOrder> {
  const [now, before] = thisAndLastMonth(ctx);
  const [thisMonthOrder, beforeMonthOrder] = await Promise.all([countOrders(ctx.db, now), countOrders(ctx.db, before)]);
  return {
    thisMonthOrder,
    beforeMonthOrder,
    compareToPreviousMonth: compareToPreviousMonth(thisMonthOrder, beforeMonthOrder),
  };
}

export async function monthlyDelivery(ctx: ServiceContext): Promise<MonthlyDelivery> {
  const [now, before] = thisAndLastMonth(ctx);
  const [thisMonthCompleteDelivery, beforeMonthCompleteDelivery] = await Promise.all([
    countDeliveries(ctx.db, now),
    countDeliveries(ctx.db, before),
  ]);
  return {
    thisMonthCompleteDelivery,
    beforeMonthCompleteDelivery,
    compareToPreviousMonth: compareToPreviousMonth(thisMonthCompleteDelivery, beforeMonthCompleteDelivery),
  };
}

export const RECENT_ORDER_COUNT = 10;

/** The latest received orders, newest first (the receipt index's own order). */
export async function recentOrders(ctx: ServiceContext): Promise<RecentOrderItem[]> {
  const rows = await ctx.db
    .select({
      id: printingOrder.id,
      orderNumber: printingOrder.orderNumber,
      productName: printingOrder.productName,
      workType: printingOrder.workType,
      receiptDatetime: printingOrder.receiptDatetime,
    })
    .from(printingOrder)
    .where(isNull(printingOrder.cancelledAt))
    .orderBy(desc(printingOrder.receiptDatetime), desc(printingOrder.id))
    .limit(RECENT_ORDER_COUNT);
  return rows.map((r) => ({ ...r, receiptDatetime: r.receiptDatetime.toISOString() }));
}
