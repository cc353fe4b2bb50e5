import { describe, expect, it } from 'vitest';
import { buildItemSearchIndex, categorySubtree, searchItems } from './item-search';

// 용지(1) › 아트지(2) › 150g(3), 200g(4); 용지 › 모조지(5) › 80g(6); 잉크(7) › 옵셋(8) › 먹(9)
const categories = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: 2 },
  { id: 5, parentId: 1 },
  { id: 6, parentId: 5 },
  { id: 7, parentId: null },
  { id: 8, parentId: 7 },
  { id: 9, parentId: 8 },
];

// In the list's order (by name), as the server sends it.
const items = [
  { id: 10, name: '모조지 80g 4×6전지', itemCode: 'MOJ80-46', itemCategoryId: 6 },
  { id: 11, name: '아트지 150g 4×6전지', itemCode: 'ART150-46', itemCategoryId: 3 },
  { id: 12, name: '아트지 200g 국전지', itemCode: 'ART200-KJ', itemCategoryId: 4 },
  { id: 13, name: '옵셋 잉크 먹 1kg', itemCode: 'INK-OFS-K', itemCategoryId: 9 },
  { id: 14, name: '코팅용 아트지 보호 필름', itemCode: 'FLM-ART', itemCategoryId: 9 },
  // A saved choice the list no longer holds: no code or category known.
  { id: 15, name: '아트지 100g (미사용)' },
];
const index = buildItemSearchIndex(items);
const ids = (query: string, categories: ReadonlySet<number> | null = null, limit = 50) =>
  searchItems(index, query, { categories, limit }).matches.map((i) => i.id);

describe('categorySubtree', () => {
  it('holds the category and everything under it', () => {
    expect([...categorySubtree(categories, 1)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...categorySubtree(categories, 2)].sort((a, b) => a - b)).toEqual([2, 3, 4]);
    expect([...categorySubtree(categories, 9)]).toEqual([9]);
  });
});

describe('searchItems', () => {
  it('finds items by initial consonants of the name, names starting with the query first', () => {
    expect(ids('ㅇㅌㅈ')).toEqual([11, 12, 15, 14]);
  });

  it('finds items by code, case-insensitively, the exact code first', () => {
    expect(ids('art')).toEqual([11, 12, 14]);
    expect(ids('flm-art')).toEqual([14]);
    expect(ids('ART200-KJ')).toEqual([12]);
    expect(ids('ink-ofs-k')).toEqual([13]);
  });

  it('offers every item for an empty query, in the list order', () => {
    expect(ids('')).toEqual([10, 11, 12, 13, 14, 15]);
  });

  it('narrows to a category subtree, leaving out items whose category is unknown', () => {
    expect(ids('', categorySubtree(categories, 2))).toEqual([11, 12]);
    expect(ids('ㅇㅌㅈ', categorySubtree(categories, 1))).toEqual([11, 12]);
    expect(ids('ㅇㅌㅈ', categorySubtree(categories, 7))).toEqual([14]);
    expect(ids('ㅁㅈ', categorySubtree(categories, 7))).toEqual([]);
  });

  it('returns at most `limit` matches but counts them all', () => {
    const result = searchItems(index, 'ㅈ', { categories: null, limit: 2 });
    expect(result.matches.map((i) => i.id)).toEqual([10, 11]);
    expect(result.total).toBe(5);
  });
});
