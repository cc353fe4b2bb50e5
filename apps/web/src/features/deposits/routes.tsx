import type { RouteObject } from 'react-router';

/** Relative to '/admin'; each page loads in its own chunk. */
export const depositRoutes: RouteObject[] = [
  {
    path: 'od/deposit',
    lazy: async () => ({ Component: (await import('./deposit-list-page')).DepositListPage }),
  },
  {
    path: 'cs/deposit_history',
    lazy: async () => ({ Component: (await import('./deposit-history-page')).DepositHistoryPage }),
  },
];
