import { itemCategoryMessages as M, type ItemCategoryLevel } from '@scm/contract';
import type { Db } from '../../db/client';
import { fieldError } from '../../platform/errors';
import { findItemCategory } from './queries';

export interface Placement {
  level: ItemCategoryLevel;
  parentId: number | null;
}

export const asLevel = (n: number): ItemCategoryLevel => (n === 1 || n === 2 ? n : 3);

/**
 * Where a category hangs, from the payload's parentId and grandparentId (spec 000 §3): both empty is level 1;
 * a parent alone must be level 1; a parent with a grandparent must be level 2 under exactly that grandparent.
 */
export async function placementOf(db: Db, parentId: number | null, grandparentId: number | null): Promise<Placement> {
  if (parentId === null) {
    if (grandparentId !== null) throw fieldError('parentId', M.parentRequired);
    return { level: 1, parentId: null };
  }
  const parent = await findItemCategory(db, parentId);
  if (!parent) throw fieldError('parentId', M.parentNotFound);
  if (parent.level >= 3) throw fieldError('parentId', M.tooDeep);
  if (parent.parentId !== grandparentId) throw fieldError('grandparentId', M.pathMismatch);
  return { level: asLevel(parent.level + 1), parentId };
}
