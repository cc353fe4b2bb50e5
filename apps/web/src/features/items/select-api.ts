import type { ItemSelectItem } from '@scm/contract';
import { useQuery } from '@tanstack/react-query';
import { selectQuery } from '../../shared/api/graphql';

export const ITEM_KEY = 'items';

const ITEMS_BY_CATEGORY = `query($categoryId: Int!) {
  getItemsByCategory(categoryId: $categoryId) {
    id name itemCategoryId itemType itemCode standardSize itemUnit amount itemPrice remark
  }
}`;

/** The items in a category and everything under it (GraphQL getItemsByCategory), for item pickers. */
export const useItemsByCategory = (categoryId: number | null) =>
  useQuery({
    queryKey: [ITEM_KEY, 'by-category', categoryId],
    queryFn: async () =>
      (
        await selectQuery<{ getItemsByCategory: ItemSelectItem[] }>(ITEMS_BY_CATEGORY, {
          categoryId: categoryId ?? 0,
        })
      ).getItemsByCategory,
    enabled: categoryId !== null,
    staleTime: 30_000,
  });
