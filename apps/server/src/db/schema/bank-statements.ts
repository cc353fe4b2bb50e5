import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { BankColumnMapping } from '@scm/contract';
import { buyer } from './buyers';
import { createdAt, id } from './common';
import { employee } from './employees';

const won = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** A bank statement file staff uploaded (입금 대사): which bank's layout it was read with, and what it brought. */
export const bankStatement = pgTable('bank_statement', {
  id: id(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  /** KB, SHINHAN, WOORI, HANA, NH, IBK, or CUSTOM (a layout staff mapped: `layout_id`). */
  bank: varchar('bank', { length: 16 }).notNull(),
  layoutId: integer('layout_id').references(() => bankLayout.id, { onDelete: 'restrict' }),
  /** UTF-8, CP949 (CSV) or XLSX. */
  encoding: varchar('encoding', { length: 8 }).notNull(),
  uploadedBy: integer('uploaded_by').references(() => employee.id, { onDelete: 'set null' }),
  uploadedAt: createdAt(),
  lineCount: integer('line_count').notNull(),
  depositCount: integer('deposit_count').notNull(),
  /** Lines this file brought that no earlier statement had. */
  addedCount: integer('added_count').notNull(),
  /** Lines an earlier (or overlapping) statement had already brought. */
  duplicateCount: integer('duplicate_count').notNull(),
});

/**
 * One transaction of a statement, stored once: its identity is (date, time, deposit, withdrawal, balance, depositor
 * text), so importing the same or an overlapping statement again adds nothing. Never updated and never deleted
 * (no path does; receipts point at it).
 */
export const bankLine = pgTable(
  'bank_line',
  {
    id: id(),
    /** The statement that first brought the line. */
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatement.id, { onDelete: 'restrict' }),
    transactedOn: date('transacted_on', { mode: 'string' }).notNull(),
    /** 'HH:mm:ss', or '' when the bank gives the date only. */
    transactedTime: varchar('transacted_time', { length: 8 }).notNull(),
    deposit: won('deposit'),
    withdrawal: won('withdrawal'),
    balance: won('balance'),
    depositor: varchar('depositor', { length: 200 }).notNull(),
    memo: varchar('memo', { length: 200 }).notNull(),
    /** The row's cells as the file had them. */
    raw: jsonb('raw').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_line_identity').on(
      t.transactedOn,
      t.transactedTime,
      t.deposit,
      t.withdrawal,
      t.balance,
      t.depositor,
    ),
    index('bank_line_statement_idx').on(t.statementId, t.id),
    check('bank_line_amounts', sql`${t.deposit} >= 0 and ${t.withdrawal} >= 0`),
  ],
);

/**
 * A deposit line confirmed (반영): once, by whom and when, and the entries it was applied to (the receipts in the
 * deposit ledger point at the line). Append-only: the unique line id refuses a second confirmation.
 */
export const bankLineApplied = pgTable('bank_line_applied', {
  id: id(),
  lineId: integer('line_id')
    .notNull()
    .unique('bank_line_applied_line_unique')
    .references(() => bankLine.id, { onDelete: 'restrict' }),
  allocations: jsonb('allocations').$type<{ entryId: number; amount: number }[]>().notNull(),
  appliedBy: integer('applied_by').references(() => employee.id, { onDelete: 'set null' }),
  appliedAt: createdAt(),
});

/** A statement layout staff mapped once, remembered by its header row's normalised texts. */
export const bankLayout = pgTable('bank_layout', {
  id: id(),
  headerKey: varchar('header_key', { length: 2000 }).notNull().unique('bank_layout_header_unique'),
  columns: jsonb('columns').$type<BankColumnMapping>().notNull(),
  createdBy: integer('created_by').references(() => employee.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Another name a buyer's money arrives under (a representative's personal name is common), compared normalised. */
export const buyerDepositorName = pgTable(
  'buyer_depositor_name',
  {
    id: id(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyer.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    normalized: varchar('normalized', { length: 100 }).notNull(),
    createdBy: integer('created_by').references(() => employee.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('buyer_depositor_name_unique').on(t.buyerId, t.normalized)],
);
