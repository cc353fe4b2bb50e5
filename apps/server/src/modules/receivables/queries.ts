import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buyer } from '../../db/schema/buyers';
import { depositLedger, orderDeposit } from '../../db/schema/deposits';
import { printingOrder } from '../../db/schema/orders';
import { shopbagOrderSlot } from '../../db/schema/shopbag-orders';

/*
 * The receivables read model reads the deposits module's entries and ledger, the order's number, product, receipt
 * day and cancellation, and the buyer's name (docs/architecture.md: a read model may read other modules' tables in its
 * queries). It writes nothing.
 */

/** The order's receipt day on the shop calendar. */
const orderDay = (timeZone: string) =>
  sql<string>`to_char(${printingOrder.receiptDatetime} at time zone ${timeZone}, 'YYYY-MM-DD')`;

export interface EntryMoney {
  entryId: number;
  buyerId: number;
  buyerName: string;
  orderId: number;
  orderNumber: string;
  productName: string;
  slotPosition: string | null;
  orderDay: string;
  issuedPrice: number;
  adjustedPrice: number;
  collectedPrice: number;
  /** The order is cancelled or the entry detached: nothing is owed on it, its money is to be refunded. */
  closed: boolean;
}

/** Every deposit entry with its buyer and order, in one read (optionally one buyer's). */
export async function entriesWithMoney(db: Db, timeZone: string, buyerId?: number): Promise<EntryMoney[]> {
  return db
    .select({
      entryId: orderDeposit.id,
      buyerId: orderDeposit.buyerId,
      buyerName: buyer.name,
      orderId: printingOrder.id,
      orderNumber: printingOrder.orderNumber,
      productName: printingOrder.productName,
      slotPosition: shopbagOrderSlot.position,
      orderDay: orderDay(timeZone),
      issuedPrice: orderDeposit.issuedPrice,
      adjustedPrice: orderDeposit.adjustedPrice,
      collectedPrice: orderDeposit.collectedPrice,
      closed: sql<boolean>`(${printingOrder.cancelledAt} is not null or ${orderDeposit.detachedAt} is not null)`,
    })
    .from(orderDeposit)
    .innerJoin(buyer, eq(buyer.id, orderDeposit.buyerId))
    .innerJoin(printingOrder, eq(printingOrder.id, orderDeposit.orderId))
    .leftJoin(shopbagOrderSlot, eq(shopbagOrderSlot.id, orderDeposit.slotId))
    .where(buyerId === undefined ? undefined : eq(orderDeposit.buyerId, buyerId))
    .orderBy(asc(orderDeposit.id));
}

/** Each buyer's last receipt day (a RECEIPT row not reversed counts; the day money last came in). */
export async function lastReceiptDays(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .select({ buyerId: depositLedger.buyerId, day: sql<string>`max(${depositLedger.receivedDate})::text` })
    .from(depositLedger)
    .where(eq(depositLedger.kind, 'RECEIPT'))
    .groupBy(depositLedger.buyerId);
  return new Map(rows.map((r) => [r.buyerId, r.day]));
}

/** One buyer's ledger rows with their order, oldest first. */
export async function ledgerRowsOf(db: Db, buyerId: number) {
  return db
    .select({
      id: depositLedger.id,
      entryId: depositLedger.entryId,
      kind: depositLedger.kind,
      amount: depositLedger.amount,
      receivedDate: sql<string>`${depositLedger.receivedDate}::text`,
      depositor: depositLedger.depositor,
      memo: depositLedger.memo,
      reason: depositLedger.reason,
      orderId: printingOrder.id,
      orderNumber: printingOrder.orderNumber,
      productName: printingOrder.productName,
      slotPosition: shopbagOrderSlot.position,
    })
    .from(depositLedger)
    .innerJoin(printingOrder, eq(printingOrder.id, depositLedger.orderId))
    .leftJoin(shopbagOrderSlot, eq(shopbagOrderSlot.id, depositLedger.slotId))
    .where(eq(depositLedger.buyerId, buyerId))
    .orderBy(asc(depositLedger.receivedDate), asc(depositLedger.id));
}

export const buyerNamed = async (db: Db, id: number) =>
  (await db.select({ id: buyer.id, name: buyer.name }).from(buyer).where(eq(buyer.id, id)))[0];

/** Money in on the ledger between two days (from inclusive, to exclusive): receipts + reversals − refunds. */
export async function moneyInBetween(db: Db, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(case when ${depositLedger.kind} = 'REFUND' then -${depositLedger.amount}
        when ${depositLedger.kind} = 'ADJUSTMENT' then 0 else ${depositLedger.amount} end), 0)::text`,
    })
    .from(depositLedger)
    .where(and(gte(depositLedger.receivedDate, from), lt(depositLedger.receivedDate, to)));
  return Number(row?.total ?? 0);
}
