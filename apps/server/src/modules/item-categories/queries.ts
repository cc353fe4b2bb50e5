import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { itemCategory } from '../../db/schema/item-categories';

const parent = alias(itemCategory, 'parent');

/** A category with its grandparent id, read through its parent. */
const withAncestors = (db: Db) =>
  db
    .select({
      id: itemCategory.id,
      name: itemCategory.name,
      code: itemCategory.code,
      isHidden: itemCategory.isHidden,
      level: itemCategory.level,
      parentId: itemCategory.parentId,
      grandparentId: parent.parentId,
    })
    .from(itemCategory)
    .leftJoin(parent, eq(parent.id, itemCategory.parentId));

export type ItemCategoryRow = Awaited<ReturnType<typeof allItemCategories>>[number];

export const allItemCategories = (db: Db) => withAncestors(db).orderBy(asc(itemCategory.level), asc(itemCategory.id));

export const findItemCategory = async (db: Db, id: number): Promise<ItemCategoryRow | undefined> =>
  (await withAncestors(db).where(eq(itemCategory.id, id)))[0];

export const findItemCategoryByCode = async (db: Db, code: string) =>
  (await db.select({ id: itemCategory.id }).from(itemCategory).where(eq(itemCategory.code, code)))[0];
