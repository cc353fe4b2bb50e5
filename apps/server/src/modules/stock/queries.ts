import { count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListQuery, STOCK_SEARCH_FILTERS, STOCK_SORT_FIELDS } from '@scm/contract';
import type { Db } from '../../db/client';
import { item, stock } from '../../db/schema';
import { planList, type ListSpec, fetchPage } from '../../platform/list-query';
import { categoryPathSql } from '../item-categories/sql-helpers';

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

const listSpec: ListSpec = {
  sort: {
    id: stock.id,
    itemCategoryName: categoryPath,
    itemCode: item.itemCode,
    name: item.name,
    amount: stock.amount,
    adjustedDate: stock.adjustedDate,
  } satisfies Record<(typeof STOCK_SORT_FIELDS)[number], AnyColumn | SQL>,
  search: { itemCategoryName: categoryPath, itemCode: item.itemCode, name: item.name } satisfies Record<
    Exclude<keyof typeof STOCK_SEARCH_FILTERS, 'all'>,
    AnyColumn | SQL
  >,
  defaultSort: [desc(stock.id)],
};

export async function listStocks(db: Db, q: ListQuery) {
  const plan = planList(q, listSpec);
  return fetchPage(
    plan,
    db.select(columns).from(stock).innerJoin(item, eq(item.id, stock.itemId)).$dynamic(),
    db.select({ n: count() }).from(stock).innerJoin(item, eq(item.id, stock.itemId)).$dynamic(),
  );
}

export const findStock = async (db: Db, id: number) =>
  (await db.select(columns).from(stock).innerJoin(item, eq(item.id, stock.itemId)).where(eq(stock.id, id)))[0];
