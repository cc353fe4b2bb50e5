import {
  API_TAX_INVOICES,
  API_TAX_INVOICE_MONTHLY,
  API_TAX_INVOICE_MONTHLY_PREVIEW,
  API_TAX_INVOICE_SETTINGS,
  apiTaxInvoice,
  apiTaxInvoiceAction,
  type MonthlyIssueInput,
  type MonthlyPreview,
  type TaxInvoice,
  type TaxInvoiceAmendInput,
  type TaxInvoiceRow,
  type TaxInvoiceSettings,
  type TaxInvoiceStateValue,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';

export const TAX_INVOICES_KEY = 'tax-invoices';

/** The list, filtered by month and state (the kit's search covers buyer name and document key). */
export const useTaxInvoices = (month: string, state: TaxInvoiceStateValue | null) =>
  usePagedList<TaxInvoiceRow>(TAX_INVOICES_KEY, API_TAX_INVOICES, {
    ...(month ? { month } : {}),
    ...(state ? { state } : {}),
  });

export const useTaxInvoiceSettings = () =>
  useQuery({
    queryKey: [TAX_INVOICES_KEY, 'settings'],
    queryFn: () => api.get<TaxInvoiceSettings>(API_TAX_INVOICE_SETTINGS),
  });

export const useTaxInvoice = (id: number) =>
  useQuery({ queryKey: [TAX_INVOICES_KEY, 'one', id], queryFn: () => api.get<TaxInvoice>(apiTaxInvoice(id)) });

export const useMonthlyPreview = (month: string, writeDate: string) =>
  useQuery({
    queryKey: [TAX_INVOICES_KEY, 'preview', month, writeDate],
    queryFn: () => api.get<MonthlyPreview>(API_TAX_INVOICE_MONTHLY_PREVIEW, { month, writeDate }),
    enabled: /^\d{4}-\d{2}$/.test(month),
    retry: false,
  });

/** Every write answers the invoice (or the issued ones); the lists and the open invoice are read again. */
function useInvoiceWrite<V>(send: (v: V) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => client.invalidateQueries({ queryKey: [TAX_INVOICES_KEY] }),
  });
}

export const useIssueMonthly = () =>
  useInvoiceWrite((body: MonthlyIssueInput) => api.post<{ invoices: TaxInvoiceRow[] }>(API_TAX_INVOICE_MONTHLY, body));

export const useInvoiceAction = (id: number) =>
  useInvoiceWrite((a: { action: 'issue' | 'refresh' } | { action: 'cancel'; reason: string }) =>
    api.post<TaxInvoice>(apiTaxInvoiceAction(id, a.action), a.action === 'cancel' ? { reason: a.reason } : {}),
  );

export const useAmendInvoice = (id: number) =>
  useInvoiceWrite((body: TaxInvoiceAmendInput) => api.post<TaxInvoice>(apiTaxInvoiceAction(id, 'amend'), body));
