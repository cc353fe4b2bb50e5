import { asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { INSPECTION_SORT_FIELDS, type INSPECTION_SEARCH_FILTERS, type ListQuery } from '@scm/contract';
import type { Db } from '../../db/client';
import { inspection, inspectionItem } from '../../db/schema/inspections';
import { item } from '../../db/schema/items';
import { printingOrder } from '../../db/schema/orders';
import { defineList, fetchList, lookup, type SearchOf } from '../../platform/list';

export type InspectionRow = typeof inspection.$inferSelect;
export type InspectionWrite = Omit<typeof inspection.$inferInsert, 'id' | 'createdAt'>;

const inspectionList = defineList({
  from: inspection,
  key: inspection.id,
  columns: getTableColumns(inspection),
  sortFields: INSPECTION_SORT_FIELDS,
  sort: {
    id: inspection.id,
    name: inspection.name,
    worker: inspection.worker,
    inspectionQuantity: inspection.inspectionQuantity,
    defectQuantity: inspection.defectQuantity,
    startDate: inspection.startDate,
    endDate: inspection.endDate,
    complete: inspection.complete,
    createdAt: inspection.createdAt,
  },
  search: {
    name: inspection.name,
    // Inspections holding an item whose name matches (a read-only look at item names).
    itemName: lookup(inspection.id, (db, like) =>
      db
        .selectDistinct({ id: inspectionItem.inspectionId })
        .from(inspectionItem)
        .innerJoin(item, eq(item.id, inspectionItem.itemId))
        .where(like(item.name)),
    ),
    worker: inspection.worker,
  } satisfies SearchOf<typeof INSPECTION_SEARCH_FILTERS>,
  dates: { startDate: inspection.startDate, endDate: inspection.endDate },
  defaultDateWindow: true,
  defaultSort: [desc(inspection.startDate), desc(inspection.id)],
});

export const listInspectionRows = (db: Db, q: ListQuery) => fetchList(db, inspectionList, q);

export const findInspectionRow = async (db: Db, id: number) =>
  (await db.select().from(inspection).where(eq(inspection.id, id)))[0];

/** The row, locked until the transaction ends: a save, a delete and a completion never cross. */
export const lockInspectionRow = async (db: Db, id: number) =>
  (await db.select().from(inspection).where(eq(inspection.id, id)).for('update'))[0];

/** The inspections naming one order, newest first (a job is inspected a few times at most; 100 is plenty). */
export const inspectionRowsOfOrder = (db: Db, orderId: number) =>
  db
    .select()
    .from(inspection)
    .where(eq(inspection.orderId, orderId))
    .orderBy(desc(inspection.startDate), desc(inspection.id))
    .limit(100);

/** The order numbers of the orders inspections name (a read-only look at orders). */
export async function orderNumbersOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, { orderNumber: string; workType: string }>();
  const rows = await db
    .select({ id: printingOrder.id, orderNumber: printingOrder.orderNumber, workType: printingOrder.workType })
    .from(printingOrder)
    .where(inArray(printingOrder.id, orderIds));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The chosen item ids of each inspection, in the order they were chosen. */
export async function itemIdsOf(db: Db, inspectionIds: number[]) {
  const out = new Map<number, number[]>();
  if (inspectionIds.length === 0) return out;
  const rows = await db
    .select({ inspectionId: inspectionItem.inspectionId, itemId: inspectionItem.itemId })
    .from(inspectionItem)
    .where(inArray(inspectionItem.inspectionId, inspectionIds))
    .orderBy(asc(inspectionItem.inspectionId), asc(inspectionItem.position));
  for (const r of rows) out.set(r.inspectionId, [...(out.get(r.inspectionId) ?? []), r.itemId]);
  return out;
}

export const insertInspectionRow = async (tx: Db, values: InspectionWrite) =>
  (await tx.insert(inspection).values(values).returning())[0]!;

export const updateInspectionRow = async (tx: Db, id: number, values: Partial<InspectionWrite>) =>
  (await tx.update(inspection).set(values).where(eq(inspection.id, id)).returning())[0];

export const deleteInspectionRow = async (db: Db, id: number) =>
  (await db.delete(inspection).where(eq(inspection.id, id)).returning())[0];

/** Replaces the inspection's items with `itemIds`, keeping their order. */
export async function replaceInspectionItems(tx: Db, inspectionId: number, itemIds: number[]) {
  await tx.delete(inspectionItem).where(eq(inspectionItem.inspectionId, inspectionId));
  await tx.insert(inspectionItem).values(itemIds.map((itemId, position) => ({ inspectionId, itemId, position })));
}
