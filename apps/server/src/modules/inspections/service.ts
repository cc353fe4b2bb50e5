import {
  inspectionItemName,
  inspectionMessages,
  type Inspection,
  type InspectionValues,
  type ListQuery,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { fieldError, foreignKeyViolation, notFound } from '../../platform/errors';
import { toPage } from '../../platform/list-query';
import { itemNames } from '../items/lookup';
import { itemCategoryExists } from '../item-categories/service';
import {
  deleteInspectionRow,
  findInspectionRow,
  insertInspectionRow,
  itemIdsOf,
  listInspectionRows,
  replaceInspectionItems,
  updateInspectionRow,
  type InspectionRow,
} from './queries';

/** Presents rows with their items' names, looked up once for the whole batch. */
async function present(db: Db, rows: InspectionRow[]): Promise<Inspection[]> {
  const idsByInspection = await itemIdsOf(
    db,
    rows.map((r) => r.id),
  );
  const names = await itemNames(db, [...new Set([...idsByInspection.values()].flat())]);
  return rows.map((r) => {
    const items = (idsByInspection.get(r.id) ?? []).map((id) => ({ id, name: names.get(id) ?? '' }));
    return {
      id: r.id,
      name: r.name,
      worker: r.worker,
      categoryId: r.categoryId,
      items,
      itemId: items[0]?.id ?? null,
      itemName: inspectionItemName(items.map((i) => i.name)),
      inspectionQuantity: r.inspectionQuantity,
      defectQuantity: r.defectQuantity,
      startDate: r.startDate,
      endDate: r.endDate,
      complete: r.complete,
      remark: r.remark,
      createdAt: r.createdAt.toISOString(),
    };
  });
}
const presentOne = async (db: Db, row: InspectionRow) => (await present(db, [row]))[0]!;

export async function pageInspections(db: Db, q: ListQuery) {
  const { rows, total } = await listInspectionRows(db, q);
  return toPage(await present(db, rows), total, q);
}

export async function getInspection(db: Db, id: number) {
  const row = await findInspectionRow(db, id);
  if (!row) throw notFound(inspectionMessages.notFound);
  return presentOne(db, row);
}

/** The chosen items and category must exist (answered under their fields, like schema errors). */
async function checkReferences(db: Db, input: InspectionValues) {
  const found = await itemNames(db, input.itemIds);
  if (found.size !== input.itemIds.length) throw fieldError('itemIds', inspectionMessages.itemNotFound);
  if (input.categoryId !== null && !(await itemCategoryExists(db, input.categoryId)))
    throw fieldError('categoryId', inspectionMessages.categoryNotFound);
}

/** An item or category deleted between the check and the write: the same answer as the check. */
async function referencesStillThere<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const violation = foreignKeyViolation(err);
    if (!violation) throw err;
    if (violation.constraint?.includes('category')) throw fieldError('categoryId', inspectionMessages.categoryNotFound);
    throw fieldError('itemIds', inspectionMessages.itemNotFound);
  }
}

/** The inspection's own columns (items live in inspection_item; complete is decided by the caller). */
const columnsOf = ({ itemIds: _itemIds, complete: _complete, ...columns }: InspectionValues) => columns;

export async function createInspection(db: Db, input: InspectionValues) {
  await checkReferences(db, input);
  const row = await referencesStillThere(() =>
    db.transaction(async (tx) => {
      const created = await insertInspectionRow(tx, { ...columnsOf(input), complete: input.complete ?? false });
      await replaceInspectionItems(tx, created.id, input.itemIds);
      return created;
    }),
  );
  return presentOne(db, row);
}

/** Updates the fields and the chosen items; `complete` changes only when sent. */
export async function updateInspection(db: Db, id: number, input: InspectionValues) {
  await checkReferences(db, input);
  const row = await referencesStillThere(() =>
    db.transaction(async (tx) => {
      const complete = input.complete === undefined ? {} : { complete: input.complete };
      const updated = await updateInspectionRow(tx, id, { ...columnsOf(input), ...complete });
      if (!updated) throw notFound(inspectionMessages.notFound);
      await replaceInspectionItems(tx, id, input.itemIds);
      return updated;
    }),
  );
  return presentOne(db, row);
}

/** Marks the inspection complete, or cancels that (spec 001 §4). */
export async function setInspectionComplete(db: Db, id: number, complete: boolean) {
  const row = await updateInspectionRow(db, id, { complete });
  if (!row) throw notFound(inspectionMessages.notFound);
  return presentOne(db, row);
}

export async function deleteInspection(db: Db, id: number) {
  const row = await deleteInspectionRow(db, id);
  if (!row) throw notFound(inspectionMessages.notFound);
  return row;
}
