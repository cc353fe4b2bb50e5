import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { printingOrder } from '../../db/schema/orders';
import { shopbagOrder } from '../../db/schema/shopbag-orders';
import { workOrder } from '../../db/schema/work-orders';

/**
 * The printing_order row for the modules whose orders are printing orders (orders and shopbag-orders): its writes,
 * its lock and the job status read beside it, so neither module copies them. The tables are the core's; the callers
 * add their own rows (a bag order's bag row, sellers and slots) beside.
 */

/** A printing_order row as stored (printing and bag orders alike). */
export type OrderRow = typeof printingOrder.$inferSelect;

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
 * THE lock of an order for a write (DESIGN.md §8 "Locks"), and the only one: every path that changes an order, its
 * bag row or its work orders (order edit, cancel and delete, bag slots, a team's move, delivery info, a shipment's
 * move, a deposit entry) takes it first, so two of them never wait on each other in opposite orders (a deadlock).
 * The order is always locked in one order: the printing_order row, then a bag order's bag row, then its work
 * orders by id (the original first, then any remake). Rows these lead to (progresses, the shipment, slots, deposit
 * entries, stock) are locked or written only after it. Taking it again in the same transaction is harmless.
 *
 * `workOrderId`/`workOrderStatus` are the original job's (the one opened with the order): its state decides what
 * may change, and a remake opened after printing never makes a printed order editable or deletable again. Null
 * while the order has none. Undefined when the order does not exist.
 */
export async function lockOrderForWrite(db: Db, orderId: number) {
  const [order] = await db.select().from(printingOrder).where(eq(printingOrder.id, orderId)).for('update');
  if (!order) return undefined;
  const [bag] = await db.select().from(shopbagOrder).where(eq(shopbagOrder.orderId, orderId)).for('update');
  const workOrders = await db
    .select()
    .from(workOrder)
    .where(eq(workOrder.orderId, orderId))
    .orderBy(asc(workOrder.id))
    .for('update');
  const original = workOrders.find((w) => w.kind === 'ORIGINAL');
  return {
    order,
    bag: bag ?? null,
    workOrders,
    workOrderId: original?.id ?? null,
    workOrderStatus: original?.status ?? null,
  };
}
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrderForWrite>>>;

/**
 * A move that starts from a work order (a team's move, a shipment's): the job's order is read without a lock, then
 * taken by `lockOrderForWrite`, and the job is the locked work order of that order with this id. Undefined when the
 * job (or its order) is gone; `order` is undefined for a job without an order (then the job alone is locked).
 */
export async function lockWorkOrderForWrite(db: Db, workOrderId: number) {
  const [seen] = await db.select({ orderId: workOrder.orderId }).from(workOrder).where(eq(workOrder.id, workOrderId));
  if (!seen) return undefined;
  if (seen.orderId === null) {
    const [job] = await db.select().from(workOrder).where(eq(workOrder.id, workOrderId)).for('update');
    return job ? { job, locked: undefined } : undefined;
  }
  const locked = await lockOrderForWrite(db, seen.orderId);
  // Re-checked under the lock: the job still belongs to this order.
  const job = locked?.workOrders.find((w) => w.id === workOrderId);
  return job ? { job, locked } : undefined;
}
