import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import type { EstimateLine, PriceSource } from '@scm/contract';
import { account } from './accounts';
import { createdAt, id } from './common';
import { printingOrder } from './orders';

/**
 * An order's price (issue 33), append-only: one row per pricing of a printing or bag order (taken, spec changed,
 * override changed). No path updates or deletes a row; the latest version is the order's price, the earlier ones its
 * history. The only delete is the order's own while RECEIPT with no money (like its untouched deposit entries).
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
    /** The estimate's snapshot: its lines and sums, whole won. */
    lines: jsonb('lines').$type<EstimateLine[]>().notNull(),
    subtotal: integer('subtotal').notNull(),
    roundedOff: integer('rounded_off').notNull(),
    supply: integer('supply').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    missing: jsonb('missing').$type<string[]>().notNull(),
    /** The rates' day: the order's receipt day, kept through every re-pricing. */
    ratesDate: date('rates_date', { mode: 'string' }).notNull(),
    /** Staff's override of the 공급가액 with its reason; all four null when the engine's price stands. */
    overrideSupply: integer('override_supply'),
    overrideVat: integer('override_vat'),
    overrideTotal: integer('override_total'),
    overrideReason: varchar('override_reason', { length: 255 }),
    /** Who priced it: a staff member's or the customer's account; null for the system (seed, migration). */
    createdBy: integer('created_by').references(() => account.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('order_price_version_unique').on(t.orderId, t.version),
    index('order_price_order_idx').on(t.orderId, t.version.desc()),
    check('order_price_version_positive', sql`${t.version} >= 1`),
    check('order_price_money_whole', sql`${t.supply} >= 0 AND ${t.vat} >= 0 AND ${t.total} = ${t.supply} + ${t.vat}`),
    check(
      'order_price_override_whole',
      sql`(${t.overrideSupply} IS NULL AND ${t.overrideVat} IS NULL AND ${t.overrideTotal} IS NULL AND ${t.overrideReason} IS NULL) OR (${t.overrideSupply} >= 0 AND ${t.overrideVat} >= 0 AND ${t.overrideTotal} = ${t.overrideSupply} + ${t.overrideVat} AND ${t.overrideReason} IS NOT NULL)`,
    ),
  ],
);
