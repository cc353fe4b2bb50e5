import type { RouteObject } from 'react-router';

/** Relative to '/admin'; each page loads in its own chunk. */
export const bankStatementRoutes: RouteObject[] = [
  {
    path: 'od/bank',
    lazy: async () => ({ Component: (await import('./bank-statements-page')).BankStatementsPage }),
  },
  {
    path: 'od/bank/:id',
    lazy: async () => ({ Component: (await import('./bank-review-page')).BankReviewPage }),
  },
];
