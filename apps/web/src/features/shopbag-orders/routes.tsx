import type { RouteObject } from 'react-router';

/** Relative to '/admin'; each page loads in its own chunk. */
export const shopbagOrderRoutes: RouteObject[] = [
  {
    path: 'od/shopbag_order',
    lazy: async () => ({ Component: (await import('./shopbag-list-page')).ShopbagListPage }),
  },
  {
    path: 'od/shopbag_order/new',
    lazy: async () => ({ Component: (await import('./shopbag-create-page')).ShopbagCreatePage }),
  },
  {
    path: 'od/shopbag_order/:shopbag_order_id',
    lazy: async () => ({ Component: (await import('./shopbag-record-page')).ShopbagReadPage }),
  },
  {
    path: 'od/shopbag_order/:shopbag_order_id/edit',
    lazy: async () => ({ Component: (await import('./shopbag-record-page')).ShopbagEditPage }),
  },
];

/** Relative to '/': the customer's own bags. */
export const customerShopbagRoutes: RouteObject[] = [
  {
    path: 'co/my_shopbag_work_order',
    lazy: async () => ({ Component: (await import('./my-shopbag-list-page')).MyShopbagListPage }),
  },
  {
    path: 'co/my_shopbag_work_order/:shopbag_order_id',
    lazy: async () => ({ Component: (await import('./my-shopbag-page')).MyShopbagPage }),
  },
];
