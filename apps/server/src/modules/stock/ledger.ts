import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { IO_DIRECTION, stockMessages, type InputOutput, type IoType } from '@scm/contract';
import type { Db } from '../../db/client';
import { item } from '../../db/schema/items';
import { stock, stockHistory } from '../../db/schema/stock';
import { AppError, notFound } from '../../platform/errors';

/** What caused a stock change, kept on its history row (a purchase order, later work orders and deliveries). */
export type StockReferenceType = 'PURCHASE_ORDER' | 'WORK_ORDER' | 'DELIVERY';

export interface StockChange {
  itemId: number;
  /** Signed: positive puts stock in, negative takes it out. Never 0. */
  delta: number;
  ioType: IoType;
  unitPrice?: string;
  /** A hand adjustment's reason and memo. */
  reason?: string;
  memo?: string;
  reference?: { type: StockReferenceType; id: number };
  employeeId?: number | null;
  workDate?: Date;
  /**
   * Lets this release take the stock below zero. Only printing complete passes it, after staff confirmed that paper
   * stock does not hold was used anyway; every other change keeps refusing to go below zero.
   */
  allowNegative?: boolean;
}

export interface StockChangeResult {
  stockId: number;
  /** The stock amount after the change. */
  amount: number;
  historyId: number;
}

const stockShortage = (current: number, requested: number, unit: string) =>
  new AppError(409, 'STOCK_SHORTAGE', stockMessages.shortage(current, requested, unit));

/**
 * The one way a stock amount changes. The amount moves with a single atomic UPDATE guarded against a release
 * going below zero (concurrent changes queue on the row lock and re-check the guard, so none is lost), and the
 * history row is written in the same transaction: pass the caller's transaction to join it. Stock put in is never
 * refused, even while a line is still below zero after a confirmed short release (`allowNegative`).
 */
export async function changeStock(db: Db, change: StockChange): Promise<StockChangeResult> {
  if (!Number.isInteger(change.delta) || change.delta === 0) throw new Error('stock delta must be a non-zero integer');
  const direction: InputOutput = change.delta > 0 ? 'INPUT' : 'OUTPUT';
  const expected = IO_DIRECTION[change.ioType];
  if (expected && expected !== direction) throw new Error(`${change.ioType} cannot move stock ${direction}`);

  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(stock)
      .set({
        amount: sql`${stock.amount} + ${change.delta}`,
        // The latest change's moment (a back-dated change, e.g. demo history, never moves it backwards).
        adjustedDate: change.workDate
          ? sql`greatest(coalesce(${stock.adjustedDate}, ${change.workDate}), ${change.workDate})`
          : sql`now()`,
        ...(change.unitPrice ? { unitPrice: change.unitPrice } : {}),
      })
      .where(
        and(
          eq(stock.itemId, change.itemId),
          change.delta > 0 || change.allowNegative ? undefined : sql`${stock.amount} + ${change.delta} >= 0`,
        ),
      )
      .returning({ id: stock.id, amount: stock.amount });
    if (!moved) {
      const [current] = await tx
        .select({ amount: stock.amount, unit: item.itemUnit })
        .from(stock)
        .innerJoin(item, eq(item.id, stock.itemId))
        .where(eq(stock.itemId, change.itemId));
      if (!current) throw notFound(stockMessages.notFound);
      throw stockShortage(current.amount, -change.delta, current.unit);
    }
    const [history] = await tx
      .insert(stockHistory)
      .values({
        stockId: moved.id,
        amount: Math.abs(change.delta),
        balance: moved.amount,
        ioType: change.ioType,
        inputOutput: direction,
        unitPrice: change.unitPrice ?? '',
        reason: change.reason ?? '',
        memo: change.memo ?? '',
        referenceType: change.reference?.type ?? null,
        referenceId: change.reference?.id ?? null,
        employeeId: change.employeeId ?? null,
        ...(change.workDate ? { workDate: change.workDate } : {}),
      })
      .returning({ id: stockHistory.id });
    return { stockId: moved.id, amount: moved.amount, historyId: history!.id };
  });
}

/**
 * The stock of several items, their rows locked until the transaction ends (always in item order, so two callers
 * locking overlapping items never deadlock): a caller about to release many lines checks them all first and can
 * name the one that is short, knowing no one else moves them meanwhile.
 */
export async function lockStockOf(db: Db, itemIds: readonly number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({ itemId: stock.itemId, amount: stock.amount, itemName: item.name, unit: item.itemUnit })
    .from(stock)
    .innerJoin(item, eq(item.id, stock.itemId))
    .where(inArray(stock.itemId, [...itemIds]))
    .orderBy(asc(stock.itemId))
    .for('update', { of: stock });
}

/** Opens the stock record of a new item (amount 0). Called by the items module inside its create transaction. */
export async function openStock(db: Db, itemId: number) {
  const [row] = await db.insert(stock).values({ itemId }).returning({ id: stock.id });
  return row!.id;
}

/** The net amount a reference (e.g. one purchase order) has put into stock so far. */
export async function netStockOf(db: Db, reference: { type: StockReferenceType; id: number }) {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(case when ${stockHistory.inputOutput} = 'INPUT' then ${stockHistory.amount} else -${stockHistory.amount} end), 0)`,
    })
    .from(stockHistory)
    .where(and(eq(stockHistory.referenceType, reference.type), eq(stockHistory.referenceId, reference.id)));
  return Number(row?.net ?? 0);
}

/** How many stock changes an item has had (an item with history is kept, not deleted). */
export async function stockHistoryCount(db: Db, itemId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(stockHistory)
    .innerJoin(stock, eq(stock.id, stockHistory.stockId))
    .where(eq(stock.itemId, itemId));
  return row?.n ?? 0;
}
