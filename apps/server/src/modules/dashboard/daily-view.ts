import { and, asc, count, eq, gte, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DailyView } from '@scm/contract';
import { delivery } from '../../db/schema/deliveries';
import { department } from '../../db/schema/departments';
import { item } from '../../db/schema/items';
import { purchaseOrder } from '../../db/schema/purchase-orders';
import { schedule } from '../../db/schema/schedules';
import { stock } from '../../db/schema/stock';
import { workOrder } from '../../db/schema/work-orders';
import type { ServiceContext } from '../../platform/service';

/** How many below-minimum items and schedules the home lists by name (the counts cover them all). */
const SHOWN = 5;

const countOf = (rows: { n: number }[]) => rows[0]?.n ?? 0;

/** The day's operational picture: what waits, who holds what, what is short, what is planned today. */
export async function dailyView(ctx: ServiceContext): Promise<DailyView> {
  const { db } = ctx;
  const today = ctx.clock.today();
  const belowMinimum = and(isNotNull(item.minimumStock), eq(item.isUsed, true), lt(stock.amount, item.minimumStock));
  const todays = and(eq(schedule.isUsed, true), lte(schedule.startDate, today), gte(schedule.endDate, today));
  const [receipt, teams, ready, open, shortCount, short, scheduleCount, schedules] = await Promise.all([
    db.select({ n: count() }).from(workOrder).where(eq(workOrder.status, 'RECEIPT')),
    db
      .select({
        departmentId: department.id,
        departmentName: department.name,
        color: department.color,
        count: count(),
      })
      .from(workOrder)
      .innerJoin(department, eq(department.id, workOrder.holderDepartmentId))
      .where(eq(workOrder.status, 'WORKING'))
      .groupBy(department.id)
      .orderBy(asc(department.name)),
    db.select({ n: count() }).from(delivery).where(eq(delivery.status, 'READY')),
    db.select({ n: count() }).from(purchaseOrder).where(isNull(purchaseOrder.receivedAt)),
    db.select({ n: count() }).from(stock).innerJoin(item, eq(item.id, stock.itemId)).where(belowMinimum),
    db
      .select({
        stockId: stock.id,
        itemName: item.name,
        amount: stock.amount,
        minimumStock: sql<number>`${item.minimumStock}`,
        itemUnit: item.itemUnit,
      })
      .from(stock)
      .innerJoin(item, eq(item.id, stock.itemId))
      .where(belowMinimum)
      // Furthest below its minimum first.
      .orderBy(sql`${stock.amount}::numeric / nullif(${item.minimumStock}, 0)`, asc(item.name))
      .limit(SHOWN),
    db.select({ n: count() }).from(schedule).where(todays),
    db
      .select({ id: schedule.id, name: schedule.name, startDate: schedule.startDate, endDate: schedule.endDate })
      .from(schedule)
      .where(todays)
      .orderBy(asc(schedule.startDate), asc(schedule.id))
      .limit(SHOWN),
  ]);
  return {
    today,
    receiptOrders: countOf(receipt),
    jobsPerTeam: teams,
    readyDeliveries: countOf(ready),
    openPurchaseOrders: countOf(open),
    belowMinimum: { count: countOf(shortCount), items: short },
    schedules: { count: countOf(scheduleCount), items: schedules },
  };
}
