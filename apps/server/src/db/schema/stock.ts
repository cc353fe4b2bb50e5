import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';
import { item } from './items';
import { employee } from './employees';

/** One stock record per item; amount only ever changes through the stock ledger (modules/stock/ledger.ts). */
export const stock = pgTable('stock', {
  id: id(),
  itemId: integer('item_id')
    .notNull()
    .unique('stock_item_unique')
    .references(() => item.id, { onDelete: 'cascade' }),
  amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  lot: varchar('lot', { length: 255 }).notNull().default(''),
  unitPrice: varchar('unit_price', { length: 15 }).notNull().default(''),
  remark: varchar('remark', { length: 1024 }).notNull().default(''),
  adjustedDate: timestamp('adjusted_date', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/**
 * Every change of a stock amount, written in the same transaction as the change.
 * amount is the size of the change (always > 0); inputOutput says which way it went.
 */
export const stockHistory = pgTable(
  'stock_history',
  {
    id: id(),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stock.id, { onDelete: 'cascade' }),
    workDate: timestamp('work_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The stock amount right after this change. */
    balance: bigint('balance', { mode: 'number' }).notNull(),
    ioType: varchar('io_type', { length: 40 }).notNull(),
    inputOutput: varchar('input_output', { length: 6 }).notNull(),
    unitPrice: varchar('unit_price', { length: 15 }).notNull().default(''),
    /** A hand adjustment's reason (STOCK_ADJUST_REASONS in the contract) and memo; '' for every other change. */
    reason: varchar('reason', { length: 20 }).notNull().default(''),
    memo: varchar('memo', { length: 100 }).notNull().default(''),
    /** What caused it (a purchase order, a work order, a delivery), when something did. */
    referenceType: varchar('reference_type', { length: 30 }),
    referenceId: integer('reference_id'),
    employeeId: integer('employee_id').references(() => employee.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Each list's default order (newest first, id breaking ties) under its filter: one stock, or one direction.
    index('stock_history_stock_idx').on(t.stockId, t.workDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('stock_history_direction_idx').on(t.inputOutput, t.workDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('stock_history_reference_idx').on(t.referenceType, t.referenceId),
    // A direction's list sorted by amount (largest first, then the default order breaking ties).
    index('stock_history_direction_amount_idx').on(
      t.inputOutput,
      t.amount.desc().nullsFirst(),
      t.workDate.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
