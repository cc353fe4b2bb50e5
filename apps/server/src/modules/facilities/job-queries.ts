import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FacilityJobOption } from '@scm/contract';
import type { Db } from '../../db/client';
import { buyer } from '../../db/schema/buyers';
import { printingOrder } from '../../db/schema/orders';
import { workOrder } from '../../db/schema/work-orders';

/*
 * A read model of the jobs a controller run can be started for (job costing sums each job's machine time): the open
 * work orders (RECEIPT or WORKING) of orders not cancelled, with the order's number, product and buyer.
 */

const openJob = and(inArray(workOrder.status, ['RECEIPT', 'WORKING']), isNull(printingOrder.cancelledAt));

const jobs = (db: Db) =>
  db
    .select({
      workOrderId: workOrder.id,
      orderNumber: printingOrder.orderNumber,
      productName: printingOrder.productName,
      buyerName: buyer.name,
    })
    .from(workOrder)
    .innerJoin(printingOrder, eq(printingOrder.id, workOrder.orderId))
    .leftJoin(buyer, eq(buyer.id, printingOrder.buyerId));

/** The open jobs, oldest order first (at most 500: the pick searches them by number and product). */
export const openJobs = (db: Db): Promise<FacilityJobOption[]> =>
  jobs(db).where(openJob).orderBy(asc(printingOrder.receiptDatetime), asc(workOrder.id)).limit(500);

/** Whether a job is open (a run may be started for it). */
export const isOpenJob = async (db: Db, workOrderId: number) =>
  (await jobs(db).where(and(openJob, eq(workOrder.id, workOrderId)))).length > 0;

/** The order numbers of some jobs: work order id → order number. */
export async function jobOrderNumbers(db: Db, workOrderIds: readonly number[]): Promise<Map<number, string>> {
  if (workOrderIds.length === 0) return new Map();
  const rows = await jobs(db).where(inArray(workOrder.id, [...workOrderIds]));
  return new Map(rows.map((r) => [r.workOrderId, r.orderNumber]));
}
