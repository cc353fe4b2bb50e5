import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { buyer } from './buyers';
import { employee } from './employees';
import { id } from './common';
import { printingOrder } from './orders';
import { shopbagOrderSlot } from './shopbag-orders';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const won = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * What one buyer owes for an order (입금): one entry for a printing order (its buyer), one per filled design
 * slot for a shopping-bag order. Money is whole won. When every active entry of an order is settled the order's
 * `deposit_complete_at` is set, in the same transaction. An entry with money on it is never deleted: the keys to
 * the order and the slot refuse (an order or slot with money is cancelled, not deleted), and when the owner changes
 * hands the entry is detached (kept with the buyer who paid) and a new one opens.
 */
export const orderDeposit = pgTable(
  'order_deposit',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => printingOrder.id, { onDelete: 'restrict' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyer.id, { onDelete: 'restrict' }),
    /** The bag order's design slot this entry is for; null for a printing order's single entry. */
    slotId: integer('slot_id').references(() => shopbagOrderSlot.id, { onDelete: 'restrict' }),
    /** The amount invoiced (발행 금액). */
    issuedPrice: won('issued_price'),
    /** The money received (수금 금액). */
    collectedPrice: won('collected_price'),
    remark: varchar('remark', { length: 1024 }).notNull().default(''),
    isSettled: boolean('is_settled').notNull().default(false),
    /** Set by the server when the entry is settled; kept (as the last settled time) when it is un-settled. */
    settledDatetime: instant('settled_datetime'),
    settledBy: integer('settled_by').references(() => employee.id, { onDelete: 'set null' }),
    /** issued − collected when settled short (after the confirmation); null when settled in full. */
    shortfall: bigint('shortfall', { mode: 'number' }),
    unsettledAt: instant('unsettled_at'),
    unsettledBy: integer('unsettled_by').references(() => employee.id, { onDelete: 'set null' }),
    /** Settled with nothing collected on purpose (무상), with the reason staff gave; who and when are settled_*. */
    isFree: boolean('is_free').notNull().default(false),
    freeReason: varchar('free_reason', { length: 200 }),
    /**
     * The first time money was recorded on the entry (collected > 0 or settled); never cleared, so an entry that
     * ever had money is never removed, even after its amounts went back to 0.
     */
    moneyRecordedAt: instant('money_recorded_at'),
    /**
     * When the entry stopped being its owner's active entry: the slot (or order) passed to another buyer while this
     * one had money on it. It stays with the buyer who paid; null for the active entry.
     */
    detachedAt: instant('detached_at'),
    /** Bumped by every write; a save carries the version its screen showed, and a stale one is refused (409). */
    version: integer('version').notNull().default(0),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_deposit_order_idx').on(t.orderId, t.id),
    uniqueIndex('order_deposit_printing_unique')
      .on(t.orderId)
      .where(sql`${t.slotId} is null and ${t.detachedAt} is null`),
    uniqueIndex('order_deposit_slot_unique')
      .on(t.slotId)
      .where(sql`${t.detachedAt} is null`),
    index('order_deposit_slot_idx').on(t.slotId),
    index('order_deposit_settled_idx')
      .on(t.settledDatetime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isSettled}`),
    index('order_deposit_buyer_idx').on(t.buyerId),
  ],
);
