import { eq } from 'drizzle-orm';
import { workOrderMessages as MSG, workOrderWorkflow, type WorkOrderAction, type WorkOrderStatus } from '@scm/contract';
import type { Db } from '../../db/client';
import { workOrder } from '../../db/schema/work-orders';
import type { ServiceContext } from '../../platform/service';
import { transition, type WorkflowRecord } from '../../platform/workflow';

/**
 * The work_order row is the core's (an order never exists without its work order, and the order's ending moves it):
 * opening it, its state moves and its other columns are written only here. The work-orders module owns what hangs
 * below it (progresses, remake paper, paper usage) and calls these for the row itself.
 */

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

export const workOrderRecord: WorkflowRecord<WorkOrderStatus> = {
  table: workOrder,
  id: workOrder.id,
  state: workOrder.status,
  write: (to) => ({ status: to }),
  notFound: MSG.notFound,
};

/**
 * Moves the work order by `workOrderWorkflow` (a guarded UPDATE: of two moves at once the second gets the 409 naming
 * the state the first left), writing `also` beside the state. Call it after the order's lock.
 */
export const moveWorkOrder = (db: Db, id: number, action: WorkOrderAction, also: Record<string, unknown> = {}) =>
  transition(db, workOrderWorkflow, workOrderRecord, id, action, also);

/** Writes the work order's own columns (holder, current turn, printed, remake fields, `isCurrent`). */
export const setHolder = (db: Db, id: number, values: Partial<typeof workOrder.$inferInsert>) =>
  db.update(workOrder).set(values).where(eq(workOrder.id, id));

/** Opens a remake (in RECEIPT, the order's current job). Returns its id. */
export const insertRemake = async (
  db: Db,
  values: Pick<typeof workOrder.$inferInsert, 'orderId' | 'reason' | 'amount' | 'inspectionId' | 'receiptDatetime'>,
) =>
  (
    await db
      .insert(workOrder)
      .values({ ...values, kind: 'REMAKE', isCurrent: true, status: 'RECEIPT' })
      .returning({ id: workOrder.id })
  )[0]!.id;

/** Removes a work order (its paper lines cascade). */
export const deleteWorkOrderRow = (db: Db, id: number) => db.delete(workOrder).where(eq(workOrder.id, id));
