import {
  API_RECEIVABLES,
  API_RECEIVABLES_SUMMARY,
  apiReceivableLedger,
  type ReceivableLedger,
  type ReceivableRow,
  type ReceivableSummary,
} from '@scm/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';

export const RECEIVABLES_KEY = 'receivables';

/** Buyers with their 청구 · 입금 · 미수 and aging; 미수 desc by default. */
export const useReceivables = (outstandingOnly: boolean) =>
  usePagedList<ReceivableRow>(RECEIVABLES_KEY, API_RECEIVABLES, outstandingOnly ? { outstandingOnly: 'true' } : {}, {
    defaultSort: 'outstanding,desc',
  });

/** One buyer's 거래처 원장 over a period (either end open). */
export const useReceivableLedger = (buyerId: number, from: string, to: string) =>
  useQuery({
    queryKey: [RECEIVABLES_KEY, 'ledger', buyerId, from, to],
    queryFn: () => api.get<ReceivableLedger>(apiReceivableLedger(buyerId), { from, to }),
  });

/** The home card's month: 매출, 입금 and today's 미수. */
export const useReceivableSummary = (enabled: boolean) =>
  useQuery({
    queryKey: [RECEIVABLES_KEY, 'summary'],
    queryFn: () => api.get<ReceivableSummary>(API_RECEIVABLES_SUMMARY),
    enabled,
  });
