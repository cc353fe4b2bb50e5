import type { RouteObject } from 'react-router';

/** Relative to '/admin'; each page loads in its own chunk. */
export const sellerRoutes: RouteObject[] = [
  {
    path: 'cs/seller',
    lazy: async () => ({ Component: (await import('./seller-list-page')).SellerListPage }),
  },
  {
    path: 'cs/seller/new',
    lazy: async () => ({ Component: (await import('./seller-create-page')).SellerCreatePage }),
  },
  {
    path: 'cs/seller/:sellerId',
    lazy: async () => ({ Component: (await import('./seller-record-page')).SellerReadPage }),
  },
  {
    path: 'cs/seller/:sellerId/edit',
    lazy: async () => ({ Component: (await import('./seller-record-page')).SellerEditPage }),
  },
];
