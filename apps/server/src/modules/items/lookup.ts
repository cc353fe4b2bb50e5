import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { itemMessages, type ItemBarcodeMatch, type ItemSelectItem } from '@scm/contract';
import type { Db } from '../../db/client';
import { item } from '../../db/schema/items';
import { stock } from '../../db/schema/stock';
import { notFound } from '../../platform/errors';
import { inCategorySubtree, topCategoryNameSql } from '../item-categories';

/**
 * Item lookups other modules use (purchase orders, inspections, later orders and work orders): a barcode scan
 * and the item pickers' list.
 */

/** The item a scanned Code-128 label names (the label encodes the itemCode); 404 with a Korean message if none. */
export async function itemByBarcode(db: Db, code: string): Promise<ItemBarcodeMatch> {
  const trimmed = code.trim();
  const [row] = await db
    .select({ id: item.id, itemName: item.name, itemCode: item.itemCode, categoryId: item.itemCategoryId })
    .from(item)
    .where(eq(item.itemCode, trimmed));
  if (!row) throw notFound(itemMessages.barcodeNotFound(trimmed));
  return row;
}

/** The same answer for an item picked by id (the order form's paper lines); 404 with a Korean message if none. */
export async function itemById(db: Db, id: number): Promise<ItemBarcodeMatch> {
  const [row] = await db
    .select({ id: item.id, itemName: item.name, itemCode: item.itemCode, categoryId: item.itemCategoryId })
    .from(item)
    .where(eq(item.id, id));
  if (!row) throw notFound(itemMessages.notFound);
  return row;
}

/** Items in a category and everything under it, for pickers; unused items only when asked for. */
export async function itemsByCategory(
  db: Db,
  categoryId: number,
  opts: { includeUnused?: boolean } = {},
): Promise<ItemSelectItem[]> {
  const rows = await db
    .select({
      id: item.id,
      name: item.name,
      itemCategoryId: item.itemCategoryId,
      itemType: topCategoryNameSql(item.itemCategoryId),
      itemCode: item.itemCode,
      standardSize: item.standardSize,
      itemUnit: item.itemUnit,
      amount: sql<number>`coalesce(${stock.amount}, 0)`.mapWith(Number),
      itemPrice: item.itemPrice,
      remark: item.remark,
    })
    .from(item)
    .leftJoin(stock, eq(stock.itemId, item.id))
    .where(
      and(inCategorySubtree(item.itemCategoryId, categoryId), opts.includeUnused ? undefined : eq(item.isUsed, true)),
    )
    .orderBy(asc(item.name), asc(item.id));
  return rows.map((r) => ({ ...r, itemType: r.itemType ?? '' }));
}

/** Whether an item exists (for other modules' "select an item" checks). */
export async function itemExists(db: Db, id: number) {
  const [row] = await db.select({ id: item.id }).from(item).where(eq(item.id, id));
  return !!row;
}

/** Names of the given items, keyed by id. */
export async function itemNames(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.select({ id: item.id, name: item.name }).from(item).where(inArray(item.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
