import { API_ITEM, CODE_CATEGORIES, type CodeSelectItem, type Item, type ItemValues } from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../shared/api/client';
import { selectQuery } from '../../shared/api/graphql';
import { usePagedList } from '../../shared/list-kit';
import { ITEM_KEY } from './select-api';

export const ITEM_LIST_PATH = '/admin/pr/item';
/** The label page, outside the admin frame: it opens in its own small window. */
export const itemBarcodePath = (id: number) => `${ITEM_LIST_PATH}/${id}/barcode`;

/** The list page's page of items; `itemCategoryId` narrows it to a category and everything under it. */
export const useItemList = (itemCategoryId: number | null) =>
  usePagedList<Item>(ITEM_KEY, API_ITEM, { itemCategoryId: itemCategoryId ?? undefined });

export const useItem = (id: number | null) =>
  useQuery({
    queryKey: [ITEM_KEY, 'detail', id],
    queryFn: () => api.get<Item>(`${API_ITEM}/${id ?? ''}`),
    enabled: id !== null,
    // A 4xx (deleted, no such id) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useCreateItem = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: ItemValues) => (await api.post<Item>(API_ITEM, values)).data,
    // Also refreshes the item pickers (same key).
    onSuccess: () => qc.invalidateQueries({ queryKey: [ITEM_KEY] }),
  });
};

export const useUpdateItem = () => {
  const qc = useQueryClient();
  return useMutation({
    // The spec's call: PUT /api/item/ with the id in the body.
    mutationFn: async (values: ItemValues & { id: number }) => (await api.put<Item>(`${API_ITEM}/`, values)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [ITEM_KEY] }),
  });
};

export const useDeleteItem = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${API_ITEM}/${id}`),
    // Not the detail query: refetching the record just deleted would answer 404 while its page is still open.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: [ITEM_KEY, 'list'] }),
        qc.invalidateQueries({ queryKey: [ITEM_KEY, 'picker'] }),
      ]),
  });
};

/** The 품목 단위 code list (reference category 'itemUnit'), used or not; the 단위 field offers those in use. */
export const useItemUnitList = () =>
  useQuery({
    queryKey: ['codes', 'select', CODE_CATEGORIES.itemUnit],
    queryFn: async () =>
      (
        await selectQuery<{ getCode: CodeSelectItem[] }>(
          'query($codeName: String!) { getCode(codeName: $codeName) { id name isUsed } }',
          { codeName: CODE_CATEGORIES.itemUnit },
        )
      ).getCode,
    staleTime: 60_000,
  });
