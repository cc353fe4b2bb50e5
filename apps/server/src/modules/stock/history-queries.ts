import { desc, eq } from 'drizzle-orm';
import {
  STOCK_HISTORY_SORT_FIELDS,
  STOCK_MOVE_SORT_FIELDS,
  type InputOutput,
  type ListQuery,
  type STOCK_MOVE_SEARCH_FILTERS,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { item } from '../../db/schema/items';
import { stock, stockHistory } from '../../db/schema/stock';
import { defineList, fetchList, lookup, type SearchOf } from '../../platform/list';

/** Newest first; the id breaks ties between changes made in the same instant (the later one is on top). */
const newestFirst = [desc(stockHistory.workDate), desc(stockHistory.id)];

const oneStockList = defineList({
  from: stockHistory,
  key: stockHistory.id,
  columns: {
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
  },
  sortFields: STOCK_HISTORY_SORT_FIELDS,
  sort: {
    id: stockHistory.id,
    workDate: stockHistory.workDate,
    amount: stockHistory.amount,
    balance: stockHistory.balance,
  },
  search: {},
  defaultSort: newestFirst,
});

/** One stock's changes, a page at a time. */
export const listHistoryOfStock = (db: Db, stockId: number, q: ListQuery) =>
  fetchList(db, oneStockList, q, [eq(stockHistory.stockId, stockId)]);

/** Receiving or releasing history across all items: the item's name comes from a read-only join. */
const moveList = defineList({
  from: stockHistory,
  key: stockHistory.id,
  // Both are NOT NULL foreign keys: every line has its stock, every stock its item.
  joins: [
    { table: stock, on: eq(stock.id, stockHistory.stockId), keepsRows: true },
    { table: item, on: eq(item.id, stock.itemId), keepsRows: true },
  ],
  columns: {
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
    itemUnit: item.itemUnit,
    referenceType: stockHistory.referenceType,
    referenceId: stockHistory.referenceId,
  },
  sortFields: STOCK_MOVE_SORT_FIELDS,
  sort: {
    id: stockHistory.id,
    itemName: item.name,
    amount: stockHistory.amount,
    workDate: stockHistory.workDate,
    ioType: stockHistory.ioType,
  },
  search: {
    // The stocks of the items whose name matches, looked up first.
    itemName: lookup(stockHistory.stockId, (db, like) =>
      db.select({ id: stock.id }).from(stock).innerJoin(item, eq(item.id, stock.itemId)).where(like(item.name)),
    ),
  } satisfies SearchOf<typeof STOCK_MOVE_SEARCH_FILTERS>,
  dates: { workDate: stockHistory.workDate },
  defaultSort: newestFirst,
  defaultDateWindow: true,
});

export const listStockMoves = (db: Db, direction: InputOutput, q: ListQuery) =>
  fetchList(db, moveList, q, [eq(stockHistory.inputOutput, direction)]);
