import { API_SELLER, type Seller, type SellerValues } from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';

export const SELLER_KEY = 'sellers';
export const SELLER_LIST_PATH = '/admin/cs/seller';

export const useSellerList = () => usePagedList<Seller>(SELLER_KEY, API_SELLER);

export const useSeller = (id: number | null) =>
  useQuery({
    queryKey: [SELLER_KEY, 'detail', id],
    queryFn: () => api.get<Seller>(`${API_SELLER}/${id ?? ''}`),
    enabled: id !== null,
    // A 4xx (deleted, no such id) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useCreateSeller = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: SellerValues) => (await api.post<Seller>(API_SELLER, values)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [SELLER_KEY] }),
  });
};

export const useUpdateSeller = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: SellerValues & { id: number }) => (await api.put<Seller>(API_SELLER, values)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [SELLER_KEY] }),
  });
};

export const useDeleteSeller = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${API_SELLER}/${id}`),
    // Not the detail query: refetching the record just deleted would answer 404 while its page is still open.
    onSuccess: () => qc.invalidateQueries({ queryKey: [SELLER_KEY, 'list'] }),
  });
};
