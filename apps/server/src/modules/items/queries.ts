import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  ITEM_MODAL_SORT_FIELDS,
  ITEM_SORT_FIELDS,
  type ITEM_MODAL_SEARCH_FILTERS,
  type ITEM_SEARCH_FILTERS,
  type ItemListQuery,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { item } from '../../db/schema/items';
import { stock } from '../../db/schema/stock';
import { defineList, fetchList, type SearchOf } from '../../platform/list';
import { categoryPathSql, inCategorySubtree } from '../item-categories';

export type ItemWrite = Omit<typeof item.$inferInsert, 'id' | 'createdAt'>;

// Every item has its stock row (opened with it); the amount is read beside the item, never written here.
const stockAmount = sql<number>`coalesce(${stock.amount}, 0)`.mapWith(Number);
const categoryPath = categoryPathSql(item.itemCategoryId);

const itemColumns = {
  id: item.id,
  itemCode: item.itemCode,
  name: item.name,
  standardSize: item.standardSize,
  itemUnit: item.itemUnit,
  itemPrice: item.itemPrice,
  remark: item.remark,
  itemCategoryId: item.itemCategoryId,
  itemCategoryName: sql<string>`coalesce(${categoryPath}, '')`,
  isBom: item.isBom,
  isUsed: item.isUsed,
  amount: stockAmount,
  stockId: sql<number>`coalesce(${stock.id}, 0)`.mapWith(Number),
  minimumStock: item.minimumStock,
  createdAt: item.createdAt,
};

const selectItems = (db: Db) => db.select(itemColumns).from(item).leftJoin(stock, eq(stock.itemId, item.id));
export type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

const inCategory = (categoryId: number | undefined) =>
  categoryId === undefined ? undefined : inCategorySubtree(item.itemCategoryId, categoryId);

// Every item has its stock row, but the join stays a left one: a missing row reads as 0, never hides the item.
const stockJoin = [{ table: stock, on: eq(stock.itemId, item.id), left: true }] as const;

const itemList = defineList({
  from: item,
  key: item.id,
  joins: stockJoin,
  columns: itemColumns,
  sortFields: ITEM_SORT_FIELDS,
  sort: {
    id: item.id,
    itemCode: item.itemCode,
    name: item.name,
    standardSize: item.standardSize,
    itemUnit: item.itemUnit,
    itemPrice: item.itemPrice,
    itemCategoryName: categoryPath,
    amount: stockAmount,
    createdAt: item.createdAt,
  },
  search: { itemCode: item.itemCode, name: item.name } satisfies SearchOf<typeof ITEM_SEARCH_FILTERS>,
  defaultSort: [desc(item.id)],
});

/** GET /api/item: a page of items, optionally only those in a category and everything under it. */
export const listItems = (db: Db, q: ItemListQuery) => fetchList(db, itemList, q, [inCategory(q.itemCategoryId)]);

export const findItem = async (db: Db, id: number): Promise<ItemRow | undefined> =>
  (await selectItems(db).where(eq(item.id, id)))[0];

export const findItemIdByCode = async (db: Db, itemCode: string) =>
  (await db.select({ id: item.id }).from(item).where(eq(item.itemCode, itemCode)))[0]?.id;

export const insertItemRow = async (db: Db, values: ItemWrite) =>
  (await db.insert(item).values(values).returning({ id: item.id }))[0]!.id;

export const updateItemRow = async (db: Db, id: number, values: ItemWrite) =>
  (await db.update(item).set(values).where(eq(item.id, id)).returning({ id: item.id }))[0];

/** Its stock row goes with it (FK cascade); purchase orders and inspections refuse (FK restrict). */
export const deleteItemRow = (db: Db, id: number) => db.delete(item).where(eq(item.id, id));

/** Items filed directly under a category (a category's children are counted by the categories module). */
/** Raw materials in use (not finished goods), by name: the paper and ink a printing entry consumes. */
export const selectRawItems = (db: Db) =>
  db
    .select({ id: item.id, name: item.name })
    .from(item)
    .where(and(eq(item.isBom, false), eq(item.isUsed, true)))
    .orderBy(asc(item.name), asc(item.id));

/** Every item's label: a Code-128 of its itemCode. */
export const selectItemBarcodes = (db: Db) =>
  db
    .select({ id: item.id, barcode: item.itemCode, isUsed: item.isUsed })
    .from(item)
    .orderBy(asc(item.itemCode), asc(item.id));

const itemModalList = defineList({
  from: item,
  key: item.id,
  joins: stockJoin,
  columns: {
    id: item.id,
    itemCode: item.itemCode,
    name: item.name,
    itemCategoryId: item.itemCategoryId,
    itemCategoryName: sql<string>`coalesce(${categoryPath}, '')`,
    standardSize: item.standardSize,
    itemUnit: item.itemUnit,
    amount: stockAmount,
  },
  sortFields: ITEM_MODAL_SORT_FIELDS,
  sort: {
    id: item.id,
    itemCode: item.itemCode,
    name: item.name,
    itemCategoryName: categoryPath,
    standardSize: item.standardSize,
    amount: stockAmount,
  },
  search: {
    itemCode: item.itemCode,
    name: item.name,
    itemCategoryName: categoryPath,
  } satisfies SearchOf<typeof ITEM_MODAL_SEARCH_FILTERS>,
  defaultSort: [asc(item.name), asc(item.id)],
});

/** The item picker dialog's page: items in use, by name, optionally within a category's subtree. */
export const listItemModal = (db: Db, q: ItemListQuery) =>
  fetchList(db, itemModalList, q, [eq(item.isUsed, true), inCategory(q.itemCategoryId)]);
