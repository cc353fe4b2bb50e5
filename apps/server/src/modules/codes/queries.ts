import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { code, codeCategory } from '../../db/schema/codes';

/** The codes of one category (e.g. 'position'), in the order they were created. */
export const selectCodesOfCategory = (db: Db, categoryName: string) =>
  db
    .select({ id: code.id, name: code.name, isUsed: code.isUsed })
    .from(code)
    .innerJoin(codeCategory, eq(codeCategory.id, code.codeCategoryId))
    .where(eq(codeCategory.name, categoryName))
    .orderBy(code.id);

export type CodeRow = typeof code.$inferSelect;
export type CodeCategoryRow = typeof codeCategory.$inferSelect;

export const allCodeCategories = (db: Db) => db.select().from(codeCategory).orderBy(codeCategory.id);

export const allCodes = (db: Db) => db.select().from(code).orderBy(code.id);

export const codesOfCategory = (db: Db, categoryId: number) =>
  db.select().from(code).where(eq(code.codeCategoryId, categoryId)).orderBy(code.id);

export const findCodeCategory = async (db: Db, id: number): Promise<CodeCategoryRow | undefined> =>
  (await db.select().from(codeCategory).where(eq(codeCategory.id, id)))[0];

export const findCodeCategoryByName = async (db: Db, name: string): Promise<CodeCategoryRow | undefined> =>
  (await db.select().from(codeCategory).where(eq(codeCategory.name, name)))[0];

export const findCode = async (db: Db, id: number): Promise<CodeRow | undefined> =>
  (await db.select().from(code).where(eq(code.id, id)))[0];
