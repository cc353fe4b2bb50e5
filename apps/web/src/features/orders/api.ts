import {
  API_ORDER,
  type EmployeeSelectItem,
  type OptionSelectItem,
  type OptionType,
  type Order,
  type ORDER_DATE_FILTERS,
  type OrderCancelValues,
  type OrderDeliveryUpdateValues,
  type OrderEvent,
  type OrderListItem,
  type OrderUpdateValues,
  type OrderValues,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, retryServerErrors } from '../../shared/api/client';
import { selectQuery } from '../../shared/api/graphql';
import { usePagedList, type ApiQuery } from '../../shared/list-kit';

import { ORDER_KEY, ORDER_LIST_PATH } from '../../shared/order-keys';

export { ORDER_KEY, ORDER_LIST_PATH };

const DEFAULT_DATE_FIELD: keyof typeof ORDER_DATE_FILTERS = 'receiptDatetime';

/** `filters`: the list's own (status, 납기 지남, customer) beside the kit's list state. */
export const useOrderList = (filters?: ApiQuery) =>
  usePagedList<OrderListItem>(ORDER_KEY, API_ORDER, filters, { defaultDateFilter: DEFAULT_DATE_FIELD });

export const useOrder = (id: number | null) =>
  useQuery({
    queryKey: [ORDER_KEY, 'detail', id],
    queryFn: () => api.get<Order>(`${API_ORDER}/${id ?? ''}`),
    enabled: id !== null,
    retry: retryServerErrors(2),
  });

/** GET /history?orderId=: what happened to the order, oldest first. */
export const useOrderHistory = (orderId: number, enabled: boolean) =>
  useQuery({
    queryKey: [ORDER_KEY, 'history', orderId],
    queryFn: () => api.get<OrderEvent[]>(`${API_ORDER}/history`, { orderId }),
    enabled,
    retry: retryServerErrors(2),
  });

const useInvalidate = () => {
  const qc = useQueryClient();
  return (scope: 'all' | 'list' = 'all') =>
    qc.invalidateQueries({ queryKey: scope === 'all' ? [ORDER_KEY] : [ORDER_KEY, 'list'] });
};

export const useCreateOrder = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (values: OrderValues) => api.post<Order>(API_ORDER, values),
    onSuccess: () => invalidate(),
  });
};

/** The whole order while work has not started, else delivery info and remarks only (the server decides too). */
export const useUpdateOrder = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (values: OrderUpdateValues | OrderDeliveryUpdateValues) => api.put<Order>(API_ORDER, values),
    onSuccess: () => invalidate(),
  });
};

export const useDeleteOrder = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${API_ORDER}/${id}`, { forceAlert: true }),
    // Not the detail query: refetching the record just deleted would answer 404 while its page is still open.
    onSuccess: () => invalidate('list'),
  });
};

export const useCancelOrder = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: OrderCancelValues }) =>
      api.post<Order>(`${API_ORDER}/cancel/${id}`, values),
    onSuccess: () => invalidate(),
  });
};

/** The pickers' lists (GraphQL select queries, employees only). */
const SELECT_STALE = 60_000;

export const useEmployeeChoices = () =>
  useQuery({
    queryKey: [ORDER_KEY, 'select', 'employees'],
    queryFn: async () =>
      (
        await selectQuery<{ getEmployeeSelectList: EmployeeSelectItem[] }>(
          '{ getEmployeeSelectList { id name dateResigned } }',
        )
      ).getEmployeeSelectList,
    staleTime: SELECT_STALE,
  });

export const useSupplierChoices = () =>
  useQuery({
    queryKey: [ORDER_KEY, 'select', 'sellers'],
    queryFn: async () =>
      (
        await selectQuery<{ getSellerSelectList: { id: number; sellerName: string }[] }>(
          '{ getSellerSelectList { id sellerName } }',
        )
      ).getSellerSelectList,
    staleTime: SELECT_STALE,
  });

export const useOptionChoices = (optionType: OptionType) =>
  useQuery({
    queryKey: [ORDER_KEY, 'select', 'options', optionType],
    queryFn: async () =>
      (
        await selectQuery<{ getOptionList: OptionSelectItem[] }>(
          'query($optionType: String) { getOptionList(optionType: $optionType) { id optionName optionType } }',
          { optionType },
        )
      ).getOptionList,
    staleTime: SELECT_STALE,
  });
