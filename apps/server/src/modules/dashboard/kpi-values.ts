import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { MIN_MEASURED_TURN_SECONDS, ratioOrNull, type KpiIndicator } from '@scm/contract';
import type { Db } from '../../db/client';
import { delivery } from '../../db/schema/deliveries';
import { facilityRun } from '../../db/schema/facilities';
import { inspection } from '../../db/schema/inspections';
import { item } from '../../db/schema/items';
import { printingOrder } from '../../db/schema/orders';
import { stock, stockHistory } from '../../db/schema/stock';
import { workOrder, workProgress } from '../../db/schema/work-orders';
import type { Period } from './period';

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** Seconds a job's teams worked on it: each started turn's start → finish. */
export const workSeconds = sql<string>`(select coalesce(sum(extract(epoch from (${workProgress.finishedAt} - ${workProgress.startedAt}))), 0)
  from ${workProgress} where ${workProgress.workOrderId} = ${workOrder.id}
  and ${workProgress.startedAt} is not null and ${workProgress.finishedAt} is not null)`;

/**
 * A finished turn's measured seconds (`measureTurn` in the contract, the same rule): bound to a machine that the
 * controller ran during the turn, those runs clipped to the turn; otherwise start → finish. Under the minimum it
 * counts 0 (left out). `wp` is the turn's alias.
 */
export const turnMachineSeconds = sql`(select coalesce(sum(greatest(0, extract(epoch from
    (least(fr.finish, wp.finished_at) - greatest(fr.began, wp.started_at))))), 0)
  from ${facilityRun} fr where fr.facility_id = wp.facility_id and fr.began < wp.finished_at and fr.finish > wp.started_at)`;
export const turnSeconds = sql`(select case when m.s > 0 then m.s
  else extract(epoch from (wp.finished_at - wp.started_at)) end
  from (select case when wp.facility_id is null then 0 else ${turnMachineSeconds} end as s) m)`;

/** Seconds the rate counts for a job: its measured turns' seconds (0 = nothing measurable, the job is left out). */
export const measuredSeconds = sql<string>`(select coalesce(sum(t.s), 0) from (select ${turnSeconds} as s
  from ${workProgress} wp where wp.work_order_id = ${workOrder.id}
  and wp.started_at is not null and wp.finished_at is not null) t where t.s >= ${MIN_MEASURED_TURN_SECONDS})`;

/**
 * What a machine counted for a job: the largest recorded count of its turns bound to a machine (a later machine,
 * e.g. the cutter, counts the same pieces again, so the counts are not added). Null when no turn had a machine.
 */
export const machineCount = sql<string | null>`(select max(${workProgress.producedQuantity}) from ${workProgress}
  where ${workProgress.workOrderId} = ${workOrder.id} and ${workProgress.producedQuantity} is not null)`;

export const completedIn = (p: Period) =>
  and(eq(workOrder.status, 'COMPLETE'), gte(workOrder.completeDatetime, p.from), lt(workOrder.completeDatetime, p.to));

/**
 * Production per hour: the quantity of the jobs whose printing completed in the period, per measured hour
 * (`measuredSeconds`: machine run time of turns bound to a machine, start → finish of the others, turns under the
 * minimum left out). A job with a turn bound to a machine counts what the machine counted (`machineCount`); one
 * without, its ordered quantity. A job with no measured turn is left out, quantity and hours.
 */
export async function productionTotals(db: Db, p: Period): Promise<Totals> {
  const jobs = db
    .select({
      amount: sql<string>`coalesce(${machineCount}, ${printingOrder.amount})`.as('amount'),
      seconds: measuredSeconds.as('seconds'),
    })
    .from(workOrder)
    .innerJoin(printingOrder, eq(printingOrder.id, workOrder.orderId))
    .where(completedIn(p))
    .as('jobs');
  const [row] = await db
    .select({
      amount: sql<string>`coalesce(sum(case when ${jobs.seconds} > 0 then ${jobs.amount} else 0 end), 0)`,
      seconds: sql<string>`coalesce(sum(${jobs.seconds}), 0)`,
    })
    .from(jobs);
  return { numerator: num(row?.amount), denominator: num(row?.seconds) / 3600 };
}

export const inspectedIn = (p: Period) =>
  and(eq(inspection.complete, true), gte(inspection.endDate, p.fromDay), lt(inspection.endDate, p.toDay));

/** Completed inspections ending in the period: defect and inspected quantities. */
export async function defectTotals(db: Db, p: Period): Promise<Totals> {
  const [row] = await db
    .select({
      defect: sql<string>`coalesce(sum(${inspection.defectQuantity}), 0)`,
      inspected: sql<string>`coalesce(sum(${inspection.inspectionQuantity}), 0)`,
    })
    .from(inspection)
    .where(inspectedIn(p));
  return { numerator: num(row?.defect), denominator: num(row?.inspected) };
}

/** Stock valued at each item's price now: Σ amount × 단가. */
export async function inventoryValueNow(db: Db) {
  const [row] = await db
    .select({ value: sql<string>`coalesce(sum(${stock.amount}::numeric * ${item.itemPrice}), 0)` })
    .from(stock)
    .innerJoin(item, eq(item.id, stock.itemId));
  return num(row?.value);
}

/** Signed stock changes since `at`, valued at today's prices; the value at `at` is today's minus these. */
export const signedChange = sql`case when ${stockHistory.inputOutput} = 'INPUT' then ${stockHistory.amount} else -${stockHistory.amount} end`;

export async function inventoryValueAt(db: Db, at: Date) {
  const [later] = await db
    .select({ value: sql<string>`coalesce(sum((${signedChange})::numeric * ${item.itemPrice}), 0)` })
    .from(stockHistory)
    .innerJoin(stock, eq(stock.id, stockHistory.stockId))
    .innerJoin(item, eq(item.id, stock.itemId))
    // Both directions named, so the (direction, work_date) index serves the range.
    .where(and(sql`${stockHistory.inputOutput} in ('INPUT', 'OUTPUT')`, gte(stockHistory.workDate, at)));
  return (await inventoryValueNow(db)) - num(later?.value);
}

export const deliveredIn = (p: Period) =>
  and(
    eq(delivery.status, 'COMPLETE'),
    isNotNull(delivery.deliveryEndDatetime),
    gte(delivery.deliveryEndDatetime, p.from),
    lt(delivery.deliveryEndDatetime, p.to),
  );

export const leadSeconds = sql<string>`extract(epoch from (${delivery.deliveryEndDatetime} - ${printingOrder.receiptDatetime}))`;

/** Hours from an order's receipt to its delivery, summed, and the deliveries completed in the period. */
export async function leadTotals(db: Db, p: Period): Promise<Totals> {
  const [row] = await db
    .select({ seconds: sql<string>`coalesce(sum(${leadSeconds}), 0)`, n: sql<string>`count(*)` })
    .from(delivery)
    .innerJoin(workOrder, eq(workOrder.id, delivery.workOrderId))
    .innerJoin(printingOrder, eq(printingOrder.id, workOrder.orderId))
    .where(deliveredIn(p));
  return { numerator: num(row?.seconds) / 3600, denominator: num(row?.n) };
}

/** The sums behind a ratio indicator: its value is numerator ÷ denominator × scale. */
export interface Totals {
  numerator: number;
  denominator: number;
}
export type RatioIndicator = Exclude<KpiIndicator, 'INVENTORY_COST'>;
export const RATIO_TOTALS: Record<RatioIndicator, { totals: (db: Db, p: Period) => Promise<Totals>; scale: number }> = {
  PRODUCTION_PER_HOUR: { totals: productionTotals, scale: 1 },
  DEFECT_RATE: { totals: defectTotals, scale: 100 },
  DELIVERY_LEAD_TIME: { totals: leadTotals, scale: 1 },
};
export const ratioValue = (indicator: RatioIndicator, t: Totals) => {
  const r = ratioOrNull(t.numerator, t.denominator);
  return r === null ? null : r * RATIO_TOTALS[indicator].scale;
};

/** A closed month's value of an indicator (inventory: its value at the month's end). */
export async function closedMonthValue(db: Db, indicator: KpiIndicator, p: Period): Promise<number | null> {
  if (indicator === 'INVENTORY_COST') return inventoryValueAt(db, p.to);
  return ratioValue(indicator, await RATIO_TOTALS[indicator].totals(db, p));
}
