import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AUTHORITIES } from '@scm/contract';
import { authority, code, codeCategory } from '../db/schema';
import { REFERENCE_CODES } from '../modules/codes/reference-codes';

export async function seedReferenceData(db: Db) {
  await db.insert(authority).values(AUTHORITIES).onConflictDoNothing();
  for (const [categoryName, names] of Object.entries(REFERENCE_CODES)) {
    await db.insert(codeCategory).values({ name: categoryName }).onConflictDoNothing();
    const [cat] = await db.select().from(codeCategory).where(eq(codeCategory.name, categoryName));
    const existing = await db
      .select({ id: code.id })
      .from(code)
      .where(and(eq(code.codeCategoryId, cat!.id)));
    if (existing.length > 0) continue;
    await db.insert(code).values(names.map((name) => ({ codeCategoryId: cat!.id, name, isDeletable: false })));
  }
}
