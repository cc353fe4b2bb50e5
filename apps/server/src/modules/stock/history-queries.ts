import { count, desc, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type {
  InputOutput,
  ListQuery,
  STOCK_HISTORY_SORT_FIELDS,
  STOCK_MOVE_SEARCH_FILTERS,
  STOCK_MOVE_SORT_FIELDS,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { item, stock, stockHistory } from '../../db/schema';
import { planList, type ListSpec, fetchPage } from '../../platform/list-query';

/** Newest first; the id breaks ties between changes made in the same instant (the later one is on top). */
const newestFirst = [desc(stockHistory.workDate), desc(stockHistory.id)];

const oneStockSpec: ListSpec = {
  sort: {
    id: stockHistory.id,
    workDate: stockHistory.workDate,
    amount: stockHistory.amount,
    balance: stockHistory.balance,
  } satisfies Record<(typeof STOCK_HISTORY_SORT_FIELDS)[number], AnyColumn | SQL>,
  search: {},
  defaultSort: newestFirst,
};

/** One stock's changes, a page at a time. */
export async function listHistoryOfStock(db: Db, stockId: number, q: ListQuery) {
  const plan = planList(q, oneStockSpec, [eq(stockHistory.stockId, stockId)]);
  return fetchPage(
    plan,
    db
      .select({
        id: stockHistory.id,
        workDate: stockHistory.workDate,
        amount: stockHistory.amount,
        ioType: stockHistory.ioType,
        inputOutput: stockHistory.inputOutput,
        balance: stockHistory.balance,
        unitPrice: stockHistory.unitPrice,
        reason: stockHistory.reason,
        memo: stockHistory.memo,
        employeeId: stockHistory.employeeId,
      })
      .from(stockHistory)
      .$dynamic(),
    db.select({ n: count() }).from(stockHistory).$dynamic(),
  );
}

/** Receiving or releasing history across all items: the item's name comes from a read-only join. */
const moveSpec: ListSpec = {
  sort: {
    id: stockHistory.id,
    itemName: item.name,
    amount: stockHistory.amount,
    workDate: stockHistory.workDate,
    ioType: stockHistory.ioType,
  } satisfies Record<(typeof STOCK_MOVE_SORT_FIELDS)[number], AnyColumn | SQL>,
  search: { itemName: item.name } satisfies Record<Exclude<keyof typeof STOCK_MOVE_SEARCH_FILTERS, 'all'>, AnyColumn>,
  dates: { workDate: stockHistory.workDate },
  defaultSort: newestFirst,
  defaultDateWindow: true,
};

export async function listStockMoves(db: Db, direction: InputOutput, q: ListQuery) {
  const plan = planList(q, moveSpec, [eq(stockHistory.inputOutput, direction)]);
  return fetchPage(
    plan,
    db
      .select({
        id: stockHistory.id,
        stockId: stockHistory.stockId,
        itemName: item.name,
        itemCode: item.itemCode,
        amount: stockHistory.amount,
        workDate: stockHistory.workDate,
        ioType: stockHistory.ioType,
        reason: stockHistory.reason,
        memo: stockHistory.memo,
        type: stockHistory.inputOutput,
      })
      .from(stockHistory)
      .innerJoin(stock, eq(stock.id, stockHistory.stockId))
      .innerJoin(item, eq(item.id, stock.itemId))
      .$dynamic(),
    db
      .select({ n: count() })
      .from(stockHistory)
      .innerJoin(stock, eq(stock.id, stockHistory.stockId))
      .innerJoin(item, eq(item.id, stock.itemId))
      .$dynamic(),
  );
}
