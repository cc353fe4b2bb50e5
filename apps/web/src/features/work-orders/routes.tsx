import type { RouteObject } from 'react-router';

/** Relative to '/admin'; each page loads in its own chunk. */
export const workOrderRoutes: RouteObject[] = [
  {
    path: 'wk/work_order',
    lazy: async () => ({ Component: (await import('./work-order-list-page')).WorkOrderListPage }),
  },
  {
    path: 'wk/work_order/:workOrderId',
    lazy: async () => ({ Component: (await import('./work-order-detail-page')).WorkOrderDetailPage }),
  },
  {
    path: 'wk/work_order/:workOrderId/edit',
    lazy: async () => ({ Component: (await import('./work-order-detail-page')).WorkOrderEditRedirect }),
  },
];
