import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { EstimateLine } from '@scm/contract';
import type { Db } from '../../db/client';
import { buyer } from '../../db/schema/buyers';
import { employee } from '../../db/schema/employees';
import { facility, facilityReading, facilityRun } from '../../db/schema/facilities';
import { item } from '../../db/schema/items';
import { jobOutsourcingCost } from '../../db/schema/job-costing';
import { printingOrder, printingOrderPaper, printingOrderPrinting } from '../../db/schema/orders';
import { orderPrice } from '../../db/schema/prices';
import { seller } from '../../db/schema/sellers';
import { stock, stockHistory } from '../../db/schema/stock';
import { workOrder } from '../../db/schema/work-orders';

/*
 * The job-costing read model (docs/architecture.md: a read model may read other modules' tables in its queries): the
 * order, its latest price, its jobs, the paper lines planned, the paper the jobs released (stock history) with the
 * latest stock-input price before each release, the controller runs started for the jobs with their machine's rate
 * and count, and this module's own outsourcing rows. Everything for a set of orders in one read each.
 */

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;
const shopDay = (column: unknown, timeZone: string) =>
  sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

export interface CostedOrder {
  orderId: number;
  orderNumber: string;
  productName: string;
  buyerName: string | null;
  quantity: number;
  numberCases: number;
  completedDate: string | null;
}

const orderColumns = (timeZone: string) => ({
  orderId: printingOrder.id,
  orderNumber: printingOrder.orderNumber,
  productName: printingOrder.productName,
  buyerName: buyer.name,
  quantity: printingOrder.amount,
  numberCases: printingOrder.numberCases,
  completedDate: sql<
    string | null
  >`case when ${workOrder.status} = 'COMPLETE' then ${shopDay(workOrder.completeDatetime, timeZone)} end`,
});

const ordersWithCurrentJob = (db: Db, timeZone: string) =>
  db
    .select(orderColumns(timeZone))
    .from(printingOrder)
    .leftJoin(buyer, eq(buyer.id, printingOrder.buyerId))
    .leftJoin(workOrder, and(eq(workOrder.orderId, printingOrder.id), eq(workOrder.isCurrent, true)));

export const findCostedOrder = async (db: Db, timeZone: string, orderId: number): Promise<CostedOrder | undefined> =>
  (await ordersWithCurrentJob(db, timeZone).where(eq(printingOrder.id, orderId)))[0];

/** Orders not cancelled whose current job completed in the month ('YYYY-MM', shop calendar). */
export const ordersCompletedIn = (db: Db, timeZone: string, month: string): Promise<CostedOrder[]> =>
  ordersWithCurrentJob(db, timeZone)
    .where(
      and(
        isNull(printingOrder.cancelledAt),
        eq(workOrder.status, 'COMPLETE'),
        sql`to_char(${workOrder.completeDatetime} at time zone ${timeZone}, 'YYYY-MM') = ${month}`,
      ),
    )
    .orderBy(asc(workOrder.completeDatetime), asc(printingOrder.id));

export interface LatestPrice {
  orderId: number;
  lines: EstimateLine[];
  supply: number;
  overrideSupply: number | null;
}

/** Each order's latest price row (its price). */
export async function latestPrices(db: Db, orderIds: readonly number[]): Promise<Map<number, LatestPrice>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([orderPrice.orderId], {
      orderId: orderPrice.orderId,
      lines: orderPrice.lines,
      supply: orderPrice.supply,
      overrideSupply: orderPrice.overrideSupply,
    })
    .from(orderPrice)
    .where(inArray(orderPrice.orderId, [...orderIds]))
    .orderBy(orderPrice.orderId, desc(orderPrice.version));
  return new Map(rows.map((r) => [r.orderId, r]));
}

/** Every job (original and remakes) of the orders. */
export const jobsOf = (db: Db, orderIds: readonly number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ workOrderId: workOrder.id, orderId: workOrder.orderId })
        .from(workOrder)
        .where(inArray(workOrder.orderId, [...orderIds]));

/** The orders' planned paper (their usePaperList): per order and item, Σ amount and Σ wrongAmount. */
export const plannedPaper = (db: Db, orderIds: readonly number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          orderId: printingOrderPrinting.orderId,
          itemId: printingOrderPaper.rawItemId,
          itemName: item.name,
          unit: item.itemUnit,
          itemPrice: item.itemPrice,
          amount: sql<string>`coalesce(sum(${printingOrderPaper.amount}), 0)::text`,
          wrongAmount: sql<string>`coalesce(sum(${printingOrderPaper.wrongAmount}), 0)::text`,
        })
        .from(printingOrderPaper)
        .innerJoin(printingOrderPrinting, eq(printingOrderPrinting.id, printingOrderPaper.printingId))
        .innerJoin(item, eq(item.id, printingOrderPaper.rawItemId))
        .where(inArray(printingOrderPrinting.orderId, [...orderIds]))
        .groupBy(printingOrderPrinting.orderId, printingOrderPaper.rawItemId, item.name, item.itemUnit, item.itemPrice);

/**
 * The paper the jobs released (used and spoiled), each row with the latest stock-input unit price of its stock at or
 * before the release (a numeric 단가; '' or text is skipped) and the item's own price.
 */
export async function releasedPaper(db: Db, workOrderIds: readonly number[]) {
  if (workOrderIds.length === 0) return [];
  const inputPrice = sql<string | null>`(
    select replace(h2.unit_price, ',', '') from ${stockHistory} h2
    where h2.stock_id = ${stockHistory.stockId} and h2.input_output = 'INPUT'
      and h2.unit_price ~ '^[0-9][0-9,]*$' and h2.work_date <= ${stockHistory.workDate}
    order by h2.work_date desc, h2.id desc limit 1)`;
  return db
    .select({
      workOrderId: sql<number>`${stockHistory.referenceId}`,
      itemId: stock.itemId,
      itemName: item.name,
      unit: item.itemUnit,
      itemPrice: item.itemPrice,
      ioType: stockHistory.ioType,
      amount: stockHistory.amount,
      inputPrice,
    })
    .from(stockHistory)
    .innerJoin(stock, eq(stock.id, stockHistory.stockId))
    .innerJoin(item, eq(item.id, stock.itemId))
    .where(
      and(
        eq(stockHistory.referenceType, 'WORK_ORDER'),
        inArray(stockHistory.referenceId, [...workOrderIds]),
        inArray(stockHistory.ioType, ['WORKORDER_RELEASING', 'WORKORDER_WRONG_RELEASING']),
      ),
    )
    .orderBy(asc(stockHistory.id));
}

/** The controller runs started for the jobs, with the machine's name, hourly rate and the pieces counted in the run. */
export async function runsOf(db: Db, workOrderIds: readonly number[], now: Date) {
  if (workOrderIds.length === 0) return [];
  const end = sql`least(${facilityRun.finish}, ${at(now)})`;
  return db
    .select({
      runId: facilityRun.id,
      facilityId: facility.id,
      facilityName: facility.name,
      workOrderId: sql<number>`${facilityRun.workOrderId}`,
      began: facilityRun.began,
      finish: sql<Date>`${end}`.mapWith((v: string | Date) => new Date(v)),
      hourlyRate: facility.hourlyRate,
      counted: sql<string>`(select coalesce(sum(r.counter), 0) from ${facilityReading} r
        where r.facility_id = ${facilityRun.facilityId} and r.received_at >= ${facilityRun.began}
          and r.received_at < ${end})::text`,
    })
    .from(facilityRun)
    .innerJoin(facility, eq(facility.id, facilityRun.facilityId))
    .where(inArray(facilityRun.workOrderId, [...workOrderIds]))
    .orderBy(asc(facilityRun.began), asc(facilityRun.id));
}

/** The orders' outsourcing rows (this module's table) with the supplier's and the recorder's names. */
export const outsourcingRows = (db: Db, orderIds: readonly number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: jobOutsourcingCost.id,
          orderId: jobOutsourcingCost.orderId,
          kind: jobOutsourcingCost.kind,
          sellerId: jobOutsourcingCost.sellerId,
          sellerName: seller.sellerName,
          description: jobOutsourcingCost.description,
          amount: jobOutsourcingCost.amount,
          invoiceDate: sql<string>`${jobOutsourcingCost.invoiceDate}::text`,
          reason: jobOutsourcingCost.reason,
          reversesId: jobOutsourcingCost.reversesId,
          createdByName: employee.name,
          createdAt: jobOutsourcingCost.createdAt,
        })
        .from(jobOutsourcingCost)
        .innerJoin(seller, eq(seller.id, jobOutsourcingCost.sellerId))
        .leftJoin(employee, eq(employee.id, jobOutsourcingCost.createdBy))
        .where(inArray(jobOutsourcingCost.orderId, [...orderIds]))
        .orderBy(asc(jobOutsourcingCost.id));

export const orderExists = async (db: Db, orderId: number) =>
  (await db.select({ id: printingOrder.id }).from(printingOrder).where(eq(printingOrder.id, orderId))).length > 0;

export const sellerExists = async (db: Db, sellerId: number) =>
  (await db.select({ id: seller.id }).from(seller).where(eq(seller.id, sellerId))).length > 0;
