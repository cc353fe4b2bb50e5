import type { RouteObject } from 'react-router';

/** Relative to '/admin'; each page loads in its own chunk. A quote is not edited: no /edit page. */
export const quoteRoutes: RouteObject[] = [
  {
    path: 'od/quote',
    lazy: async () => ({ Component: (await import('./quote-list-page')).QuoteListPage }),
  },
  {
    path: 'od/quote/new',
    lazy: async () => ({ Component: (await import('./quote-create-page')).QuoteCreatePage }),
  },
  {
    path: 'od/quote/:quote_id',
    lazy: async () => ({ Component: (await import('./quote-detail-page')).QuoteDetailPage }),
  },
];

/** Relative to '/': the customer's own quotes (견적 요청 / 내 견적). */
export const customerQuoteRoutes: RouteObject[] = [
  {
    path: 'co/quote',
    lazy: async () => ({ Component: (await import('./quote-list-page')).CustomerQuoteListPage }),
  },
  {
    path: 'co/quote/new',
    lazy: async () => ({ Component: (await import('./customer-quote-create-page')).CustomerQuoteCreatePage }),
  },
  {
    path: 'co/quote/:quote_id',
    lazy: async () => ({ Component: (await import('./quote-detail-page')).CustomerQuoteDetailPage }),
  },
];
