import type { RouteObject } from 'react-router';

/** Relative to '/admin'; each page loads in its own chunk. */
export const deliveryRoutes: RouteObject[] = [
  {
    path: 'wk/delivery',
    lazy: async () => ({ Component: (await import('./delivery-list-page')).DeliveryListPage }),
  },
  {
    path: 'wk/delivery_complete_history',
    lazy: async () => ({ Component: (await import('./delivery-history-page')).DeliveryHistoryPage }),
  },
];
