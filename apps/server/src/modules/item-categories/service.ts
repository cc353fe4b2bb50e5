import { eq } from 'drizzle-orm';
import {
  itemCategoryMessages as M,
  type ItemCategory,
  type ItemCategoryCreateSchema,
  type ItemCategoryFieldsSchema,
} from '@scm/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { itemCategory } from '../../db/schema';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { asLevel, placementOf } from './placement';
import {
  allItemCategories,
  countChildCategories,
  findItemCategory,
  findItemCategoryByCode,
  type ItemCategoryRow,
} from './queries';

type CreateInput = z.output<typeof ItemCategoryCreateSchema>;

const present = (r: ItemCategoryRow): ItemCategory => ({ ...r, level: asLevel(r.level) });

/** The whole tree, flat, level by level: the three columns and every picker filter it by parentId. */
export const listItemCategories = async (db: Db) => (await allItemCategories(db)).map(present);

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

/** Records of another module filed under a category (e.g. items); any of them blocks the category's deletion. */
export interface CategoryUsage {
  count: (db: Db, categoryId: number) => Promise<number>;
  /** Why the deletion is refused, e.g. '품목이 등록된 카테고리는 삭제할 수 없습니다.' */
  inUseMessage: string;
}
const categoryUsages = new Map<string, CategoryUsage>();
/** Other modules register here (keyed by their name), so this module never reads their tables. */
export const registerCategoryUsage = (name: string, usage: CategoryUsage) => categoryUsages.set(name, usage);

/** What still hangs on a category and so blocks its deletion: child categories and every registered usage. */
export async function categoryDependents(db: Db, id: number) {
  const counts: Record<string, number> = { children: await countChildCategories(db, id) };
  for (const [name, usage] of categoryUsages) counts[name] = await usage.count(db, id);
  return counts;
}

export async function deleteItemCategory(db: Db, id: number) {
  const row = await requireCategory(db, id);
  assertNotTopLevel(row);
  const dependents = await categoryDependents(db, id);
  if ((dependents.children ?? 0) > 0) throw conflict('ITEM_CATEGORY_IN_USE', M.hasChildren);
  for (const [name, usage] of categoryUsages)
    if ((dependents[name] ?? 0) > 0) throw conflict('ITEM_CATEGORY_IN_USE', usage.inUseMessage);
  await db.delete(itemCategory).where(eq(itemCategory.id, id));
  return present(row);
}
