import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { code, codeCategory } from '../../db/schema';

/** The codes of one category (e.g. 'position'), in the order they were created. */
export const selectCodesOfCategory = (db: Db, categoryName: string) =>
  db
    .select({ id: code.id, name: code.name, isUsed: code.isUsed })
    .from(code)
    .innerJoin(codeCategory, eq(codeCategory.id, code.codeCategoryId))
    .where(eq(codeCategory.name, categoryName))
    .orderBy(code.id);
