import {
  API_MY_PAGE,
  type CustomerMyPage,
  type CustomerMyPageValues,
  type CustomerPasswordChangeInput,
  type EmployeeMyPage,
  type EmployeeMyPageValues,
  type EmployeePasswordChangeInput,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

const MY_PAGE_KEY = 'my-page';

export const useEmployeeMyPage = (employeeId: number) =>
  useQuery({
    queryKey: [MY_PAGE_KEY, 'employee', employeeId],
    queryFn: () => api.get<EmployeeMyPage>(`${API_MY_PAGE.employee}/${employeeId}`),
    retry: false,
  });

export const useUpdateEmployeeMyPage = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: EmployeeMyPageValues) =>
      (await api.put<EmployeeMyPage>(API_MY_PAGE.employee, values)).data,
    onSuccess: (saved) => qc.setQueryData([MY_PAGE_KEY, 'employee', saved.id], saved),
  });
};

export const useCustomerMyPage = (buyerId: number) =>
  useQuery({
    queryKey: [MY_PAGE_KEY, 'customer', buyerId],
    queryFn: () => api.get<CustomerMyPage>(`${API_MY_PAGE.customer}/${buyerId}`),
    retry: false,
  });

export const useUpdateCustomerMyPage = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: CustomerMyPageValues) =>
      (await api.put<CustomerMyPage>(API_MY_PAGE.customer, values)).data,
    onSuccess: (saved) => qc.setQueryData([MY_PAGE_KEY, 'customer', saved.id], saved),
  });
};

export const useChangeEmployeePassword = () =>
  useMutation({
    mutationFn: async (body: EmployeePasswordChangeInput) =>
      (await api.post<null>(API_MY_PAGE.employeePassword, body)).message,
  });

export const useChangeCustomerPassword = () =>
  useMutation({
    mutationFn: async (body: CustomerPasswordChangeInput) =>
      (await api.patch<null>(API_MY_PAGE.customerPassword, body)).message,
  });
