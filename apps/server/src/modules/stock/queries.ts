import { desc, eq, lt, sql } from 'drizzle-orm';
import { STOCK_SORT_FIELDS, type STOCK_SEARCH_FILTERS, type StockListQuery } from '@scm/contract';
import type { Db } from '../../db/client';
import { item } from '../../db/schema/items';
import { stock } from '../../db/schema/stock';
import { defineList, fetchList, type SearchOf } from '../../platform/list';
import { categoryPathSql } from '../item-categories';

/**
 * Stock rows with the item they belong to. The join on `item` is read-only: the stock list's subject is the item's
 * stock, and the items module owns every write to that table.
 */
const categoryPath = categoryPathSql(item.itemCategoryId);

const columns = {
  id: stock.id,
  itemId: stock.itemId,
  itemCategoryName: sql<string>`coalesce(${categoryPath}, '')`,
  itemCode: item.itemCode,
  name: item.name,
  itemUnit: item.itemUnit,
  isUsed: item.isUsed,
  amount: stock.amount,
  lot: stock.lot,
  unitPrice: stock.unitPrice,
  itemPrice: item.itemPrice,
  remark: stock.remark,
  adjustedDate: stock.adjustedDate,
};

export type StockRow = NonNullable<Awaited<ReturnType<typeof findStock>>>;

const stockList = defineList({
  from: stock,
  key: stock.id,
  // stock.item_id is a NOT NULL foreign key: the join never drops a row.
  joins: [{ table: item, on: eq(item.id, stock.itemId), keepsRows: true }],
  columns,
  sortFields: STOCK_SORT_FIELDS,
  sort: {
    id: stock.id,
    itemCategoryName: categoryPath,
    itemCode: item.itemCode,
    name: item.name,
    amount: stock.amount,
    adjustedDate: stock.adjustedDate,
  },
  search: {
    itemCategoryName: categoryPath,
    itemCode: item.itemCode,
    name: item.name,
  } satisfies SearchOf<typeof STOCK_SEARCH_FILTERS>,
  defaultSort: [desc(stock.id)],
});

/** `shortage`: only stock below zero (a confirmed short release at printing complete), for purchasing. */
export const listStocks = (db: Db, q: StockListQuery) =>
  fetchList(db, stockList, q, [q.shortage ? lt(stock.amount, 0) : undefined]);

export const findStock = async (db: Db, id: number) =>
  (await db.select(columns).from(stock).innerJoin(item, eq(item.id, stock.itemId)).where(eq(stock.id, id)))[0];
