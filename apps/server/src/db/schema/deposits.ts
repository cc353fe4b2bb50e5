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
 * slot for a shopping-bag order. Money is whole won. When every entry of an order is settled the order's
 * `deposit_complete_at` is set, in the same transaction.
 */
export const orderDeposit = pgTable(
  'order_deposit',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => printingOrder.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyer.id, { onDelete: 'restrict' }),
    /** The bag order's design slot this entry is for; null for a printing order's single entry. */
    slotId: integer('slot_id').references(() => shopbagOrderSlot.id, { onDelete: 'cascade' }),
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
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_deposit_order_idx').on(t.orderId, t.id),
    uniqueIndex('order_deposit_printing_unique')
      .on(t.orderId)
      .where(sql`${t.slotId} is null`),
    uniqueIndex('order_deposit_slot_unique').on(t.slotId),
    index('order_deposit_settled_idx')
      .on(t.settledDatetime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isSettled}`),
    index('order_deposit_buyer_idx').on(t.buyerId),
  ],
);
