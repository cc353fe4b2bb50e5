import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type DrillDefectRow,
  type DrillDeliveryRow,
  type DrillInventoryRow,
  type DrillOrderRow,
  type DrillProductionRow,
  type DrillQuery,
  type FinishedTurn,
  type Page,
  exclusionNote,
  measureTurn,
  roundRate,
} from '@scm/contract';
import { buyer } from '../../db/schema/buyers';
import { delivery } from '../../db/schema/deliveries';
import { inspection } from '../../db/schema/inspections';
import { item } from '../../db/schema/items';
import { printingOrder } from '../../db/schema/orders';
import { stock, stockHistory } from '../../db/schema/stock';
import { workOrder, workProgress } from '../../db/schema/work-orders';
import { toPage } from '../../platform/list';
import type { ServiceContext } from '../../platform/service';
import {
  completedIn,
  deliveredIn,
  inspectedIn,
  leadSeconds,
  machineCount,
  signedChange,
  turnMachineSeconds,
  workSeconds,
} from './kpi-values';
import { currentMonth, monthPeriod } from './period';
import { receivedIn } from './statistics';

/** The records behind each dashboard number, a month at a time (this month by default). */
const periodOf = (ctx: ServiceContext, q: DrillQuery) => {
  const month = q.month ?? currentMonth(ctx.clock);
  return { period: monthPeriod(month, ctx.clock.timeZone), live: month === currentMonth(ctx.clock) };
};
/** Hours to one decimal place, as every dashboard rate is rounded. */
const hours = (seconds: string | number) => roundRate(Number(seconds) / 3600);
const paged = <T>(rows: T[], total: number, q: DrillQuery): Page<T> => toPage(rows, total, q);

export async function orderDrill(ctx: ServiceContext, q: DrillQuery): Promise<Page<DrillOrderRow>> {
  const { period } = periodOf(ctx, q);
  const where = receivedIn(period);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: printingOrder.id,
        orderNumber: printingOrder.orderNumber,
        productName: printingOrder.productName,
        workType: printingOrder.workType,
        buyerName: sql<string>`coalesce(${buyer.name}, '')`,
        amount: printingOrder.amount,
        receiptDatetime: printingOrder.receiptDatetime,
      })
      .from(printingOrder)
      .leftJoin(buyer, eq(buyer.id, printingOrder.buyerId))
      .where(where)
      .orderBy(desc(printingOrder.receiptDatetime), desc(printingOrder.id))
      .limit(q.size)
      .offset(q.page * q.size),
    ctx.db.select({ n: count() }).from(printingOrder).where(where),
  ]);
  return paged(
    rows.map((r) => ({ ...r, receiptDatetime: r.receiptDatetime.toISOString() })),
    total?.n ?? 0,
    q,
  );
}

export async function productionDrill(ctx: ServiceContext, q: DrillQuery): Promise<Page<DrillProductionRow>> {
  const { period } = periodOf(ctx, q);
  const where = completedIn(period);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        workOrderId: workOrder.id,
        orderId: printingOrder.id,
        orderNumber: printingOrder.orderNumber,
        productName: printingOrder.productName,
        amount: printingOrder.amount,
        machineCount,
        completeDatetime: workOrder.completeDatetime,
        seconds: workSeconds,
      })
      .from(workOrder)
      .innerJoin(printingOrder, eq(printingOrder.id, workOrder.orderId))
      .where(where)
      .orderBy(desc(workOrder.completeDatetime), desc(workOrder.id))
      .limit(q.size)
      .offset(q.page * q.size),
    ctx.db.select({ n: count() }).from(workOrder).where(where),
  ]);
  const turns = await finishedTurns(
    ctx,
    rows.map((r) => r.workOrderId),
  );
  return paged(
    rows.map(({ seconds, completeDatetime, machineCount: counted, ...r }) => {
      const measured = (turns.get(r.workOrderId) ?? []).map(measureTurn);
      const measuredSeconds = measured.reduce((sum, m) => sum + m.seconds, 0);
      return {
        ...r,
        machineCount: counted === null ? null : Number(counted),
        completeDatetime: completeDatetime!.toISOString(),
        workHours: hours(measuredSeconds),
        clockHours: hours(seconds),
        counted: measuredSeconds > 0,
        exclusionNote: exclusionNote(measured.flatMap((m) => (m.excluded ? [m.excluded] : []))),
      };
    }),
    total?.n ?? 0,
    q,
  );
}

/** The finished turns of these jobs, as the production rate measures them (`measureTurn`). */
async function finishedTurns(ctx: ServiceContext, workOrderIds: number[]) {
  const byJob = new Map<number, FinishedTurn[]>();
  if (!workOrderIds.length) return byJob;
  const wp = alias(workProgress, 'wp');
  const rows = await ctx.db
    .select({
      workOrderId: wp.workOrderId,
      bound: sql<boolean>`${wp.facilityId} is not null`,
      clockSeconds: sql<string>`extract(epoch from (${wp.finishedAt} - ${wp.startedAt}))`,
      machineSeconds: sql<string>`case when ${wp.facilityId} is null then 0 else ${turnMachineSeconds} end`,
    })
    .from(wp)
    .where(and(inArray(wp.workOrderId, workOrderIds), isNotNull(wp.startedAt), isNotNull(wp.finishedAt)))
    .orderBy(asc(wp.id));
  for (const r of rows) {
    const list = byJob.get(r.workOrderId) ?? [];
    list.push({
      bound: r.bound === true || String(r.bound) === 't',
      clockSeconds: Number(r.clockSeconds),
      machineSeconds: Number(r.machineSeconds),
    });
    byJob.set(r.workOrderId, list);
  }
  return byJob;
}

export async function defectDrill(ctx: ServiceContext, q: DrillQuery): Promise<Page<DrillDefectRow>> {
  const { period } = periodOf(ctx, q);
  const where = inspectedIn(period);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: inspection.id,
        name: inspection.name,
        worker: inspection.worker,
        endDate: inspection.endDate,
        inspectionQuantity: inspection.inspectionQuantity,
        defectQuantity: inspection.defectQuantity,
      })
      .from(inspection)
      .where(where)
      .orderBy(desc(inspection.endDate), desc(inspection.id))
      .limit(q.size)
      .offset(q.page * q.size),
    ctx.db.select({ n: count() }).from(inspection).where(where),
  ]);
  return paged(
    rows.map((r) => ({
      ...r,
      defectRatio:
        r.inspectionQuantity === 0 ? null : Math.round((r.defectQuantity / r.inspectionQuantity) * 10000) / 100,
    })),
    total?.n ?? 0,
    q,
  );
}

/**
 * Stock lines valued at today's 단가, most valuable first: now for this month, at the month's end for a past one
 * (today's amount less the changes since).
 */
export async function inventoryDrill(ctx: ServiceContext, q: DrillQuery): Promise<Page<DrillInventoryRow>> {
  const { period, live } = periodOf(ctx, q);
  const since = sql`(select coalesce(sum(${signedChange}), 0) from ${stockHistory}
    where ${stockHistory.stockId} = ${stock.id} and ${stockHistory.workDate} >= ${period.to})`;
  const amount = live ? sql`${stock.amount}` : sql`(${stock.amount} - ${since})`;
  const value = sql<string>`(${amount})::numeric * ${item.itemPrice}`;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        stockId: stock.id,
        itemCode: item.itemCode,
        itemName: item.name,
        itemUnit: item.itemUnit,
        amount: sql<string>`${amount}`,
        itemPrice: item.itemPrice,
        value,
      })
      .from(stock)
      .innerJoin(item, eq(item.id, stock.itemId))
      .orderBy(sql`${value} desc`, desc(stock.id))
      .limit(q.size)
      .offset(q.page * q.size),
    ctx.db.select({ n: count() }).from(stock),
  ]);
  return paged(
    rows.map((r) => ({ ...r, amount: Number(r.amount), value: Number(r.value) })),
    total?.n ?? 0,
    q,
  );
}

export async function deliveryDrill(ctx: ServiceContext, q: DrillQuery): Promise<Page<DrillDeliveryRow>> {
  const { period } = periodOf(ctx, q);
  const where = deliveredIn(period);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: delivery.id,
        orderId: printingOrder.id,
        orderNumber: printingOrder.orderNumber,
        productName: printingOrder.productName,
        receiptDatetime: printingOrder.receiptDatetime,
        deliveryEndDatetime: delivery.deliveryEndDatetime,
        seconds: leadSeconds,
      })
      .from(delivery)
      .innerJoin(workOrder, eq(workOrder.id, delivery.workOrderId))
      .innerJoin(printingOrder, eq(printingOrder.id, workOrder.orderId))
      .where(where)
      .orderBy(desc(delivery.deliveryEndDatetime), desc(delivery.id))
      .limit(q.size)
      .offset(q.page * q.size),
    ctx.db.select({ n: count() }).from(delivery).where(where),
  ]);
  return paged(
    rows.map(({ seconds, receiptDatetime, deliveryEndDatetime, ...r }) => ({
      ...r,
      receiptDatetime: receiptDatetime.toISOString(),
      deliveryEndDatetime: deliveryEndDatetime!.toISOString(),
      leadTimeHours: hours(seconds),
    })),
    total?.n ?? 0,
    q,
  );
}
