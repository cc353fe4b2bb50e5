import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { delivery, department, printingOrder, workOrder } from '../../db/schema';

/**
 * The printing_order row for the modules whose orders are printing orders (this one and the shopping-bag orders):
 * its writes, its lock and the job status read beside it, so neither module copies them. The tables stay this
 * module's; the callers add their own rows (a bag order's bag row, sellers and slots) beside.
 */

export type OrderWrite = Omit<typeof printingOrder.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const insertOrderRow = async (db: Db, values: OrderWrite) =>
  (await db.insert(printingOrder).values(values).returning({ id: printingOrder.id }))[0]!.id;

export const updateOrderRow = (db: Db, id: number, values: Partial<OrderWrite>) =>
  db
    .update(printingOrder)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(printingOrder.id, id));

/** The work order, spec, events and a bag order's bag row, sellers and slots cascade with it. */
export const deleteOrderRow = (db: Db, id: number) => db.delete(printingOrder).where(eq(printingOrder.id, id));

/**
 * The order's work order, locked until the transaction ends, so an edit, a delete, a cancel and a team's move
 * never interleave. Its state decides what may change; null while the order has none.
 */
export async function lockWorkOrderOf(db: Db, orderId: number) {
  const [wo] = await db
    .select({ id: workOrder.id, status: workOrder.status })
    .from(workOrder)
    .where(eq(workOrder.orderId, orderId))
    .for('update');
  return { workOrderId: wo?.id ?? null, workOrderStatus: wo?.status ?? null };
}

/** The order and its work order, both locked until the transaction ends. */
export async function lockOrder(db: Db, id: number) {
  const [order] = await db.select().from(printingOrder).where(eq(printingOrder.id, id)).for('update');
  if (!order) return undefined;
  return { order, ...(await lockWorkOrderOf(db, id)) };
}

/** Where the job is now: its work order's state, the team holding it and its delivery, read beside the order. */
export const jobStatusColumns = {
  workOrderId: workOrder.id,
  workOrderStatus: workOrder.status,
  departmentName: department.name,
  deliveryStatus: delivery.status,
};

/** The joins `jobStatusColumns` read through, for a list kit's `joins` (left joins: every order keeps its row). */
export const jobStatusJoins = [
  { table: workOrder, on: eq(workOrder.orderId, printingOrder.id), left: true },
  { table: department, on: eq(department.id, workOrder.holderDepartmentId), left: true },
  { table: delivery, on: eq(delivery.workOrderId, workOrder.id), left: true },
] as const;
