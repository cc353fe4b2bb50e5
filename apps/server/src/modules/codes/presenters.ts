import type { Code, CodeCategory } from '@scm/contract';
import { REFERENCE_CODES } from './reference-codes';
import type { CodeCategoryRow, CodeRow } from './queries';

/** Reference categories are re-created by the start-up seed and looked up by name (getCode), so they stay fixed. */
export const isReferenceCategory = (name: string) => Object.hasOwn(REFERENCE_CODES, name);

export const presentCode = (r: CodeRow): Code => ({
  id: r.id,
  codeCategoryId: r.codeCategoryId,
  name: r.name,
  isUsed: r.isUsed,
  isDeletable: r.isDeletable,
  remark: r.remark,
});

export const presentCodeCategory = (r: CodeCategoryRow, codes: CodeRow[]): CodeCategory => ({
  id: r.id,
  name: r.name,
  isReference: isReferenceCategory(r.name),
  codes: codes.filter((c) => c.codeCategoryId === r.id).map(presentCode),
});
