import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import type { PriceSource } from '@scm/contract';
import { account } from './accounts';
import { createdAt, id } from './common';
import { estimateChecks, estimateColumns } from './estimate-columns';
import { printingOrder } from './orders';

/**
 * An order's price (issue 33), append-only: one row per pricing of a printing or bag order (taken, spec changed,
 * override changed). No path updates or deletes a row; the latest version is the order's price, the earlier ones its
 * history. The only delete is the order's own while RECEIPT with no money (like its untouched deposit entries).
 * Its rates' day is the order's receipt day, kept through every re-pricing.
 */
export const orderPrice = pgTable(
  'order_price',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => printingOrder.id, { onDelete: 'restrict' }),
    /** 1, 2, … per order. */
    version: integer('version').notNull(),
    /** ORDER, EDIT, OVERRIDE, QUOTE (`PRICE_SOURCES`). */
    source: varchar('source', { length: 16 }).$type<PriceSource>().notNull(),
    ...estimateColumns(),
    /** Who priced it: a staff member's or the customer's account; null for the system (seed, migration). */
    createdBy: integer('created_by').references(() => account.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('order_price_version_unique').on(t.orderId, t.version),
    index('order_price_order_idx').on(t.orderId, t.version.desc()),
    check('order_price_version_positive', sql`${t.version} >= 1`),
    ...estimateChecks('order_price', t),
  ],
);
