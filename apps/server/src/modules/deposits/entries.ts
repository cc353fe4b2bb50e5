import { count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderDeposit, printingOrder } from '../../db/schema';

/**
 * The deposit entries other modules open: the orders module one for a printing order's buyer, the shopping-bag
 * module one per filled design slot. A removed slot's entry goes with it (the foreign key cascades).
 */
export interface DepositEntryOwner {
  orderId: number;
  buyerId: number;
  /** The design slot, for a bag order; omitted or null for a printing order. */
  slotId?: number | null;
}

/**
 * Opens the entry, or points an unsettled one at a new buyer (the order's buyer or the slot's advertiser
 * changed); a settled entry keeps the buyer who paid. Then the order's completion is recomputed, since a new
 * entry makes a complete order owe again. Call it in the transaction that changes the owner.
 */
export async function openDepositEntry(db: Db, owner: DepositEntryOwner, at: Date) {
  const slotId = owner.slotId ?? null;
  await db
    .insert(orderDeposit)
    .values({ orderId: owner.orderId, buyerId: owner.buyerId, slotId })
    .onConflictDoUpdate({
      target: slotId === null ? orderDeposit.orderId : orderDeposit.slotId,
      targetWhere: slotId === null ? isNull(orderDeposit.slotId) : undefined,
      set: { buyerId: owner.buyerId, updatedAt: at },
      setWhere: eq(orderDeposit.isSettled, false),
    });
  return refreshDepositComplete(db, owner.orderId, at);
}

/**
 * Recomputes `printing_order.deposit_complete_at`: set (keeping the first time) when the order has entries and
 * every one is settled, cleared otherwise. The order row is locked first, so two entries settled at once in two
 * transactions cannot both miss the other: the second waits, then counts the first's committed change.
 * `becameComplete` is true only for the call that completed it: the one that notifies and texts the customer.
 */
export async function refreshDepositComplete(db: Db, orderId: number, at: Date) {
  const [order] = await db
    .select({ completeAt: printingOrder.depositCompleteAt })
    .from(printingOrder)
    .where(eq(printingOrder.id, orderId))
    .for('update');
  if (!order) return { complete: false, becameComplete: false };
  const [tally] = await db
    .select({
      entries: count(),
      open: sql<number>`count(*) filter (where not ${orderDeposit.isSettled})`.mapWith(Number),
    })
    .from(orderDeposit)
    .where(eq(orderDeposit.orderId, orderId));
  const complete = tally!.entries > 0 && tally!.open === 0;
  const wasComplete = order.completeAt !== null;
  if (complete !== wasComplete)
    await db
      .update(printingOrder)
      .set({ depositCompleteAt: complete ? at : null })
      .where(eq(printingOrder.id, orderId));
  return { complete, becameComplete: complete && !wasComplete };
}
