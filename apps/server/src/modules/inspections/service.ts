import {
  INSPECTION_COMPLETED,
  inspectionItemName,
  inspectionMessages,
  type Inspection,
  type InspectionValues,
  type ListQuery,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { conflict, fieldError, foreignKeyViolation, notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import type { ServiceContext } from '../../platform/service';
import { employeeNames } from '../employees';
import { itemNames } from '../items';
import { itemCategoryExists } from '../item-categories';
import { orderHeadline } from '../order-core';
import {
  deleteInspectionRow,
  findInspectionRow,
  insertInspectionRow,
  inspectionRowsOfOrder,
  itemIdsOf,
  listInspectionRows,
  lockInspectionRow,
  orderNumbersOf,
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
  const orders = await orderNumbersOf(db, [...new Set(rows.flatMap((r) => (r.orderId ? [r.orderId] : [])))]);
  const cancellers = await employeeNames(db, [
    ...new Set(rows.flatMap((r) => (r.completeCancelledBy ? [r.completeCancelledBy] : []))),
  ]);
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
      orderId: r.orderId,
      orderNumber: (r.orderId && orders.get(r.orderId)?.orderNumber) || null,
      orderWorkType: (r.orderId && orders.get(r.orderId)?.workType) || null,
      completeCancelledAt: r.completeCancelledAt?.toISOString() ?? null,
      completeCancelledBy: r.completeCancelledBy ? (cancellers.get(r.completeCancelledBy) ?? null) : null,
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

/** The inspections naming one order, newest first (its detail's 검수 section). */
export async function inspectionsOfOrder(db: Db, orderId: number) {
  return present(db, await inspectionRowsOfOrder(db, orderId));
}

/** The chosen items, category and order must exist (answered under their fields, like schema errors). */
async function checkReferences(db: Db, input: InspectionValues) {
  const found = await itemNames(db, input.itemIds);
  if (found.size !== input.itemIds.length) throw fieldError('itemIds', inspectionMessages.itemNotFound);
  if (input.categoryId !== null && !(await itemCategoryExists(db, input.categoryId)))
    throw fieldError('categoryId', inspectionMessages.categoryNotFound);
  if (input.orderId !== null && !(await orderHeadline(db, input.orderId)))
    throw fieldError('orderId', inspectionMessages.orderNotFound);
}

/** An item or category deleted between the check and the write: the same answer as the check. */
async function referencesStillThere<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const violation = foreignKeyViolation(err);
    if (!violation) throw err;
    if (violation.constraint?.includes('category')) throw fieldError('categoryId', inspectionMessages.categoryNotFound);
    if (violation.constraint?.includes('order')) throw fieldError('orderId', inspectionMessages.orderNotFound);
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

/** The inspection, locked for this transaction, or 404. */
async function lockedInspection(db: Db, id: number) {
  const row = await lockInspectionRow(db, id);
  if (!row) throw notFound(inspectionMessages.notFound);
  return row;
}

/** Who cancelled a completion and when: written whenever a completed inspection is reopened. */
const cancelledBy = (ctx: ServiceContext) => ({
  complete: false,
  completeCancelledAt: ctx.clock.now(),
  completeCancelledBy: ctx.actor.employeeId,
});

/**
 * Updates the fields and the chosen items; `complete` changes only when sent. A completed inspection is not edited
 * (409) unless the body cancels its completion (`complete: false`, the spec's flag flip), which is recorded.
 */
export async function updateInspection(ctx: ServiceContext, id: number, input: InspectionValues) {
  await checkReferences(ctx.db, input);
  const row = await referencesStillThere(() =>
    ctx.transaction(async (tx) => {
      const current = await lockedInspection(tx.db, id);
      if (current.complete && input.complete !== false) throw conflict(INSPECTION_COMPLETED, inspectionMessages.locked);
      const complete =
        input.complete === undefined ? {} : current.complete ? cancelledBy(tx) : { complete: input.complete };
      const updated = (await updateInspectionRow(tx.db, id, { ...columnsOf(input), ...complete }))!;
      await replaceInspectionItems(tx.db, id, input.itemIds);
      return updated;
    }),
  );
  return presentOne(ctx.db, row);
}

/** Marks the inspection complete, or cancels that (완료 취소, recorded with who and when; spec 001 §4). */
export async function setInspectionComplete(ctx: ServiceContext, id: number, complete: boolean) {
  const row = await ctx.transaction(async (tx) => {
    const current = await lockedInspection(tx.db, id);
    const change = !complete && current.complete ? cancelledBy(tx) : { complete };
    return (await updateInspectionRow(tx.db, id, change))!;
  });
  return presentOne(ctx.db, row);
}

/** Deletes an inspection that is not completed (a completed one answers 409 until its completion is cancelled). */
export async function deleteInspection(ctx: ServiceContext, id: number) {
  return ctx.transaction(async (tx) => {
    const current = await lockedInspection(tx.db, id);
    if (current.complete) throw conflict(INSPECTION_COMPLETED, inspectionMessages.locked);
    return (await deleteInspectionRow(tx.db, id))!;
  });
}
