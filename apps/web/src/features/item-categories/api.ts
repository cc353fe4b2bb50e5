import {
  API_ITEM_CATEGORY,
  API_ITEM_CATEGORY_LIST,
  type ItemCategory,
  type ItemCategoryFieldsSchema,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client';

export const ITEM_CATEGORY_KEY = 'item-categories';

export type ItemCategoryValues = z.output<typeof ItemCategoryFieldsSchema>;
/** Where a category hangs, as the API takes it (spec 000 §3). */
export interface CategoryPlacement {
  parentId: number | null;
  grandparentId: number | null;
}

/** The whole tree, flat; columns and pickers filter it by parentId. */
export const useItemCategoryList = () =>
  useQuery({
    queryKey: [ITEM_CATEGORY_KEY, 'list'],
    queryFn: () => api.get<ItemCategory[]>(API_ITEM_CATEGORY_LIST),
    staleTime: 30_000,
  });

function useCategoryChange<TVars, TData>(change: (vars: TVars) => Promise<{ data: TData; message: string }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: change,
    // The spec's "the list reloads" after create, update and delete.
    onSuccess: () => qc.invalidateQueries({ queryKey: [ITEM_CATEGORY_KEY] }),
  });
}

export const useCreateItemCategory = () =>
  useCategoryChange((values: ItemCategoryValues & CategoryPlacement) =>
    api.post<ItemCategory>(`${API_ITEM_CATEGORY}/`, values),
  );

export const useUpdateItemCategory = () =>
  useCategoryChange((values: ItemCategoryValues & CategoryPlacement & { selfId: number }) =>
    api.put<ItemCategory>(`${API_ITEM_CATEGORY}/`, values),
  );

export const useDeleteItemCategory = () =>
  useCategoryChange((id: number) => api.delete<null>(`${API_ITEM_CATEGORY}/${id}`));
