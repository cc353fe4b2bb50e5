import type { OrderPriceDetail, OrderPriceOverrideInput } from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, retryServerErrors } from '../../shared/api/client';

/** Where a saved order's price lives: a printing order (API_ORDER, ORDER_KEY) or a bag order (its own). */
export interface PricedRecord {
  id: number;
  /** The order kind's API base: `${base}/${id}/price`. */
  base: string;
  /** The kind's query key (its detail, list and price are refreshed after a change). */
  queryKey: string;
  /** A cancelled order's price no longer changes. */
  cancelled: boolean;
}

/** GET …/{id}/price: the price now and every pricing, oldest first. */
export const usePriceDetail = (record: PricedRecord) =>
  useQuery({
    queryKey: [record.queryKey, 'price', record.id],
    queryFn: () => api.get<OrderPriceDetail>(`${record.base}/${record.id}/price`),
    retry: retryServerErrors(2),
  });

/**
 * PUT …/{id}/price: 금액 조정 (or its removal) on the version shown. Whatever the answer (saved, stale, a settled
 * deposit), the order and its price are read again, so the page shows what the server holds.
 */
export const useChangeOverride = (record: PricedRecord) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderPriceOverrideInput) => api.put<OrderPriceDetail>(`${record.base}/${record.id}/price`, body),
    onSettled: () => qc.invalidateQueries({ queryKey: [record.queryKey] }),
  });
};
