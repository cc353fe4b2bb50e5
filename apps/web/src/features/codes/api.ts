import {
  API_CODE,
  type Code,
  type CodeCategory,
  type CodeCategoryCreateSchema,
  type CodeFieldsSchema,
} from '@scm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client';

export const CODES_KEY = 'codes';

export type CodeValues = z.output<typeof CodeFieldsSchema>;
export type CodeCategoryValues = z.output<typeof CodeCategoryCreateSchema>;

/** Every category with its codes; the page's two tables read this one answer. */
export const useCodeCategories = () =>
  useQuery({ queryKey: [CODES_KEY, 'categories'], queryFn: () => api.get<CodeCategory[]>(API_CODE) });

/** A change that answers { data, message } and refreshes the code tables afterwards. */
function useCodeChange<TVars, TData>(change: (vars: TVars) => Promise<{ data: TData; message: string }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => qc.invalidateQueries({ queryKey: [CODES_KEY] }),
  });
}

export const useCreateCodeCategory = () =>
  useCodeChange((values: CodeCategoryValues) => api.post<CodeCategory>(`${API_CODE}/category`, values));

export const useRenameCodeCategory = () =>
  useCodeChange((values: CodeCategoryValues & { id: number }) => api.put<CodeCategory>(`${API_CODE}/category`, values));

export const useDeleteCodeCategory = () =>
  useCodeChange((id: number) => api.delete<null>(`${API_CODE}/category/${id}`));

export const useCreateCode = () =>
  useCodeChange((values: CodeValues & { codeCategoryId: number }) => api.post<Code>(`${API_CODE}/code`, values));

export const useUpdateCode = () =>
  useCodeChange((values: CodeValues & { id: number }) => api.put<Code>(`${API_CODE}/code`, values));

export const useDeleteCode = () => useCodeChange((id: number) => api.delete<null>(`${API_CODE}/code/${id}`));
