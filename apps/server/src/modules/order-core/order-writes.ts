import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { printingOrder } from '../../db/schema/orders';

/**
 * The writes other modules make on an order row, each an explicit function of the core (the order row is the
 * core's): printing complete (work orders), the shipping note (work orders' delivery info) and deposit complete
 * (deposits). Call them in the caller's transaction, after the order's lock (`lockOrderForWrite`).
 */

/** Marks the order's printing complete (the work order's completion writes it in the same transaction). */
export async function markOrderPrinted(db: Db, orderId: number, at: Date) {
  await db.update(printingOrder).set({ completeDatetime: at }).where(eq(printingOrder.id, orderId));
}

/** The work-order side's carrier, invoice and delivery memo, noted on the order (PATCH /api/work_order/delivery). */
export async function setOrderShippingNote(
  db: Db,
  orderId: number,
  note: { deliveryCompanyCode: string; invoice: string; deliveryRemark: string; combinedShipment: boolean },
) {
  await db.update(printingOrder).set(note).where(eq(printingOrder.id, orderId));
}

/** Sets (`at`) or clears (null) `printing_order.deposit_complete_at`: the deposits module's tally decides which. */
export async function setOrderDepositComplete(db: Db, orderId: number, at: Date | null) {
  await db.update(printingOrder).set({ depositCompleteAt: at }).where(eq(printingOrder.id, orderId));
}
