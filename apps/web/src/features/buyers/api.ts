import {
  API_BUYER,
  API_CUSTOMER_PASSWORD,
  type Buyer,
  type BuyerCreateValues,
  type BuyerUpdateValues,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';

export const BUYER_KEY = 'buyers';
export const BUYER_LIST_PATH = '/admin/cs/buyer';

export const useBuyerList = () => usePagedList<Buyer>(BUYER_KEY, API_BUYER);

export const useBuyer = (id: number | null) =>
  useQuery({
    queryKey: [BUYER_KEY, 'detail', id],
    queryFn: () => api.get<Buyer>(`${API_BUYER}/${id ?? ''}`),
    enabled: id !== null,
    // A 4xx (deleted, no such id) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useCreateBuyer = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: BuyerCreateValues) => (await api.post<Buyer>(API_BUYER, values)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [BUYER_KEY] }),
  });
};

export const useUpdateBuyer = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (values: BuyerUpdateValues & { id: number }) => (await api.put<Buyer>(API_BUYER, values)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: [BUYER_KEY] }),
  });
};

export const useDeleteBuyer = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${API_BUYER}/${id}`),
    // Not the detail query: refetching the record just deleted would answer 404 while its page is still open.
    onSuccess: () => qc.invalidateQueries({ queryKey: [BUYER_KEY, 'list'] }),
  });
};

/** Staff set a new sign-in password for the client company; answers the server's message. */
export const useResetCustomerPassword = () =>
  useMutation({
    mutationFn: async ({ buyerId, password }: { buyerId: number; password: string }) =>
      (await api.patch<null>(`${API_CUSTOMER_PASSWORD}/${buyerId}`, { password })).message,
  });
