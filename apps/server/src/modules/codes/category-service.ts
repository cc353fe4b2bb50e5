import { eq } from 'drizzle-orm';
import { codeMessages, type CodeCategory } from '@scm/contract';
import type { Db } from '../../db/client';
import { codeCategory } from '../../db/schema/codes';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { referencedKind, type References } from '../../platform/references';
import { isReferenceCategory, presentCodeCategory } from './presenters';
import { allCodeCategories, allCodes, codesOfCategory, findCodeCategory, findCodeCategoryByName } from './queries';

const CATEGORY_NOT_FOUND = '코드 분류를 찾을 수 없습니다.';

/** A category keeps its codes: it is deleted only once they are gone. */
export const CODE_CATEGORY = referencedKind('code category', 'CODE_CATEGORY_IN_USE', codeMessages.categoryHasCodes);

/** Every category with its codes: the code screen's two tables come from this one answer (a few dozen rows). */
export async function categoriesWithCodes(db: Db): Promise<CodeCategory[]> {
  const [categories, codes] = await Promise.all([allCodeCategories(db), allCodes(db)]);
  return categories.map((c) => presentCodeCategory(c, codes));
}

export async function requireCodeCategory(db: Db, id: number) {
  const row = await findCodeCategory(db, id);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const other = await findCodeCategoryByName(db, name);
  if (other && other.id !== exceptId) throw fieldError('name', codeMessages.duplicateCategory);
}

export async function createCodeCategory(db: Db, name: string) {
  await assertNameFree(db, name);
  const [row] = await db.insert(codeCategory).values({ name }).returning();
  return presentCodeCategory(row!, []);
}

export async function renameCodeCategory(db: Db, id: number, name: string) {
  const row = await requireCodeCategory(db, id);
  if (isReferenceCategory(row.name) && name !== row.name)
    throw conflict('CODE_CATEGORY_PROTECTED', codeMessages.referenceCategoryRename);
  await assertNameFree(db, name, id);
  const [updated] = await db.update(codeCategory).set({ name }).where(eq(codeCategory.id, id)).returning();
  return presentCodeCategory(updated!, await codesOfCategory(db, id));
}

export async function deleteCodeCategory(db: Db, id: number, references: References) {
  const row = await requireCodeCategory(db, id);
  if (isReferenceCategory(row.name)) throw conflict('CODE_CATEGORY_PROTECTED', codeMessages.referenceCategoryDelete);
  await references.deleteUnlessUsed(db, CODE_CATEGORY, [id], () =>
    db.delete(codeCategory).where(eq(codeCategory.id, id)),
  );
  return row;
}
