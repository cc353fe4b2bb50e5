import {
  API_EMPLOYEE,
  CODE_CATEGORIES,
  type CodeSelectItem,
  type Employee,
  type EmployeeCreateValues,
  type EmployeeListItem,
  type EmployeeSelectItem,
  type EmployeeUpdateValues,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';
import { toEmployeeFormData } from './employee-form-data';
import { selectQuery } from '../../shared/api/graphql';

export const EMPLOYEE_KEY = 'employees';
export const EMPLOYEE_LIST_PATH = '/admin/cm/employee';

export const useEmployeeList = () => usePagedList<EmployeeListItem>(EMPLOYEE_KEY, API_EMPLOYEE);

export const useEmployee = (id: number | null) =>
  useQuery({
    queryKey: [EMPLOYEE_KEY, 'detail', id],
    queryFn: () => api.get<Employee>(`${API_EMPLOYEE}/${id ?? ''}`),
    enabled: id !== null,
    // A 4xx (deleted, no such id) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** The position codes (직위), used or not; the field decides which to offer. */
export const usePositionList = () =>
  useQuery({
    queryKey: ['codes', 'select', CODE_CATEGORIES.position],
    queryFn: async () =>
      (
        await selectQuery<{ getCode: CodeSelectItem[] }>(
          'query($codeName: String!) { getCode(codeName: $codeName) { id name isUsed } }',
          { codeName: CODE_CATEGORIES.position },
        )
      ).getCode,
    staleTime: 60_000,
  });

export const useEmployeeSelectList = () =>
  useQuery({
    queryKey: [EMPLOYEE_KEY, 'select'],
    queryFn: async () =>
      (
        await selectQuery<{ getEmployeeSelectList: EmployeeSelectItem[] }>(
          '{ getEmployeeSelectList { id name dateResigned } }',
        )
      ).getEmployeeSelectList,
    staleTime: 60_000,
  });

export interface EmployeeSave<V> {
  values: V;
  /** A new stamp image to upload with the record. */
  stamp: File | null;
}

export const useCreateEmployee = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, stamp }: EmployeeSave<EmployeeCreateValues>) =>
      (await api.post<Employee>(API_EMPLOYEE, toEmployeeFormData(values, stamp))).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [EMPLOYEE_KEY] }),
  });
};

export const useUpdateEmployee = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, stamp }: EmployeeSave<EmployeeUpdateValues>) =>
      (await api.put<Employee>(API_EMPLOYEE, toEmployeeFormData(values, stamp))).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [EMPLOYEE_KEY] }),
  });
};

/** Deletes one or several employees; answers the server's message ('… 직원이 삭제되었습니다.'). */
export const useDeleteEmployees = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (ids.length === 1
        ? await api.delete<null>(`${API_EMPLOYEE}/${ids[0]}`)
        : await api.delete<null>(API_EMPLOYEE, { body: { employeeIds: ids } })
      ).message,
    // Not the detail query: refetching the record just deleted would answer 404 while its page is still open.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: [EMPLOYEE_KEY, 'list'] }),
        qc.invalidateQueries({ queryKey: [EMPLOYEE_KEY, 'select'] }),
      ]),
  });
};
