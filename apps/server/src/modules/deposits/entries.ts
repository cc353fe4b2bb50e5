import { and, count, eq, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm';
import { orderPriceMessages } from '@scm/contract';
import type { Db } from '../../db/client';
import { orderDeposit } from '../../db/schema/deposits';
import { conflict } from '../../platform/errors';
import { lockOrderForWrite, setOrderDepositComplete } from '../order-core';

/**
 * The deposit entries other modules open: the orders module one for a printing order's buyer, the shopping-bag
 * module one per filled design slot. No entry with money on it is ever deleted: the keys to the order and the slot
 * refuse, and the one delete here (`discardUntouchedEntries`) only removes entries nothing was ever recorded on.
 */
export interface DepositEntryOwner {
  orderId: number;
  buyerId: number;
  /** The design slot, for a bag order; omitted or null for a printing order. */
  slotId?: number | null;
  /**
   * What the entry is issued at (발행 금액): the printing order's charged total; a bag slot's entry opens at 0 and
   * gets its share from `splitBagIssuedPrices`. Omitted: an entry handed to a new buyer keeps its amount.
   */
  issuedPrice?: number;
}

/**
 * Money was recorded on the entry, now or before: something collected, settled (무상 included), un-settled, or
 * marked when money first came (`money_recorded_at`, never cleared). Such an entry is never deleted.
 */
export const moneyRecorded: SQL<boolean> = sql<boolean>`(${orderDeposit.collectedPrice} > 0 or ${orderDeposit.isSettled} or ${orderDeposit.settledDatetime} is not null or ${orderDeposit.unsettledAt} is not null or ${orderDeposit.moneyRecordedAt} is not null)`;

/** The owner's active entry (not detached): the printing order's single entry, or the slot's. */
const activeEntryOf = (owner: Pick<DepositEntryOwner, 'orderId' | 'slotId'>) =>
  and(
    eq(orderDeposit.orderId, owner.orderId),
    owner.slotId == null ? isNull(orderDeposit.slotId) : eq(orderDeposit.slotId, owner.slotId),
    isNull(orderDeposit.detachedAt),
  );

/**
 * Opens the owner's entry, or hands it to a new buyer (the order's buyer or the slot's advertiser changed): an entry
 * nothing was recorded on simply changes buyer; one with money stays with the buyer who paid, detached from the
 * owner (its collected money then shows as 환불 필요), and a new entry opens for the new buyer. Then the order's
 * completion is recomputed, since a new entry makes a complete order owe again. Call it in the transaction that
 * changes the owner, after locking the order.
 */
export async function openDepositEntry(db: Db, owner: DepositEntryOwner, at: Date) {
  const slotId = owner.slotId ?? null;
  const [current] = await db
    .select({ id: orderDeposit.id, buyerId: orderDeposit.buyerId, money: moneyRecorded })
    .from(orderDeposit)
    .where(activeEntryOf(owner))
    .for('update');
  const bump = { version: sql`${orderDeposit.version} + 1`, updatedAt: at };
  if (current && current.buyerId === owner.buyerId) return refreshDepositComplete(db, owner.orderId, at);
  const issued = owner.issuedPrice === undefined ? {} : { issuedPrice: owner.issuedPrice };
  if (current && !current.money)
    await db
      .update(orderDeposit)
      .set({ buyerId: owner.buyerId, ...issued, ...bump })
      .where(eq(orderDeposit.id, current.id));
  else {
    if (current)
      await db
        .update(orderDeposit)
        .set({ detachedAt: at, ...bump })
        .where(eq(orderDeposit.id, current.id));
    await db.insert(orderDeposit).values({ orderId: owner.orderId, buyerId: owner.buyerId, slotId, ...issued });
  }
  return refreshDepositComplete(db, owner.orderId, at);
}

const ownedBy = (on: { orderId: number } | { slotId: number }) =>
  'orderId' in on ? eq(orderDeposit.orderId, on.orderId) : eq(orderDeposit.slotId, on.slotId);

/** Whether money was ever recorded on an entry of the order (`{orderId}`) or of the slot (`{slotId}`). */
export async function depositMoneyRecorded(db: Db, on: { orderId: number } | { slotId: number }) {
  const [row] = await db
    .select({ id: orderDeposit.id })
    .from(orderDeposit)
    .where(and(ownedBy(on), moneyRecorded))
    .limit(1);
  return row !== undefined;
}

/**
 * Removes the untouched entries of an order or slot about to be deleted (an invoice header nothing was recorded
 * on: collected 0, never settled or un-settled). The only delete of deposit entries: its SQL itself leaves every
 * entry with money, so the order's or slot's delete that follows is refused by the restricting key. The caller
 * checks `depositMoneyRecorded` first to answer the 409 in Korean.
 */
export async function discardUntouchedEntries(db: Db, on: { orderId: number } | { slotId: number }) {
  const removed = await db
    .delete(orderDeposit)
    .where(and(ownedBy(on), not(moneyRecorded)))
    .returning({ id: orderDeposit.id });
  return removed.length;
}

/**
 * Recomputes `printing_order.deposit_complete_at`: set (keeping the first time) when the order has active entries
 * and every one is settled, cleared otherwise (a detached entry is the former buyer's, no longer owed). The order row is locked first, so two entries settled at once in two
 * transactions cannot both miss the other: the second waits, then counts the first's committed change.
 * `becameComplete` is true only for the call that completed it: the one that notifies and texts the customer.
 */
export async function refreshDepositComplete(db: Db, orderId: number, at: Date) {
  const order = (await lockOrderForWrite(db, orderId))?.order;
  if (!order) return { complete: false, becameComplete: false };
  const [tally] = await db
    .select({
      entries: count(),
      open: sql<number>`count(*) filter (where not ${orderDeposit.isSettled})`.mapWith(Number),
    })
    .from(orderDeposit)
    .where(and(eq(orderDeposit.orderId, orderId), isNull(orderDeposit.detachedAt)));
  const complete = tally!.entries > 0 && tally!.open === 0;
  const wasComplete = order.depositCompleteAt !== null;
  if (complete !== wasComplete) await setOrderDepositComplete(db, orderId, complete ? at : null);
  return { complete, becameComplete: complete && !wasComplete };
}

/**
 * A printing order re-priced (issue 33): its active entry is issued at the new charged total. A settled entry's
 * amounts are fixed, so a price-changing edit of a settled order is the 409 `DEPOSIT_SETTLED_PRICE_LOCKED` (un-settle
 * it in 입금 관리 first); an open entry follows the price (its collected money is never touched). Call it under the
 * order's lock, in the edit's transaction.
 */
export async function reissueOrderEntry(db: Db, orderId: number, issuedPrice: number, at: Date) {
  const [current] = await db
    .select({ id: orderDeposit.id, issuedPrice: orderDeposit.issuedPrice, isSettled: orderDeposit.isSettled })
    .from(orderDeposit)
    .where(activeEntryOf({ orderId, slotId: null }))
    .for('update');
  if (!current || current.issuedPrice === issuedPrice) return;
  if (current.isSettled) throw conflict('DEPOSIT_SETTLED_PRICE_LOCKED', orderPriceMessages.depositSettledLocked);
  await db
    .update(orderDeposit)
    .set({ issuedPrice, version: sql`${orderDeposit.version} + 1`, updatedAt: at })
    .where(eq(orderDeposit.id, current.id));
}

/** `total` in `parts` whole-won shares as even as can be, the remainder one won each to the first shares. */
export function splitEvenly(total: number, parts: number): number[] {
  if (parts <= 0) return [];
  const base = Math.floor(total / parts);
  const rest = total - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * A bag order's charged total over its filled slots' active entries (`slotIds` in slot order: A1, B1, C1, D1, A2 …):
 * split evenly, the remainder won to the first slots. An entry with money recorded, or whose 발행 금액 staff typed
 * (`issued_by_hand`, set by the popup's save), keeps what it was issued at, and the others share what is left of the
 * total, so the active entries still sum to it (unless the kept ones already exceed it: then the others get 0). `refuseSettled` (an edit that
 * changes the price): a settled entry answers the 409 `DEPOSIT_SETTLED_PRICE_LOCKED`. Call it under the order's lock
 * after a slot fills or empties, or the price changes.
 */
export async function splitBagIssuedPrices(
  db: Db,
  orderId: number,
  slotIds: readonly number[],
  total: number,
  at: Date,
  { refuseSettled = false } = {},
) {
  const entries = await db
    .select({
      id: orderDeposit.id,
      slotId: orderDeposit.slotId,
      issuedPrice: orderDeposit.issuedPrice,
      isSettled: orderDeposit.isSettled,
      money: moneyRecorded,
      byHand: orderDeposit.issuedByHand,
    })
    .from(orderDeposit)
    .where(and(eq(orderDeposit.orderId, orderId), isNotNull(orderDeposit.slotId), isNull(orderDeposit.detachedAt)))
    .for('update');
  const place = (slotId: number | null) => {
    const i = slotIds.indexOf(slotId ?? -1);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  entries.sort((a, b) => place(a.slotId) - place(b.slotId) || a.id - b.id);
  if (refuseSettled && entries.some((e) => e.isSettled))
    throw conflict('DEPOSIT_SETTLED_PRICE_LOCKED', orderPriceMessages.depositSettledLocked);
  const kept = entries.filter((e) => e.money || e.byHand);
  const open = entries.filter((e) => !e.money && !e.byHand);
  const left = Math.max(0, total - kept.reduce((sum, e) => sum + e.issuedPrice, 0));
  const shares = splitEvenly(left, open.length);
  for (const [i, entry] of open.entries()) {
    if (entry.issuedPrice === shares[i]) continue;
    await db
      .update(orderDeposit)
      .set({ issuedPrice: shares[i]!, version: sql`${orderDeposit.version} + 1`, updatedAt: at })
      .where(eq(orderDeposit.id, entry.id));
  }
}
