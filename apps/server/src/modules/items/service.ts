import {
  CODE_CATEGORIES,
  itemMessages as M,
  type BarcodeSelectItem,
  type Item,
  type ItemListQuery,
  type ItemValues,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { AppError, fieldError, foreignKeyViolation, notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import { referencedKind, type References } from '../../platform/references';
import { codeSelectList } from '../codes';
import { getItemCategory } from '../item-categories';
import { openOrderBarcodes } from '../order-core';
import { openStock } from '../stock';
import {
  deleteItemRow,
  findItem,
  findItemIdByCode,
  insertItemRow,
  listItemModal,
  listItems,
  selectItemBarcodes,
  selectRawItems,
  updateItemRow,
  type ItemRow,
} from './queries';

export const presentItem = (r: ItemRow): Item => ({ ...r, createdAt: r.createdAt.toISOString() });

export async function pageItems(db: Db, q: ItemListQuery) {
  const { rows, total } = await listItems(db, q);
  return toPage(rows.map(presentItem), total, q);
}

export async function getItem(db: Db, id: number) {
  const row = await findItem(db, id);
  if (!row) throw notFound(M.notFound);
  return presentItem(row);
}

/** Any level is accepted (the form steers to a level-3 leaf); the category must exist. */
async function assertCategoryExists(db: Db, categoryId: number) {
  try {
    await getItemCategory(db, categoryId);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw fieldError('itemCategoryId', M.categoryNotFound);
    throw error;
  }
}

async function assertCodeFree(db: Db, itemCode: string, selfId?: number) {
  const other = await findItemIdByCode(db, itemCode);
  if (other !== undefined && other !== selfId) throw fieldError('itemCode', M.duplicateCode);
}

/**
 * 단위 comes from the 품목 단위 code list (reference category 'itemUnit'), in use. Empty stays allowed (no unit), and an
 * update may keep the value the item already has, so items saved before the list was enforced still save.
 */
async function assertUnitListed(db: Db, unit: string, current?: string) {
  if (unit === '' || unit === current) return;
  const codes = await codeSelectList(db, CODE_CATEGORIES.itemUnit);
  if (!codes.some((c) => c.isUsed && c.name === unit)) throw fieldError('itemUnit', M.unitNotListed);
}

/** The checks above can race another save: the database's own constraints answer the same way (see also item_code_unique above). */
async function withWriteConstraints<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (foreignKeyViolation(error)) throw fieldError('itemCategoryId', M.categoryNotFound);
    throw error;
  }
}

/** A new item and its stock record (amount 0), in one transaction. */
export async function createItem(db: Db, input: ItemValues) {
  await assertCategoryExists(db, input.itemCategoryId);
  await assertCodeFree(db, input.itemCode);
  await assertUnitListed(db, input.itemUnit);
  const id = await withWriteConstraints(() =>
    db.transaction(async (tx) => {
      const itemId = await insertItemRow(tx, input);
      await openStock(tx, itemId);
      return itemId;
    }),
  );
  return getItem(db, id);
}

export async function updateItem(db: Db, id: number, input: ItemValues) {
  const existing = await findItem(db, id);
  if (!existing) throw notFound(M.notFound);
  await assertCategoryExists(db, input.itemCategoryId);
  await assertCodeFree(db, input.itemCode, id);
  await assertUnitListed(db, input.itemUnit, existing.itemUnit);
  const updated = await withWriteConstraints(() => updateItemRow(db, id, input));
  if (!updated) throw notFound(M.notFound);
  return getItem(db, id);
}

/** Items purchase orders and inspections point at (the database refuses), and the stock module registers its history. */
export const ITEM = referencedKind('item', 'ITEM_IN_USE', M.inUse);

/**
 * An item with stock history, purchase orders or inspections stays (mark it unused instead); an unused
 * one goes with its stock record.
 */
export async function deleteItem(db: Db, id: number, references: References) {
  const item = await getItem(db, id);
  await references.deleteUnlessUsed(db, ITEM, [id], () => deleteItemRow(db, id));
  return item;
}

export const rawItemSelectList = (db: Db) => selectRawItems(db);

/** Item labels (orderId null), then the job tickets of the orders still in the shop (id and orderId = the order). */
export const barcodeSelectList = async (db: Db): Promise<BarcodeSelectItem[]> => [
  ...(await selectItemBarcodes(db)).map((r) => ({ ...r, orderId: null })),
  ...(await openOrderBarcodes(db)).map((o) => ({
    id: o.orderId,
    barcode: o.barcode,
    isUsed: true,
    orderId: o.orderId,
  })),
];

/** The item picker dialog (modal select). */
export async function pageItemModal(db: Db, q: ItemListQuery) {
  const { rows, total } = await listItemModal(db, q);
  return toPage(rows, total, q);
}
