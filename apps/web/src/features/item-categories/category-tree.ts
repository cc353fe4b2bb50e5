import type { ItemCategory, ItemCategoryLevel } from '@scm/contract';

/** The categories of one column: the top level when parentId is null, otherwise that parent's children. */
export const childrenOf = (all: readonly ItemCategory[], parentId: number | null): ItemCategory[] =>
  all.filter((c) => c.parentId === parentId);

/** The path from level 1 down to the category, e.g. [용지, 아트지, 150g]; empty when the id is unknown. */
export function pathOf(all: readonly ItemCategory[], id: number | null): ItemCategory[] {
  const byId = new Map(all.map((c) => [c.id, c]));
  const path: ItemCategory[] = [];
  let current = id === null ? undefined : byId.get(id);
  while (current && path.length < 3) {
    path.unshift(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return path;
}

/** The selected id of each level (index 0 = level 1) for a path. */
export const selectionOf = (path: readonly ItemCategory[]): (number | null)[] =>
  [0, 1, 2].map((i) => path[i]?.id ?? null);

export const pathLabel = (path: readonly ItemCategory[]) => path.map((c) => c.name).join(' › ');

export const isTopLevel = (level: ItemCategoryLevel) => level === 1;
