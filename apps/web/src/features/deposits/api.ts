import {
  API_DEPOSIT,
  API_DEPOSIT_HISTORY,
  API_DEPOSIT_ORDERS,
  type DEPOSIT_DATE_FILTERS,
  type DEPOSIT_HISTORY_DATE_FILTERS,
  apiDepositLedger,
  type DepositEntryUpdateInput,
  type DepositLedger,
  type DepositHistoryRow,
  type DepositHistorySettled,
  type DepositOrder,
  type DepositOrderStatus,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, retryServerErrors } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';

export const DEPOSIT_KEY = 'deposits';

const ORDER_DATE_FIELD: keyof typeof DEPOSIT_DATE_FILTERS = 'receiptDatetime';
const HISTORY_DATE_FIELD: keyof typeof DEPOSIT_HISTORY_DATE_FILTERS = 'settledDatetime';

/** Orders with their deposit entries, filtered on 주문일 (the last year by default). */
export const useDepositOrders = (status: DepositOrderStatus | null) =>
  usePagedList<DepositOrder>(DEPOSIT_KEY, API_DEPOSIT_ORDERS, status ? { status } : undefined, {
    defaultDateFilter: ORDER_DATE_FIELD,
  });

/** Entries, settled ones unless asked otherwise, filtered on 입금 확인일 by default. */
export const useDepositHistory = (settled: DepositHistorySettled) =>
  usePagedList<DepositHistoryRow>(
    DEPOSIT_KEY,
    API_DEPOSIT_HISTORY,
    { settled },
    {
      defaultDateFilter: HISTORY_DATE_FIELD,
    },
  );

/** Reads the lists again: after a save, and after a 409 (someone else settled or un-settled the entry first). */
export const useReloadDeposits = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: [DEPOSIT_KEY] });
};

/** PATCH one entry; answers the order with its entries and the server's message. */
export const useSaveDepositEntry = () => {
  const reload = useReloadDeposits();
  return useMutation({
    mutationFn: (values: DepositEntryUpdateInput) => api.patch<DepositOrder>(API_DEPOSIT, values),
    onSettled: reload,
  });
};

/** GET …/{id}/ledger: the entry's money and its rows (read again with the lists after every write). */
export const useDepositLedger = (entryId: number) =>
  useQuery({
    queryKey: [DEPOSIT_KEY, 'ledger', entryId],
    queryFn: () => api.get<DepositLedger>(apiDepositLedger(entryId)),
    retry: retryServerErrors(2),
  });

/** A ledger write (입금 추가, 입금 취소, 할인·조정, 환불): answers the order; whatever happens, the lists read again. */
export const useLedgerWrite = <T>(url: (target: number) => string) => {
  const reload = useReloadDeposits();
  return useMutation({
    mutationFn: ({ target, body }: { target: number; body: T }) => api.post<DepositOrder>(url(target), body),
    onSettled: reload,
  });
};
