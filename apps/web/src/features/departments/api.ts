import { API_DEPARTMENT, type Department, type DepartmentCreateSchema, type DepartmentSelectItem } from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, ApiError } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';

export const DEPARTMENT_KEY = 'departments';
export const DEPARTMENT_LIST_PATH = '/admin/cm/department';

/** What the form hands over after the contract schema ran (trimmed name, defaults applied). */
export type DepartmentValues = z.output<typeof DepartmentCreateSchema>;

export const useDepartmentList = () => usePagedList<Department>(DEPARTMENT_KEY, API_DEPARTMENT);

export const useDepartment = (id: number | null) =>
  useQuery({
    queryKey: [DEPARTMENT_KEY, 'detail', id],
    queryFn: () => api.get<Department>(`${API_DEPARTMENT}/${id ?? ''}`),
    enabled: id !== null,
    // A 4xx (deleted, no such id) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** Every department, used or not; DepartmentSelect decides which to offer. */
export const useDepartmentSelectList = () =>
  useQuery({
    queryKey: [DEPARTMENT_KEY, 'select'],
    queryFn: () => api.get<DepartmentSelectItem[]>(`${API_DEPARTMENT}/select`),
    staleTime: 60_000,
  });

export const useCreateDepartment = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: DepartmentValues) => (await api.post<Department>(API_DEPARTMENT, values)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [DEPARTMENT_KEY] }),
  });
};

export const useUpdateDepartment = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: DepartmentValues & { id: number }) =>
      (await api.put<Department>(API_DEPARTMENT, values)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [DEPARTMENT_KEY] }),
  });
};

export const useDeleteDepartment = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${API_DEPARTMENT}/${id}`),
    // Not the detail query: refetching the record just deleted would answer 404 while its page is still open.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: [DEPARTMENT_KEY, 'list'] }),
        qc.invalidateQueries({ queryKey: [DEPARTMENT_KEY, 'select'] }),
      ]),
  });
};
