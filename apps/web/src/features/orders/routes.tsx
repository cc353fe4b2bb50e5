import type { RouteObject } from 'react-router';

/** Relative to '/admin'; each page loads in its own chunk. */
export const orderRoutes: RouteObject[] = [
  {
    path: 'od/order',
    lazy: async () => ({ Component: (await import('./order-list-page')).OrderListPage }),
  },
  {
    path: 'od/order/new',
    lazy: async () => ({ Component: (await import('./order-create-page')).OrderCreatePage }),
  },
  {
    path: 'od/order/:order_id',
    lazy: async () => ({ Component: (await import('./order-record-page')).OrderReadPage }),
  },
  {
    path: 'od/order/:order_id/edit',
    lazy: async () => ({ Component: (await import('./order-record-page')).OrderEditPage }),
  },
];

/** Relative to '/admin' but outside the admin frame: the job ticket prints alone. */
export const orderBareRoutes: RouteObject[] = [
  {
    path: 'od/order/:order_id/ticket',
    lazy: async () => ({ Component: (await import('./job-ticket-page')).JobTicketPage }),
  },
];
