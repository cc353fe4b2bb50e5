import type { RouteObject } from 'react-router';

/** Relative to '/admin'; each page loads in its own chunk. */
export const purchaseOrderRoutes: RouteObject[] = [
  {
    path: 'wk/purchase_order',
    lazy: async () => ({ Component: (await import('./purchase-order-list-page')).PurchaseOrderListPage }),
  },
  {
    path: 'wk/purchase_order/new',
    lazy: async () => ({ Component: (await import('./purchase-order-create-page')).PurchaseOrderCreatePage }),
  },
  {
    path: 'wk/purchase_order/:purchaseOrderId',
    lazy: async () => ({ Component: (await import('./purchase-order-record-page')).PurchaseOrderReadPage }),
  },
  {
    path: 'wk/purchase_order/:purchaseOrderId/edit',
    lazy: async () => ({ Component: (await import('./purchase-order-record-page')).PurchaseOrderEditPage }),
  },
];
