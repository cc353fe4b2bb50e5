import { MAX_PAGE_SIZE, MODAL_SELECT_PATHS, type ItemModalItem, type Page } from '@scm/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export const ITEM_KEY = 'items';

const fetchSelectable = async (categoryId: number | null) => {
  const page = await api.get<Page<ItemModalItem>>(MODAL_SELECT_PATHS.item, {
    size: MAX_PAGE_SIZE,
    sort: 'name,asc',
    itemCategoryId: categoryId,
  });
  return { items: page.content, complete: page.content.length >= page.pageable.totalElements };
};

const options = { staleTime: 60_000, retry: 1 };
const NO_ITEMS: ItemModalItem[] = [];

/**
 * The items in use, with code, category path and stock, loaded once and searched in the browser (a shop has
 * hundreds to a few thousand). Should a shop outgrow one page of the list, a chosen category loads its own.
 */
export function useSelectableItems(categoryId: number | null) {
  const all = useQuery({ queryKey: [ITEM_KEY, 'picker', null], queryFn: () => fetchSelectable(null), ...options });
  const partial = all.data?.complete === false;
  const narrowed = useQuery({
    queryKey: [ITEM_KEY, 'picker', categoryId],
    queryFn: () => fetchSelectable(categoryId),
    enabled: partial && categoryId !== null,
    ...options,
  });
  const source = partial && categoryId !== null ? narrowed : all;
  return {
    items: source.data?.items ?? NO_ITEMS,
    /** False when even the chosen category holds more than one page (or no category narrows a list too long). */
    complete: source.data?.complete ?? true,
    isLoading: source.isLoading,
    isError: source.isError,
  };
}
