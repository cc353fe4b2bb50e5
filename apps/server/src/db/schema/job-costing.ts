import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { employee } from './employees';
import { id } from './common';
import { printingOrder } from './orders';
import { seller } from './sellers';

/**
 * An outsourcing invoice entered for a job (외주 청구서, issue 34 job costing): append-only. COST rows (> 0) are what a
 * supplier billed for the order; a correction is a REVERSAL row (< 0, the cost's negation, pointing at it, once,
 * with its reason). A trigger refuses UPDATE and DELETE (migration 0039); keys to it restrict.
 */
export const jobOutsourcingCost = pgTable(
  'job_outsourcing_cost',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => printingOrder.id, { onDelete: 'restrict' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => seller.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 10, enum: ['COST', 'REVERSAL'] }).notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** 청구일: the invoice's day (a reversal: the day it was corrected). */
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 200 }),
    reversesId: integer('reverses_id').references((): AnyPgColumn => jobOutsourcingCost.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by').references(() => employee.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('job_outsourcing_cost_order_idx').on(t.orderId, t.id),
    index('job_outsourcing_cost_seller_idx').on(t.sellerId),
    uniqueIndex('job_outsourcing_cost_reverses_unique').on(t.reversesId),
    check(
      'job_outsourcing_cost_kind_amount',
      sql`(${t.kind} = 'COST' and ${t.amount} > 0 and ${t.reversesId} is null)
        or (${t.kind} = 'REVERSAL' and ${t.amount} < 0 and ${t.reversesId} is not null and ${t.reason} is not null)`,
    ),
  ],
);
