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
export type OpenDeliveryStatus = 'READY' | 'SHIPPING';

export const useDeliveryList = (status: OpenDeliveryStatus | null) =>
  usePagedList<DeliveryRow>(DELIVERY_KEY, API_DELIVERY, status ? { status } : undefined);

export const useCompletedDeliveries = () =>
  usePagedList<DeliveryHistoryRow>(DELIVERY_KEY, API_DELIVERY_COMPLETE_HISTORY, undefined, {
    defaultDateFilter: 'deliveryEndDatetime',
  });

const useMove = <V>(send: (v: V) => Promise<{ data: DeliveryRow; message: string }>) => {
  const qc = useQueryClient();
  // The list reloads after each move (spec 001 §4).
  return useMutation({ mutationFn: send, onSuccess: () => qc.invalidateQueries({ queryKey: [DELIVERY_KEY] }) });
};

export const useStartDelivery = () =>
  useMove(({ id, ...body }: DeliveryStartValues & { id: number }) =>
    api.patch<DeliveryRow>(`${API_DELIVERY_START}/${id}`, body),
  );
export const useCompleteDelivery = () =>
  useMove((id: number) => api.patch<DeliveryRow>(`${API_DELIVERY_COMPLETE}/${id}`));
