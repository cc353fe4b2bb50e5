import type { RouteObject } from 'react-router';

/** Relative to '/': the customer's printing orders, each page in its own chunk. */
export const customerOrderRoutes: RouteObject[] = [
  {
    path: 'co/printing_order',
    lazy: async () => ({ Component: (await import('./customer-order-list-page')).CustomerOrderListPage }),
  },
  {
    path: 'co/printing_order/new',
    lazy: async () => ({ Component: (await import('./customer-order-create-page')).CustomerOrderCreatePage }),
  },
  {
    path: 'co/printing_order/:order_id',
    lazy: async () => ({ Component: (await import('./customer-order-detail-page')).CustomerOrderDetailPage }),
  },
];
