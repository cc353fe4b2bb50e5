import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { printingOrder } from '../../db/schema/orders';
import { workOrder } from '../../db/schema/work-orders';

/** The order of each job (for the stock release history's order number and link). */
export async function ordersOfJobs(db: Db, workOrderIds: readonly number[]) {
  if (workOrderIds.length === 0) return new Map<number, { orderId: number; orderNumber: string; workType: string }>();
  const rows = await db
    .select({
      id: workOrder.id,
      orderId: printingOrder.id,
      orderNumber: printingOrder.orderNumber,
      workType: printingOrder.workType,
    })
    .from(workOrder)
    .innerJoin(printingOrder, eq(printingOrder.id, workOrder.orderId))
    .where(inArray(workOrder.id, [...workOrderIds]));
  return new Map(rows.map(({ id, ...o }) => [id, o]));
}
