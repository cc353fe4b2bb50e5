import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { QuoteSpec } from '@scm/contract';
import { account } from './accounts';
import { buyer } from './buyers';
import { createdAt, id } from './common';
import { estimateChecks, estimateColumns } from './estimate-columns';
import { printingOrder } from './orders';

/**
 * A quote (견적서, issue 33): a priced print spec for a buyer, without an order. Immutable once made: its spec and its
 * money are never edited (a change is a new quote), and it is never deleted once it became an order (the order FK
 * refuses). Its status is derived: ordered when `order_id` is set, else expired after `valid_until`, else open.
 */
export const quote = pgTable(
  'quote',
  {
    id: id(),
    /** Made by the server (Q + yymm + '-' + 4-digit sequence of the month), never typed. */
    quoteNumber: varchar('quote_number', { length: 20 }).notNull().unique('quote_number_unique'),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyer.id, { onDelete: 'restrict' }),
    productName: varchar('product_name', { length: 255 }).notNull(),
    workType: varchar('work_type', { length: 16 }).notNull(),
    /** Copies (부): the estimate's quantity. */
    quantity: integer('quantity').notNull(),
    /** The staff print spec as parsed (workType, finishedSize, printingList, isFoldingBinding, foldingBindingList). */
    spec: jsonb('spec').$type<QuoteSpec>().notNull(),
    ...estimateColumns(),
    /** The day made (shop calendar) and the last valid day. */
    quoteDate: date('quote_date', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    remark: varchar('remark', { length: 1024 }).notNull().default(''),
    /** Who made it: a staff member's or the customer's account. */
    createdBy: integer('created_by').references(() => account.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The order it became; set once, never cleared. */
    orderId: integer('order_id')
      .unique('quote_order_unique')
      .references(() => printingOrder.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('quote_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('quote_buyer_idx').on(t.buyerId, t.createdAt.desc(), t.id.desc()),
    ...estimateChecks('quote', t),
    check('quote_valid_after_made', sql`${t.validUntil} >= ${t.quoteDate}`),
  ],
);

/** The month's last quote sequence per prefix (Q2611): taken with an upsert that locks the row until commit. */
export const quoteNumberCounter = pgTable('quote_number_counter', {
  prefix: varchar('prefix', { length: 10 }).primaryKey(),
  lastValue: integer('last_value').notNull(),
});
