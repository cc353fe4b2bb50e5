import type { RouteObject } from 'react-router';

/** Relative to '/admin'; each page loads in its own chunk. */
export const buyerRoutes: RouteObject[] = [
  {
    path: 'cs/buyer',
    lazy: async () => ({ Component: (await import('./buyer-list-page')).BuyerListPage }),
  },
  {
    path: 'cs/buyer/new',
    lazy: async () => ({ Component: (await import('./buyer-create-page')).BuyerCreatePage }),
  },
  {
    path: 'cs/buyer/:buyerId',
    lazy: async () => ({ Component: (await import('./buyer-record-page')).BuyerReadPage }),
  },
  {
    path: 'cs/buyer/:buyerId/edit',
    lazy: async () => ({ Component: (await import('./buyer-record-page')).BuyerEditPage }),
  },
];
