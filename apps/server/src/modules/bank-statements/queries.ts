import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { depositRemaining, type BankOpenEntry, type BankStatement, type Bank } from '@scm/contract';
import type { Db } from '../../db/client';
import { bankLine, bankLineApplied, bankStatement, buyerDepositorName } from '../../db/schema/bank-statements';
import { buyer } from '../../db/schema/buyers';
import { orderDeposit } from '../../db/schema/deposits';
import { employee } from '../../db/schema/employees';
import { printingOrder } from '../../db/schema/orders';
import { shopbagOrderSlot } from '../../db/schema/shopbag-orders';

/*
 * Read models of the bank-statement screens: the statements with who uploaded them, the entries a review names
 * (with their order and buyer), open entries found by a buyer name or order number, remembered depositor names.
 */

const openCount = sql<number>`(select count(*) from ${bankLine} l where l.statement_id = ${bankStatement.id}
  and l.deposit > 0 and not exists (select 1 from ${bankLineApplied} a where a.line_id = l.id))`.mapWith(Number);

const statementColumns = {
  id: bankStatement.id,
  fileName: bankStatement.fileName,
  bank: bankStatement.bank,
  encoding: bankStatement.encoding,
  uploadedAt: bankStatement.uploadedAt,
  uploadedBy: sql<string>`coalesce(${employee.name}, '')`,
  lineCount: bankStatement.lineCount,
  depositCount: bankStatement.depositCount,
  addedCount: bankStatement.addedCount,
  duplicateCount: bankStatement.duplicateCount,
  openCount,
};

const asStatement = (r: { uploadedAt: Date; bank: string } & Omit<BankStatement, 'uploadedAt' | 'bank'>) => ({
  ...r,
  bank: r.bank as Bank,
  uploadedAt: r.uploadedAt.toISOString(),
});

/** The latest statements, newest first. */
export async function recentStatements(db: Db, limit = 100): Promise<BankStatement[]> {
  const rows = await db
    .select(statementColumns)
    .from(bankStatement)
    .leftJoin(employee, eq(employee.id, bankStatement.uploadedBy))
    .orderBy(desc(bankStatement.id))
    .limit(limit);
  return rows.map(asStatement);
}

export async function statementById(db: Db, id: number): Promise<BankStatement | undefined> {
  const [row] = await db
    .select(statementColumns)
    .from(bankStatement)
    .leftJoin(employee, eq(employee.id, bankStatement.uploadedBy))
    .where(eq(bankStatement.id, id));
  return row && asStatement(row);
}

const entryColumns = {
  entryId: orderDeposit.id,
  version: orderDeposit.version,
  buyerId: orderDeposit.buyerId,
  buyerName: buyer.name,
  orderId: orderDeposit.orderId,
  orderNumber: printingOrder.orderNumber,
  productName: printingOrder.productName,
  slotPosition: shopbagOrderSlot.position,
  issuedPrice: orderDeposit.issuedPrice,
  adjustedPrice: orderDeposit.adjustedPrice,
  collectedPrice: orderDeposit.collectedPrice,
  isSettled: orderDeposit.isSettled,
  detachedAt: orderDeposit.detachedAt,
  cancelledAt: printingOrder.cancelledAt,
};

type EntryRow = {
  entryId: number;
  version: number;
  buyerId: number;
  buyerName: string;
  orderId: number;
  orderNumber: string;
  productName: string;
  slotPosition: string | null;
  issuedPrice: number;
  adjustedPrice: number;
  collectedPrice: number;
  isSettled: boolean;
  detachedAt: Date | null;
  cancelledAt: Date | null;
};

/** An entry as the review shows it, and whether money may still be received on it. */
export const asOpenEntry = (r: EntryRow): BankOpenEntry & { open: boolean } => ({
  entryId: r.entryId,
  version: r.version,
  buyerId: r.buyerId,
  buyerName: r.buyerName,
  orderId: r.orderId,
  orderNumber: r.orderNumber,
  productName: r.productName,
  slotPosition: r.slotPosition,
  issued: r.issuedPrice - r.adjustedPrice,
  remaining: depositRemaining(r),
  open: !r.isSettled && r.detachedAt === null && r.cancelledAt === null,
});

const entryQuery = (db: Db) =>
  db
    .select(entryColumns)
    .from(orderDeposit)
    .innerJoin(printingOrder, eq(printingOrder.id, orderDeposit.orderId))
    .innerJoin(buyer, eq(buyer.id, orderDeposit.buyerId))
    .leftJoin(shopbagOrderSlot, eq(shopbagOrderSlot.id, orderDeposit.slotId));

/** The entries of these ids (open or not), with their order and buyer. */
export async function entriesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return (await entryQuery(db).where(inArray(orderDeposit.id, [...ids]))).map(asOpenEntry);
}

/** Up to 30 open entries whose buyer name or order number contains `q` (oldest first). */
export async function searchOpenEntries(db: Db, q: string) {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await entryQuery(db)
    .where(
      and(
        eq(orderDeposit.isSettled, false),
        isNull(orderDeposit.detachedAt),
        isNull(printingOrder.cancelledAt),
        q ? or(ilike(buyer.name, like), ilike(printingOrder.orderNumber, like)) : undefined,
      ),
    )
    .orderBy(asc(orderDeposit.id))
    .limit(30);
  return rows.map(asOpenEntry).filter((e) => e.remaining > 0);
}

/** Remembered depositor names (of one buyer, or all), with the buyer's name. */
export async function depositorNames(db: Db, buyerId?: number) {
  return db
    .select({
      id: buyerDepositorName.id,
      buyerId: buyerDepositorName.buyerId,
      buyerName: buyer.name,
      name: buyerDepositorName.name,
    })
    .from(buyerDepositorName)
    .innerJoin(buyer, eq(buyer.id, buyerDepositorName.buyerId))
    .where(buyerId === undefined ? undefined : eq(buyerDepositorName.buyerId, buyerId))
    .orderBy(asc(buyer.name), asc(buyerDepositorName.name));
}

export async function buyerExists(db: Db, id: number) {
  const [row] = await db.select({ id: buyer.id }).from(buyer).where(eq(buyer.id, id));
  return row !== undefined;
}
