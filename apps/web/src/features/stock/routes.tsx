import type { RouteObject } from 'react-router';

/** Relative to '/admin'; each page loads in its own chunk. */
export const stockRoutes: RouteObject[] = [
  { path: 'pr/stock', lazy: async () => ({ Component: (await import('./stock-list-page')).StockListPage }) },
  {
    path: 'pr/stock/:stockId',
    lazy: async () => ({ Component: (await import('./stock-detail-page')).StockDetailPage }),
  },
  {
    path: 'pr/receiving_history',
    lazy: async () => ({ Component: (await import('./stock-move-pages')).ReceivingHistoryPage }),
  },
  {
    path: 'pr/releasing_history',
    lazy: async () => ({ Component: (await import('./stock-move-pages')).ReleasingHistoryPage }),
  },
];
