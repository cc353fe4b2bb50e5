import { eq } from 'drizzle-orm';
import {
  itemCategoryMessages as M,
  type ItemCategory,
  type ItemCategoryCreateSchema,
  type ItemCategoryFieldsSchema,
} from '@scm/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { itemCategory } from '../../db/schema/item-categories';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { referencedKind, type References } from '../../platform/references';
import { asLevel, placementOf } from './placement';
import { allItemCategories, findItemCategory, findItemCategoryByCode, type ItemCategoryRow } from './queries';

type CreateInput = z.output<typeof ItemCategoryCreateSchema>;

const present = (r: ItemCategoryRow): ItemCategory => ({ ...r, level: asLevel(r.level) });

/** The whole tree, flat, level by level: the three columns and every picker filter it by parentId. */
export const listItemCategories = async (db: Db) => (await allItemCategories(db)).map(present);

/** Whether the category exists (for other modules' forms that file records under one). */
export const itemCategoryExists = async (db: Db, id: number) => (await findItemCategory(db, id)) !== undefined;

async function requireCategory(db: Db, id: number) {
  const row = await findItemCategory(db, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

export const getItemCategory = async (db: Db, id: number) => present(await requireCategory(db, id));

/** Category codes are unique: items and purchase orders quote them. */
async function assertCodeFree(db: Db, code: string, selfId?: number) {
  const other = await findItemCategoryByCode(db, code);
  if (other && other.id !== selfId) throw fieldError('code', M.duplicateCode);
}

const fieldsOf = (input: z.output<typeof ItemCategoryFieldsSchema>) => ({
  code: input.code,
  name: input.name,
  isHidden: input.isHidden,
});

export async function createItemCategory(db: Db, input: CreateInput) {
  const placement = await placementOf(db, input.parentId, input.grandparentId);
  await assertCodeFree(db, input.code);
  const [row] = await db
    .insert(itemCategory)
    .values({ ...fieldsOf(input), ...placement })
    .returning({ id: itemCategory.id });
  return getItemCategory(db, row!.id);
}

/** Level 1 is the fixed top of the catalogue: created here, never changed or removed through this API. */
function assertNotTopLevel(row: ItemCategoryRow) {
  if (row.level === 1) throw conflict('ITEM_CATEGORY_FIXED', M.topLevelFixed);
}

export async function updateItemCategory(db: Db, selfId: number, input: CreateInput) {
  const row = await requireCategory(db, selfId);
  assertNotTopLevel(row);
  const placement = await placementOf(db, input.parentId, input.grandparentId);
  // Moving to another parent of the same level is fine; changing level would strand the children.
  if (placement.level !== row.level) throw fieldError('parentId', M.levelChange);
  await assertCodeFree(db, input.code, selfId);
  await db
    .update(itemCategory)
    .set({ ...fieldsOf(input), parentId: placement.parentId })
    .where(eq(itemCategory.id, selfId));
  return getItemCategory(db, selfId);
}

/** Categories that child categories and other modules' records (items) are filed under; they register what they are. */
export const ITEM_CATEGORY = referencedKind('item category', 'ITEM_CATEGORY_IN_USE', M.inUse);

export async function deleteItemCategory(db: Db, id: number, references: References) {
  const row = await requireCategory(db, id);
  assertNotTopLevel(row);
  await references.deleteUnlessUsed(db, ITEM_CATEGORY, [id], () =>
    db.delete(itemCategory).where(eq(itemCategory.id, id)),
  );
  return present(row);
}
