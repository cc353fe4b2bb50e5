import {
  API_CUSTOMER_ORDER,
  API_PRICE_CATALOG,
  type CustomerOrder,
  type CustomerOrderCancelValues,
  type CustomerOrderListItem,
  type CustomerOrderValues,
  type Page,
  type PriceCatalog,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, retryServerErrors } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';
import { useLiveNotifications } from '../../shared/live-notifications';

export const CUSTOMER_ORDER_KEY = 'customer-orders';
export const CUSTOMER_ORDER_LIST_PATH = '/co/printing_order';

export const useCustomerOrderList = () =>
  usePagedList<CustomerOrderListItem>(CUSTOMER_ORDER_KEY, API_CUSTOMER_ORDER, undefined, {
    defaultDateFilter: 'receiptDatetime',
  });

/** The jobs still on their way (not delivered, not cancelled), newest first: the home page's list. */
export const useOpenCustomerOrders = (size: number) =>
  useQuery({
    queryKey: [CUSTOMER_ORDER_KEY, 'open', size],
    queryFn: () =>
      api
        .get<Page<CustomerOrderListItem>>(API_CUSTOMER_ORDER, { open: true, size }, { silent: true })
        .catch(() => null),
  });

export const useCustomerOrder = (id: number | null) =>
  useQuery({
    queryKey: [CUSTOMER_ORDER_KEY, 'detail', id],
    queryFn: () => api.get<CustomerOrder>(`${API_CUSTOMER_ORDER}/${id ?? ''}`),
    enabled: id !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export const useCreateCustomerOrder = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (values: CustomerOrderValues) => api.post<CustomerOrder>(API_CUSTOMER_ORDER, values),
    onSuccess: () => qc.invalidateQueries({ queryKey: [CUSTOMER_ORDER_KEY] }),
  });
};

/** The choices the shop publishes today and the rates to price them (re-read after 5 minutes). */
export const usePriceCatalog = () =>
  useQuery({
    queryKey: [CUSTOMER_ORDER_KEY, 'price-catalog'],
    queryFn: () => api.get<PriceCatalog>(API_PRICE_CATALOG),
    staleTime: 5 * 60_000,
    retry: retryServerErrors(2),
  });

export const useCancelCustomerOrder = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: CustomerOrderCancelValues }) =>
      api.post<CustomerOrder>(`${API_CUSTOMER_ORDER}/${id}/cancel`, values),
    onSuccess: () => qc.invalidateQueries({ queryKey: [CUSTOMER_ORDER_KEY] }),
  });
};

/**
 * Re-reads the customer's orders when the shop moves one of them: the notification socket brings each step (work
 * started, passed on, printed, shipped, delivered, deposit confirmed), so the tracker follows without a reload.
 */
export function useLiveCustomerOrders() {
  const qc = useQueryClient();
  useLiveNotifications((message) => {
    if (message.targetDocumentType === 'PRINTING_ORDER' || message.targetDocumentType === 'PRINTING_DEPOSIT')
      void qc.invalidateQueries({ queryKey: [CUSTOMER_ORDER_KEY] });
  });
}
