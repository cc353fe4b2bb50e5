import type { RouteObject } from 'react-router';

/** Relative to '/admin'; the page loads in its own chunk. */
export const taxInvoiceRoutes: RouteObject[] = [
  {
    path: 'od/tax-invoices',
    lazy: async () => ({ Component: (await import('./tax-invoices-page')).TaxInvoicesPage }),
  },
];
