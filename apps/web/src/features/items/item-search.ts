import { compileQuery, matchIndex, searchChars } from './hangul-match';

/** What the picker searches: an item's name and code, and where it sits. */
export interface SearchableItem {
  id: number;
  name: string;
  itemCode?: string;
  /** Absent for a saved choice the selectable list no longer holds (an item marked unused). */
  itemCategoryId?: number;
}

interface IndexedItem<T> {
  item: T;
  name: string[];
  code: string[];
  codeText: string;
}

/** Prepared once per list, so each keystroke only compares. */
export type ItemSearchIndex<T> = readonly IndexedItem<T>[];

export function buildItemSearchIndex<T extends SearchableItem>(items: readonly T[]): ItemSearchIndex<T> {
  return items.map((item) => {
    const code = searchChars(item.itemCode ?? '');
    return { item, name: searchChars(item.name), code, codeText: code.join('') };
  });
}

/** The category and every category under it (levels are at most three deep, but any depth works). */
export function categorySubtree(all: readonly { id: number; parentId: number | null }[], rootId: number): Set<number> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of all)
      if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
  }
  return ids;
}

export interface ItemSearchOptions {
  /** Only items in these categories (a subtree); null for all. */
  categories: ReadonlySet<number> | null;
  /** How many matches to return at most; `total` still counts all. */
  limit: number;
}

export interface ItemSearchResult<T> {
  matches: T[];
  total: number;
}

/**
 * Items whose name or code matches the query (see hangul-match), best first: the exact code, then names or codes
 * that start with the query, then the rest, each group in the list's own order (by name).
 */
export function searchItems<T extends SearchableItem>(
  index: ItemSearchIndex<T>,
  query: string,
  { categories, limit }: ItemSearchOptions,
): ItemSearchResult<T> {
  const compiled = compileQuery(query);
  const exactCode = searchChars(query).join('');
  const groups: T[][] = [[], [], []];
  for (const entry of index) {
    const categoryId = entry.item.itemCategoryId;
    if (categories && (categoryId === undefined || !categories.has(categoryId))) continue;
    const inName = matchIndex(compiled, entry.name);
    const inCode = matchIndex(compiled, entry.code);
    if (inName < 0 && inCode < 0) continue;
    const group = exactCode !== '' && entry.codeText === exactCode ? 0 : inName === 0 || inCode === 0 ? 1 : 2;
    groups[group]!.push(entry.item);
  }
  const all = groups.flat();
  return { matches: all.slice(0, limit), total: all.length };
}
