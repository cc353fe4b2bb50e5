import { eq } from 'drizzle-orm';
import { codeMessages, type CodeCreateSchema, type CodeFieldsSchema } from '@scm/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { code } from '../../db/schema/codes';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { referencedKind, type References } from '../../platform/references';
import { requireCodeCategory } from './category-service';
import { presentCode } from './presenters';
import { codesOfCategory, findCode, selectCodesOfCategory } from './queries';

const CODE_NOT_FOUND = '코드를 찾을 수 없습니다.';

export async function listCodesOfCategory(db: Db, categoryId: number) {
  await requireCodeCategory(db, categoryId);
  return (await codesOfCategory(db, categoryId)).map(presentCode);
}

async function requireCode(db: Db, id: number) {
  const row = await findCode(db, id);
  if (!row) throw notFound(CODE_NOT_FOUND);
  return row;
}

/** The codes of a category named by the product (e.g. 'itemUnit'), used or not, in creation order. */
export const codeSelectList = (db: Db, categoryName: string) => selectCodesOfCategory(db, categoryName);

export const getCode = async (db: Db, id: number) => presentCode(await requireCode(db, id));

/** Codes staff add are theirs to delete; only seeded codes are protected. */
export async function createCode(db: Db, input: z.output<typeof CodeCreateSchema>) {
  await requireCodeCategory(db, input.codeCategoryId);
  const [row] = await db
    .insert(code)
    .values({ ...input, isDeletable: true })
    .returning();
  return presentCode(row!);
}

export async function updateCode(db: Db, id: number, input: z.output<typeof CodeFieldsSchema>) {
  const row = await requireCode(db, id);
  // A protected code's use flag is fixed: other screens rely on it being offered (spec 000 §5).
  if (!row.isDeletable && input.isUsed !== row.isUsed) throw fieldError('isUsed', codeMessages.protectedCodeUsage);
  const [updated] = await db.update(code).set(input).where(eq(code.id, id)).returning();
  return presentCode(updated!);
}

/** Codes other records point at (e.g. an employee's position): the database refuses their deletion. */
export const CODE = referencedKind('code', 'CODE_IN_USE', codeMessages.codeInUse);

export async function deleteCode(db: Db, id: number, references: References) {
  const row = await requireCode(db, id);
  if (!row.isDeletable) throw conflict('CODE_NOT_DELETABLE', codeMessages.protectedCodeDelete);
  await references.deleteUnlessUsed(db, CODE, [id], () => db.delete(code).where(eq(code.id, id)));
  return presentCode(row);
}
