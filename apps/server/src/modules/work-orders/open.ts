import { workOrder } from '../../db/schema/work-orders';
import type { ServiceContext } from '../../platform/service';

/**
 * Opens the work order of a new order, in RECEIPT, in the caller's transaction: an order never exists without
 * its work order. Returns the work order's id.
 */
export async function openWorkOrder(ctx: ServiceContext, orderId: number): Promise<number> {
  const [row] = await ctx.db
    .insert(workOrder)
    .values({ orderId, status: 'RECEIPT', receiptDatetime: ctx.clock.now() })
    .returning({ id: workOrder.id });
  return row!.id;
}
