import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AUTHORITIES } from '@scm/contract';
import { authority, code, codeCategory } from '../db/schema';
import { REFERENCE_CODES } from '../modules/codes/reference-codes';

/**
 * Adds the authorities, the reference code categories and, for a category that has no codes yet, its initial codes.
 * Three statements on a database that has them all (this runs on every start), in the order of REFERENCE_CODES so a
 * new database numbers its categories and codes as before.
 */
export async function seedReferenceData(db: Db) {
  const names = Object.keys(REFERENCE_CODES) as (keyof typeof REFERENCE_CODES)[];
  await db.insert(authority).values(AUTHORITIES).onConflictDoNothing();
  await db
    .insert(codeCategory)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const categories = await db
    .select({
      id: codeCategory.id,
      name: codeCategory.name,
      hasCodes: sql<boolean>`exists (select 1 from ${code} where ${code.codeCategoryId} = ${codeCategory.id})`,
    })
    .from(codeCategory)
    .where(inArray(codeCategory.name, names));
  const empty = new Map(categories.filter((c) => !c.hasCodes).map((c) => [c.name, c.id]));
  const missing = names.flatMap((name) => {
    const categoryId = empty.get(name);
    if (categoryId === undefined) return [];
    return REFERENCE_CODES[name].map((codeName) => ({
      codeCategoryId: categoryId,
      name: codeName,
      isDeletable: false,
    }));
  });
  if (missing.length > 0) await db.insert(code).values(missing);
}
