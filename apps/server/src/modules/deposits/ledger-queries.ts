import type { DepositLedgerRow } from '@scm/contract';
import { depositRemaining } from '@scm/contract';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { buyer } from '../../db/schema/buyers';
import { depositLedger, orderDeposit } from '../../db/schema/deposits';
import { employee } from '../../db/schema/employees';
import { printingOrder } from '../../db/schema/orders';
import { shopbagOrderSlot } from '../../db/schema/shopbag-orders';

/*
 * The ledger's reads (a read model): its rows with who wrote them, the entries still owed on for matching bank
 * lines (with the buyer's name and the order's number, read beside the entries this module owns), and the rows'
 * sums to compare with the entries' caches.
 */

const creator = alias(employee, 'ledger_creator');
const reversal = alias(depositLedger, 'ledger_reversal');

/** The rows of an entry, oldest first (`sinceVersion`: only those written after that version of the entry). */
export async function ledgerRows(db: Db, entryId: number, sinceVersion?: number): Promise<DepositLedgerRow[]> {
  const rows = await db
    .select({
      id: depositLedger.id,
      entryId: depositLedger.entryId,
      kind: depositLedger.kind,
      amount: depositLedger.amount,
      receivedDate: depositLedger.receivedDate,
      depositor: depositLedger.depositor,
      memo: depositLedger.memo,
      reason: depositLedger.reason,
      reversesId: depositLedger.reversesId,
      reversedById: reversal.id,
      source: depositLedger.source,
      bankLineId: depositLedger.bankLineId,
      entryVersion: depositLedger.entryVersion,
      createdByName: creator.name,
      createdAt: depositLedger.createdAt,
    })
    .from(depositLedger)
    .leftJoin(creator, eq(creator.id, depositLedger.createdBy))
    .leftJoin(reversal, eq(reversal.reversesId, depositLedger.id))
    .where(
      and(
        eq(depositLedger.entryId, entryId),
        sinceVersion === undefined ? undefined : gt(depositLedger.entryVersion, sinceVersion),
      ),
    )
    .orderBy(asc(depositLedger.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** An entry the bank module may match a statement line to. */
export interface OpenEntryForMatching {
  entryId: number;
  orderId: number;
  orderNumber: string;
  productName: string;
  slotPosition: string | null;
  buyerId: number;
  buyerName: string;
  issuedPrice: number;
  adjustedPrice: number;
  collectedPrice: number;
  remaining: number;
  version: number;
}

/**
 * The entries still owed on (active, unsettled, of an order not cancelled), with their buyers and money, for
 * matching bank lines; `buyerIds` narrows them to some buyers. One query; the buyer's name and the order's number
 * are read beside the entry.
 */
export async function openEntriesForMatching(
  db: Db,
  { buyerIds }: { buyerIds?: readonly number[] } = {},
): Promise<OpenEntryForMatching[]> {
  if (buyerIds && buyerIds.length === 0) return [];
  const rows = await db
    .select({
      entryId: orderDeposit.id,
      orderId: orderDeposit.orderId,
      orderNumber: printingOrder.orderNumber,
      productName: printingOrder.productName,
      slotPosition: shopbagOrderSlot.position,
      buyerId: orderDeposit.buyerId,
      buyerName: buyer.name,
      issuedPrice: orderDeposit.issuedPrice,
      adjustedPrice: orderDeposit.adjustedPrice,
      collectedPrice: orderDeposit.collectedPrice,
      version: orderDeposit.version,
    })
    .from(orderDeposit)
    .innerJoin(printingOrder, eq(printingOrder.id, orderDeposit.orderId))
    .innerJoin(buyer, eq(buyer.id, orderDeposit.buyerId))
    .leftJoin(shopbagOrderSlot, eq(shopbagOrderSlot.id, orderDeposit.slotId))
    .where(
      and(
        eq(orderDeposit.isSettled, false),
        isNull(orderDeposit.detachedAt),
        isNull(printingOrder.cancelledAt),
        buyerIds ? inArray(orderDeposit.buyerId, [...buyerIds]) : undefined,
      ),
    )
    .orderBy(asc(orderDeposit.buyerId), asc(orderDeposit.id));
  return rows.map((r) => ({ ...r, remaining: depositRemaining(r) }));
}

/** Sums of every entry's rows, to compare with the caches (tests, and a health check). */
export async function ledgerSumsOf(db: Db, entryIds: readonly number[]) {
  if (entryIds.length === 0) return new Map<number, { collected: number; adjusted: number }>();
  const rows = await db
    .select({
      entryId: depositLedger.entryId,
      collected:
        sql<number>`coalesce(sum(case when ${depositLedger.kind} = 'REFUND' then -${depositLedger.amount} when ${depositLedger.kind} = 'ADJUSTMENT' then 0 else ${depositLedger.amount} end), 0)`.mapWith(
          Number,
        ),
      adjusted:
        sql<number>`coalesce(sum(case when ${depositLedger.kind} = 'ADJUSTMENT' then ${depositLedger.amount} else 0 end), 0)`.mapWith(
          Number,
        ),
    })
    .from(depositLedger)
    .where(inArray(depositLedger.entryId, [...entryIds]))
    .groupBy(depositLedger.entryId);
  return new Map(rows.map((r) => [r.entryId, { collected: r.collected, adjusted: r.adjusted }]));
}

export async function findLedgerRow(db: Db, id: number) {
  const [row] = await db.select().from(depositLedger).where(eq(depositLedger.id, id));
  return row;
}

/** The reversal of a receipt, if it was reversed (a receipt is reversed once: `reverses_id` is unique). */
export async function receiptReversal(db: Db, receiptId: number) {
  const [row] = await db
    .select({ id: depositLedger.id })
    .from(depositLedger)
    .where(eq(depositLedger.reversesId, receiptId));
  return row;
}
