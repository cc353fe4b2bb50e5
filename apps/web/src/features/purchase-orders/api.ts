import {
  API_PURCHASE_ORDER,
  API_SELLER,
  type PURCHASE_ORDER_DATE_FILTERS,
  type ItemBarcodeMatch,
  type PurchaseOrder,
  type PurchaseOrderStatus,
  type PurchaseOrderUpdateValues,
  type PurchaseOrderValues,
  type SellerSelectItem,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';
import { ITEM_KEY } from '../items';

export const PURCHASE_ORDER_KEY = 'purchase-orders';
export const PURCHASE_ORDER_LIST_PATH = '/admin/wk/purchase_order';

const DEFAULT_DATE_FIELD: keyof typeof PURCHASE_ORDER_DATE_FILTERS = 'orderDate';

export const usePurchaseOrderList = (status: PurchaseOrderStatus | null = null) =>
  usePagedList<PurchaseOrder>(PURCHASE_ORDER_KEY, API_PURCHASE_ORDER, status ? { status } : undefined, {
    defaultDateFilter: DEFAULT_DATE_FIELD,
  });

export const usePurchaseOrder = (id: number | null) =>
  useQuery({
    queryKey: [PURCHASE_ORDER_KEY, 'detail', id],
    queryFn: () => api.get<PurchaseOrder>(`${API_PURCHASE_ORDER}/${id ?? ''}`),
    enabled: id !== null,
    // A 4xx (deleted, no such id) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** Orders move stock: the item pickers show amounts, so they are read again too. */
const useInvalidate = () => {
  const qc = useQueryClient();
  return (scope: 'all' | 'list' = 'all') =>
    Promise.all([
      qc.invalidateQueries({ queryKey: scope === 'all' ? [PURCHASE_ORDER_KEY] : [PURCHASE_ORDER_KEY, 'list'] }),
      qc.invalidateQueries({ queryKey: [ITEM_KEY] }),
    ]);
};

/** Each write answers the saved order and the server's message (it tells the new stock after a receipt). */
export const useCreatePurchaseOrder = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (values: PurchaseOrderValues) => api.post<PurchaseOrder>(API_PURCHASE_ORDER, values),
    onSuccess: () => invalidate(),
  });
};

export const useUpdatePurchaseOrder = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (values: PurchaseOrderUpdateValues) => api.put<PurchaseOrder>(API_PURCHASE_ORDER, values),
    onSuccess: () => invalidate(),
  });
};

export const useReceivePurchaseOrder = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.patch<PurchaseOrder>(`${API_PURCHASE_ORDER}/receive/${id}`),
    onSuccess: () => invalidate(),
  });
};

export const useDeletePurchaseOrder = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${API_PURCHASE_ORDER}/${id}`),
    // Not the detail query: refetching the record just deleted would answer 404 while its page is still open.
    onSuccess: () => invalidate('list'),
  });
};

/** The item a scanned code names; an unknown code throws an ApiError with the server's Korean message. */
export const findItemByBarcode = (code: string) =>
  api.get<ItemBarcodeMatch>(`${API_PURCHASE_ORDER}/barcode/${encodeURIComponent(code)}`);

/** GET /api/seller/select: every supplier by name, for the 매입처 field. */
export const useSellerSelectList = () =>
  useQuery({
    queryKey: [PURCHASE_ORDER_KEY, 'sellers'],
    queryFn: () => api.get<SellerSelectItem[]>(`${API_SELLER}/select`),
    staleTime: 60_000,
  });
