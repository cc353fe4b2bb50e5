import {
  depositLedgerMessages as LMSG,
  depositMessages as MSG,
  depositRemaining,
  depositWorkflow,
  type DepositLedgerKind,
  type DepositLedgerSource,
  type DepositStaleDetails,
} from '@scm/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositLedger, orderDeposit } from '../../db/schema/deposits';
import { AppError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { transition } from '../../platform/workflow';
import { announceDepositComplete } from './completion';
import { refreshDepositComplete } from './entries';
import { ledgerRows } from './ledger-queries';
import { depositRecord, findDepositOrder, findEntry, lockDepositOrder } from './queries';

/*
 * The deposit ledger (입금 원장): every money event on an entry is a row, never updated or deleted (a trigger refuses
 * both). The entry keeps two caches of its rows, written in the same statement-pair as each row: collected_price
 * (receipts + reversals − refunds) and adjusted_price (adjustments). Every row is written under the order's one lock
 * (`lockOrderForWrite`), then the entry, like every other change of an order's entries.
 */

type EntryRow = typeof orderDeposit.$inferSelect;

/** What a new row says; the entry, its order, slot and buyer come from the entry. */
export interface LedgerWrite {
  kind: DepositLedgerKind;
  amount: number;
  receivedDate: string;
  depositor?: string;
  memo?: string;
  reason?: string | null;
  reversesId?: number | null;
  source: DepositLedgerSource;
  bankLineId?: number | null;
}

/** How a row moves the entry's caches. */
const effectOf = (w: Pick<LedgerWrite, 'kind' | 'amount'>) =>
  w.kind === 'ADJUSTMENT'
    ? { collected: 0, adjusted: w.amount }
    : { collected: w.kind === 'REFUND' ? -w.amount : w.amount, adjusted: 0 };

/**
 * Appends one row to the entry's ledger and moves its caches by it, bumping the entry's version (the row records the
 * version it made; `versionClaimed`: the caller already bumped it, as the popup's save does with `claimVersion`). Marks the entry as having money (`money_recorded_at`), so it is never discarded. Call it under
 * the order's lock, in the transaction of the change.
 */
export async function appendLedgerRow(
  db: Db,
  entry: EntryRow,
  w: LedgerWrite,
  createdBy: number | null,
  at: Date,
  { versionClaimed = false } = {},
) {
  const { collected, adjusted } = effectOf(w);
  const [updated] = await db
    .update(orderDeposit)
    .set({
      collectedPrice: sql`${orderDeposit.collectedPrice} + ${collected}`,
      adjustedPrice: sql`${orderDeposit.adjustedPrice} + ${adjusted}`,
      ...(versionClaimed ? {} : { version: sql`${orderDeposit.version} + 1` }),
      moneyRecordedAt: sql`coalesce(${orderDeposit.moneyRecordedAt}, ${at})`,
      updatedAt: at,
    })
    .where(eq(orderDeposit.id, entry.id))
    .returning();
  const [row] = await db
    .insert(depositLedger)
    .values({
      entryId: entry.id,
      orderId: entry.orderId,
      slotId: entry.slotId,
      buyerId: entry.buyerId,
      kind: w.kind,
      amount: w.amount,
      receivedDate: w.receivedDate,
      depositor: w.depositor ?? '',
      memo: w.memo ?? '',
      reason: w.reason ?? null,
      reversesId: w.reversesId ?? null,
      source: w.source,
      bankLineId: w.bankLineId ?? null,
      entryVersion: updated!.version,
      createdBy,
      createdAt: at,
    })
    .returning();
  return { row: row!, entry: updated! };
}

/** The 409 a write from a stale screen answers: the entry now and the rows written since the screen's version. */
export class DepositStale extends AppError {
  constructor(readonly details: DepositStaleDetails) {
    super(
      409,
      'DEPOSIT_STALE',
      details.rowsSince.length > 0 ? LMSG.staleWithRows(details.rowsSince.length) : MSG.staleVersion,
    );
  }
  override toBody() {
    return { ...super.toBody(), details: this.details };
  }
}

export async function staleError(db: Db, entry: EntryRow, seenVersion: number) {
  return new DepositStale({
    version: entry.version,
    collectedPrice: entry.collectedPrice,
    adjustedPrice: entry.adjustedPrice,
    isSettled: entry.isSettled,
    rowsSince: await ledgerRows(db, entry.id, seenVersion),
  });
}

/** The entry's order, locked by the order's one lock, then the entry read again under it. */
export async function lockEntry(db: Db, entryId: number) {
  const seen = await findEntry(db, entryId);
  if (!seen) throw notFound(MSG.notFound);
  await lockDepositOrder(db, seen.orderId);
  const [entry] = await db.select().from(orderDeposit).where(eq(orderDeposit.id, entryId)).for('update');
  return entry!;
}

export interface LedgerEventResult {
  row: typeof depositLedger.$inferSelect;
  entry: EntryRow;
  settled: 'settled' | 'unsettled' | null;
  becameComplete: boolean;
}

/**
 * One money event on an entry (the routes' and the bank module's path): locks the order and the entry, refuses a
 * stale `version` (409 `DEPOSIT_STALE` naming the rows since), lets `check` refuse the row at its field, appends it,
 * then follows the money: an open entry whose remaining reaches 0 or less with money received is settled (as staff
 * settling it would: time, who, no shortfall); a settled entry (not 무상) the row made owe something again is
 * un-settled. The order's completion is refreshed and, when this completed it, its customers are told as today.
 * A cancelled order's or a detached entry's money is only recorded: nothing is owed there, nothing settles.
 */
export async function recordLedgerEvent(
  tx: ServiceContext,
  entryId: number,
  version: number | undefined,
  build: (entry: EntryRow) => LedgerWrite | Promise<LedgerWrite>,
  createdBy: number | null = tx.actor.employeeId,
): Promise<LedgerEventResult> {
  const db = tx.db;
  const entry = await lockEntry(db, entryId);
  if (version !== undefined && entry.version !== version) throw await staleError(db, entry, version);
  const write = await build(entry);
  const now = tx.clock.now();
  const { row, entry: after } = await appendLedgerRow(db, entry, write, createdBy, now);
  const order = await findDepositOrder(db, entry.orderId);
  const owed = after.detachedAt === null && order?.cancelledAt == null;
  const before = depositRemaining(entry);
  const remaining = depositRemaining(after);
  let settled: LedgerEventResult['settled'] = null;
  if (owed && !after.isSettled && remaining < before && remaining <= 0 && after.collectedPrice > 0) {
    await transition(db, depositWorkflow, depositRecord, entry.id, 'settle', {
      settledDatetime: now,
      settledBy: createdBy,
      shortfall: null,
      isFree: false,
      freeReason: null,
    });
    settled = 'settled';
  } else if (owed && after.isSettled && !after.isFree && remaining > before && remaining > 0) {
    await transition(db, depositWorkflow, depositRecord, entry.id, 'unsettle', {
      shortfall: null,
      unsettledAt: now,
      unsettledBy: createdBy,
    });
    settled = 'unsettled';
  }
  const { becameComplete } = settled ? await refreshDepositComplete(db, entry.orderId, now) : { becameComplete: false };
  if (becameComplete) await announceDepositComplete(tx, entry.orderId);
  return { row, entry: (await findEntry(db, entry.id))!, settled, becameComplete };
}

/** A receipt as the bank-statement module (or any other caller) records it. */
export interface ReceiptInput {
  entryId: number;
  amount: number;
  /** 입금일, 'YYYY-MM-DD'. */
  receivedDate: string;
  depositor: string;
  memo?: string;
  source: DepositLedgerSource;
  bankLineId?: number | null;
  /** Who records it; defaults to the context's employee. */
  actor?: { employeeId: number | null };
  /** The entry's version the caller saw (a review screen); a changed entry is the 409 `DEPOSIT_STALE`. */
  version?: number;
}

/**
 * Records money that arrived on an entry (입금): in the caller's transaction, under the order's lock, with the
 * completion refreshed and the customers told when it completes the order. Answers the row and the entry's money
 * after it.
 */
export async function recordReceipt(tx: ServiceContext, input: ReceiptInput) {
  const result = await recordLedgerEvent(
    tx,
    input.entryId,
    input.version,
    () => ({
      kind: 'RECEIPT',
      amount: input.amount,
      receivedDate: input.receivedDate,
      depositor: input.depositor,
      memo: input.memo ?? '',
      source: input.source,
      bankLineId: input.source === 'BANK_LINE' ? (input.bankLineId ?? null) : null,
    }),
    input.actor ? input.actor.employeeId : tx.actor.employeeId,
  );
  return {
    rowId: result.row.id,
    entryId: result.entry.id,
    collectedPrice: result.entry.collectedPrice,
    remaining: depositRemaining(result.entry),
    isSettled: result.entry.isSettled,
    version: result.entry.version,
    becameComplete: result.becameComplete,
  };
}
