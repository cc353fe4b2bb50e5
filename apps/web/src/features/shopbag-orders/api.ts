import {
  API_MY_SHOPBAG_ORDER,
  API_SHOPBAG_ORDER,
  SHOPBAG_DRAFT_FIELD,
  SHOPBAG_SLOT_FIELD,
  type MyShopbagOrder,
  type MyShopbagOrderListItem,
  type OrderCancelValues,
  type ShopbagOrder,
  type ShopbagOrderLateUpdateValues,
  type ShopbagOrderListItem,
  type ShopbagOrderUpdateValues,
  type ShopbagOrderValues,
  type ShopbagSlot,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, retryServerErrors } from '../../shared/api/client';
import { usePagedList, type ApiQuery } from '../../shared/list-kit';

import { SHOPBAG_KEY, SHOPBAG_LIST_PATH } from '../../shared/order-keys';

export { SHOPBAG_KEY, SHOPBAG_LIST_PATH };
export const MY_SHOPBAG_LIST_PATH = '/co/my_shopbag_work_order';

export const useShopbagOrderList = (filters: ApiQuery) =>
  usePagedList<ShopbagOrderListItem>(SHOPBAG_KEY, API_SHOPBAG_ORDER, filters, {
    defaultDateFilter: 'receiptDatetime',
  });

export const useShopbagOrder = (id: number | null) =>
  useQuery({
    queryKey: [SHOPBAG_KEY, 'detail', id],
    queryFn: () => api.get<ShopbagOrder>(`${API_SHOPBAG_ORDER}/${id ?? ''}`),
    enabled: id !== null,
    retry: retryServerErrors(2),
  });

const useInvalidate = () => {
  const qc = useQueryClient();
  return (scope: 'all' | 'list' = 'all') =>
    qc.invalidateQueries({ queryKey: scope === 'all' ? [SHOPBAG_KEY] : [SHOPBAG_KEY, 'list'] });
};

export const useCreateShopbagOrder = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (values: ShopbagOrderValues) => api.post<ShopbagOrder>(API_SHOPBAG_ORDER, values),
    onSuccess: () => invalidate(),
  });
};

export const useUpdateShopbagOrder = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (values: ShopbagOrderUpdateValues | ShopbagOrderLateUpdateValues) =>
      api.put<ShopbagOrder>(API_SHOPBAG_ORDER, values),
    onSuccess: () => invalidate(),
  });
};

export const useDeleteShopbagOrder = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${API_SHOPBAG_ORDER}/${id}`, { forceAlert: true }),
    onSuccess: () => invalidate('list'),
  });
};

export const useCancelShopbagOrder = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: OrderCancelValues }) =>
      api.post<ShopbagOrder>(`${API_SHOPBAG_ORDER}/cancel/${id}`, values),
    onSuccess: () => invalidate(),
  });
};

/** A slot's save: the slot as JSON text and the chosen draft, in one multipart request. */
export interface SlotSave {
  /** POST fills the position; PUT (with the slot's id) changes it. */
  slot:
    | { orderId: number; position: string; buyerId: number; remark: string }
    | { id: number; buyerId: number; remark: string };
  draft: File | null;
}

export const useSaveSlot = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ slot, draft }: SlotSave) => {
      const form = new FormData();
      form.append(SHOPBAG_SLOT_FIELD, JSON.stringify(slot));
      if (draft) form.append(SHOPBAG_DRAFT_FIELD, draft);
      const path = `${API_SHOPBAG_ORDER}/buyer`;
      return 'id' in slot ? api.put<ShopbagSlot>(path, form) : api.post<ShopbagSlot>(path, form);
    },
    onSuccess: () => invalidate(),
  });
};

export const useEmptySlot = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ orderId, buyerId }: { orderId: number; buyerId: number }) =>
      api.delete<null>(`${API_SHOPBAG_ORDER}/buyer/${orderId}/${buyerId}`),
    onSuccess: () => invalidate(),
  });
};

/** The customer's own bags. */
export const useMyShopbagOrderList = () =>
  usePagedList<MyShopbagOrderListItem>(SHOPBAG_KEY, API_MY_SHOPBAG_ORDER, undefined, {
    defaultDateFilter: 'receiptDatetime',
  });

export const useMyShopbagOrder = (id: number | null) =>
  useQuery({
    queryKey: [SHOPBAG_KEY, 'mine', id],
    queryFn: () => api.get<MyShopbagOrder>(`${API_MY_SHOPBAG_ORDER}/${id ?? ''}`),
    enabled: id !== null,
    retry: retryServerErrors(2),
  });
