import {
  API_CUSTOMER_NOTICE,
  API_NOTICE,
  type CUSTOMER_NOTICE_DATE_FILTERS,
  type CustomerNotice,
  type NOTICE_DATE_FILTERS,
  type Notice,
  type NoticeValues,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, retryServerErrors } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';

export const NOTICE_KEY = 'notices';
export const NOTICE_LIST_PATH = '/admin/cs/notice';
export const CUSTOMER_NOTICE_LIST_PATH = '/bd/notice';

const DEFAULT_ADMIN_DATE_FIELD: keyof typeof NOTICE_DATE_FILTERS = 'createdAt';
const DEFAULT_CUSTOMER_DATE_FIELD: keyof typeof CUSTOMER_NOTICE_DATE_FILTERS = 'startDate';

export const useNoticeList = () =>
  usePagedList<Notice>(NOTICE_KEY, API_NOTICE, undefined, { defaultDateFilter: DEFAULT_ADMIN_DATE_FIELD });

export const useNotice = (id: number | null) =>
  useQuery({
    queryKey: [NOTICE_KEY, 'detail', id],
    queryFn: () => api.get<Notice>(`${API_NOTICE}/${id ?? ''}`),
    enabled: id !== null,
    retry: retryServerErrors(2),
  });

export const useCreateNotice = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: NoticeValues) => (await api.post<Notice>(API_NOTICE, values)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [NOTICE_KEY] }),
  });
};

export const useUpdateNotice = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: NoticeValues & { id: number }) => (await api.put<Notice>(API_NOTICE, values)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [NOTICE_KEY] }),
  });
};

export const useDeleteNotice = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${API_NOTICE}/${id}`),
    // Not the detail query: refetching the record just deleted would answer 404 while its page is still open.
    onSuccess: () => qc.invalidateQueries({ queryKey: [NOTICE_KEY, 'list'] }),
  });
};

export const useCustomerNoticeList = () =>
  usePagedList<CustomerNotice>(NOTICE_KEY, API_CUSTOMER_NOTICE, undefined, {
    defaultDateFilter: DEFAULT_CUSTOMER_DATE_FIELD,
  });

export const useCustomerNotice = (id: number | null) =>
  useQuery({
    queryKey: [NOTICE_KEY, 'board', id],
    queryFn: () => api.get<CustomerNotice>(`${API_CUSTOMER_NOTICE}/${id ?? ''}`),
    enabled: id !== null,
    retry: retryServerErrors(2),
  });
