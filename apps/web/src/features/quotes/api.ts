import {
  API_CUSTOMER_QUOTE,
  API_QUOTE,
  quoteOrderPath,
  quotePdfPath,
  type CustomerQuoteValues,
  type QUOTE_DATE_FILTERS,
  type Quote,
  type QuoteListItem,
  type QuoteOrderResult,
  type QuoteStatus,
  type QuoteToOrderValues,
  type QuoteValues,
} from '@scm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, retryServerErrors } from '../../shared/api/client';
import { usePagedList } from '../../shared/list-kit';
import { ORDER_KEY } from '../../shared/order-keys';

export const QUOTE_KEY = 'quotes';
export const QUOTE_LIST_PATH = '/admin/od/quote';
export const CUSTOMER_QUOTE_LIST_PATH = '/co/quote';

/** Who reads the quotes: staff (every customer's, /api/admin/od/quote) or a customer (its own, /api/co/quote). */
export type QuoteSide = 'staff' | 'customer';
export const quoteApiOf = (side: QuoteSide) => (side === 'staff' ? API_QUOTE : API_CUSTOMER_QUOTE);
export const quoteListPathOf = (side: QuoteSide) => (side === 'staff' ? QUOTE_LIST_PATH : CUSTOMER_QUOTE_LIST_PATH);
/** Where the new order opens once a quote becomes one. */
export const orderPathOf = (side: QuoteSide, orderId: number) =>
  side === 'staff' ? `/admin/od/order/${orderId}` : `/co/printing_order/${orderId}`;

/** The PDF's address: opened in a new tab (보기) or downloaded (내려받기) by the browser itself, with the session cookie. */
export const quotePdfUrl = (side: QuoteSide, id: number) => quotePdfPath(quoteApiOf(side), id);

const DEFAULT_DATE_FIELD: keyof typeof QUOTE_DATE_FILTERS = 'createdAt';

export const useQuoteList = (side: QuoteSide, status: QuoteStatus | null = null) =>
  usePagedList<QuoteListItem>(QUOTE_KEY, quoteApiOf(side), status ? { status } : undefined, {
    defaultDateFilter: DEFAULT_DATE_FIELD,
  });

const quoteQuery = (side: QuoteSide, id: number | null) => ({
  queryKey: [QUOTE_KEY, side, 'detail', id],
  queryFn: () => api.get<Quote>(`${quoteApiOf(side)}/${id ?? ''}`),
  enabled: id !== null,
  retry: retryServerErrors(2),
});
/** One hook per side, so the record page's loader calls the same hook on every render. */
export const useStaffQuote = (id: number | null) => useQuery(quoteQuery('staff', id));
export const useCustomerQuote = (id: number | null) => useQuery(quoteQuery('customer', id));

export const useCreateQuote = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (values: QuoteValues) => api.post<Quote>(API_QUOTE, values),
    onSuccess: () => qc.invalidateQueries({ queryKey: [QUOTE_KEY] }),
  });
};

export const useCreateCustomerQuote = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (values: CustomerQuoteValues) => api.post<Quote>(API_CUSTOMER_QUOTE, values),
    onSuccess: () => qc.invalidateQueries({ queryKey: [QUOTE_KEY] }),
  });
};

/** GET /api/co/price_catalog: what the shop publishes today (papers, sizes, finishes) and the rates to price them. */
/** 주문으로 전환 / 주문하기: the quote becomes an order at its price; the staff order list is read again too. */
export const useQuoteToOrder = (side: QuoteSide) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: QuoteToOrderValues }) =>
      api.post<QuoteOrderResult>(quoteOrderPath(quoteApiOf(side), id), values),
    onSettled: () =>
      Promise.all([qc.invalidateQueries({ queryKey: [QUOTE_KEY] }), qc.invalidateQueries({ queryKey: [ORDER_KEY] })]),
  });
};
