import {
  API_RECEIVING_HISTORY,
  API_RELEASING_HISTORY,
  API_STOCKS,
  type RECEIVING_DATE_FILTERS,
  type Page,
  type ReceivingHistory,
  type ReleasingHistory,
  type Stock,
  type StockAdjustValues,
  type StockHistory,
} from '@scm/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../shared/api/client';
import { usePagedList, type ApiQuery } from '../../shared/list-kit';
import { ITEM_KEY } from '../items';

export const STOCK_KEY = 'stocks';
export const STOCK_LIST_PATH = '/admin/pr/stock';
export const RECEIVING_HISTORY_PATH = '/admin/pr/receiving_history';
export const RELEASING_HISTORY_PATH = '/admin/pr/releasing_history';

const DEFAULT_MOVE_DATE_FIELD: keyof typeof RECEIVING_DATE_FILTERS = 'workDate';

/** `shortage`: only stock below zero (paper used beyond stock at a confirmed printing complete), for purchasing. */
export const useStockList = (shortage = false) =>
  usePagedList<Stock>(STOCK_KEY, API_STOCKS, { shortage: shortage ? 'true' : undefined });

export const useStock = (id: number | null) =>
  useQuery({
    queryKey: [STOCK_KEY, 'detail', id],
    queryFn: () => api.get<Stock>(`${API_STOCKS}/${id ?? ''}`),
    enabled: id !== null,
    // A 4xx (no such stock) will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** One stock's changes; the page lives in the detail page's state, not its address. */
export const useStockHistory = (id: number, query: ApiQuery) =>
  useQuery({
    queryKey: [STOCK_KEY, 'history', id, query],
    // A failed list read is silent (spec 000 §8): empty list, no paging.
    queryFn: () => api.get<Page<StockHistory>>(`${API_STOCKS}/history/${id}`, query).catch((): null => null),
    placeholderData: keepPreviousData,
  });

export const useAdjustStock = (id: number) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (values: StockAdjustValues) => api.patch<Stock>(`${API_STOCKS}/${id}`, values),
    onSuccess: async () => {
      // Item screens and pickers show the amount too.
      await Promise.all([
        qc.invalidateQueries({ queryKey: [STOCK_KEY] }),
        qc.invalidateQueries({ queryKey: [ITEM_KEY] }),
      ]);
    },
  });
};

export const useReceivingHistory = () =>
  usePagedList<ReceivingHistory>(STOCK_KEY, API_RECEIVING_HISTORY, undefined, {
    defaultDateFilter: DEFAULT_MOVE_DATE_FIELD,
  });

export const useReleasingHistory = () =>
  usePagedList<ReleasingHistory>(STOCK_KEY, API_RELEASING_HISTORY, undefined, {
    defaultDateFilter: DEFAULT_MOVE_DATE_FIELD,
  });
