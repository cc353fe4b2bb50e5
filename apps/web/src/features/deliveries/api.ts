import type { DELIVERY_HISTORY_DATE_FILTERS } from '@scm/contract';
import {
  API_DELIVERY,
  API_DELIVERY_COMPLETE,
  API_DELIVERY_COMPLETE_HISTORY,
  API_DELIVERY_START,
  type DeliveryHistoryRow,
  type DeliveryRow,
  type DeliveryStartValues,
} from '@scm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';

export const DELIVERY_KEY = 'deliveries';
export const DELIVERY_LIST_PATH = '/admin/wk/delivery';
export const DELIVERY_HISTORY_PATH = '/admin/wk/delivery_complete_history';

/** The open deliveries (배송준비 and 배송중), or one of them. */
export const useOpenDeliveries = (status: 'READY' | 'SHIPPING' | null) =>
  usePagedList<DeliveryRow>(DELIVERY_KEY, API_DELIVERY, status ? { status } : undefined);

const HISTORY_DATE_FIELD: keyof typeof DELIVERY_HISTORY_DATE_FILTERS = 'deliveryEndDatetime';

/** Completed deliveries, filtered on 배송 완료일 (the last year by default). */
export const useCompletedDeliveries = () =>
  usePagedList<DeliveryHistoryRow>(DELIVERY_KEY, API_DELIVERY_COMPLETE_HISTORY, undefined, {
    defaultDateFilter: HISTORY_DATE_FIELD,
  });

/** Each move reloads the lists (both, and the work orders' detail reads its delivery afresh on its own). */
const useInvalidate = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: [DELIVERY_KEY] });
};

export const useStartDelivery = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: DeliveryStartValues }) =>
      api.patch<DeliveryRow>(`${API_DELIVERY_START}/${id}`, values),
    onSettled: invalidate,
  });
};

export const useCompleteDelivery = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.patch<DeliveryRow>(`${API_DELIVERY_COMPLETE}/${id}`),
    onSettled: invalidate,
  });
};

/** Reads the lists again (after a 409: someone else moved the delivery first). */
export const useReloadDeliveries = useInvalidate;
