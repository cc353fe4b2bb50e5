import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
    /**
     * The money received (수금 금액): a cache of the ledger (receipts + reversals − refunds, `deposit_ledger`), written
     * in the same transaction as each row.
     */
    collectedPrice: won('collected_price'),
    /** Discounts and adjustments (할인·조정): a cache of the ledger's ADJUSTMENT rows, positive = owed less. */
    adjustedPrice: bigint('adjusted_price', { mode: 'number' }).notNull().default(0),
    /**
     * The 발행 금액 was typed by staff (PATCH with a changed amount): a bag's split (`splitBagIssuedPrices`) keeps it
     * as it keeps an entry with money; cleared never (a re-priced order's entry is set by the price again).
     */
    issuedByHand: boolean('issued_by_hand').notNull().default(false),
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

export const DEPOSIT_LEDGER_KINDS = ['RECEIPT', 'REVERSAL', 'ADJUSTMENT', 'REFUND'] as const;
export const DEPOSIT_LEDGER_SOURCES = ['HAND', 'BANK_LINE', 'PROVIDER', 'MIGRATION'] as const;

/**
 * The deposit ledger (입금 원장): one row per money event on a deposit entry, never updated or deleted (a trigger
 * raises on UPDATE and DELETE; a wrong row is undone by another row). Amounts are whole won with a sign:
 * - RECEIPT (입금): money in, amount > 0.
 * - REVERSAL (입금 취소): amount < 0; `reverses_id` names the receipt it undoes (amount = its negation, unique, so a
 *   receipt is reversed once), or is null for a correction of the typed 수금 금액 (reason '수금 금액 수정').
 * - ADJUSTMENT (할인·조정): changes what is owed, not what was received; amount > 0 = a discount (owed less),
 *   amount < 0 = a surcharge (owed more). Reason required.
 * - REFUND (환불): money paid back, amount > 0 (subtracted from what was received). Reason required.
 * collected = Σ RECEIPT + Σ REVERSAL − Σ REFUND; remaining = issued − Σ ADJUSTMENT − collected.
 * `entry_version` is the entry's version the row made, so a stale screen is told which rows came after it.
 */
export const depositLedger = pgTable(
  'deposit_ledger',
  {
    id: id(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => orderDeposit.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => printingOrder.id, { onDelete: 'restrict' }),
    slotId: integer('slot_id').references(() => shopbagOrderSlot.id, { onDelete: 'restrict' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => buyer.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 16, enum: DEPOSIT_LEDGER_KINDS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** 입금일: the day the money arrived (the bank's, or what staff typed); the day of the event for other kinds. */
    receivedDate: date('received_date', { mode: 'string' }).notNull(),
    /** 입금자명 as the bank or staff gave it. */
    depositor: varchar('depositor', { length: 100 }).notNull().default(''),
    memo: varchar('memo', { length: 255 }).notNull().default(''),
    reason: varchar('reason', { length: 200 }),
    reversesId: integer('reverses_id').references((): AnyPgColumn => depositLedger.id, { onDelete: 'restrict' }),
    source: varchar('source', { length: 16, enum: DEPOSIT_LEDGER_SOURCES }).notNull(),
    /** The bank-statement line a matched receipt came from (the bank module adds its key). */
    bankLineId: integer('bank_line_id'),
    entryVersion: integer('entry_version').notNull(),
    createdBy: integer('created_by').references(() => employee.id, { onDelete: 'restrict' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('deposit_ledger_entry_idx').on(t.entryId, t.id),
    index('deposit_ledger_order_idx').on(t.orderId),
    index('deposit_ledger_buyer_idx').on(t.buyerId, t.receivedDate),
    index('deposit_ledger_slot_idx').on(t.slotId),
    index('deposit_ledger_bank_line_idx').on(t.bankLineId),
    uniqueIndex('deposit_ledger_reverses_unique').on(t.reversesId),
    check(
      'deposit_ledger_kind_amount',
      sql`(${t.kind} = 'RECEIPT' and ${t.amount} > 0 and ${t.reversesId} is null)
        or (${t.kind} = 'REVERSAL' and ${t.amount} < 0 and ${t.reason} is not null)
        or (${t.kind} = 'ADJUSTMENT' and ${t.amount} <> 0 and ${t.reason} is not null and ${t.reversesId} is null)
        or (${t.kind} = 'REFUND' and ${t.amount} > 0 and ${t.reason} is not null and ${t.reversesId} is null)`,
    ),
    check('deposit_ledger_source', sql`${t.source} in ('HAND', 'BANK_LINE', 'PROVIDER', 'MIGRATION')`),
    check('deposit_ledger_bank_line_source', sql`${t.bankLineId} is null or ${t.source} = 'BANK_LINE'`),
  ],
);
