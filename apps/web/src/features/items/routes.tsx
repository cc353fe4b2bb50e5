import type { RouteObject } from 'react-router';

/** Relative to '/admin', inside the admin frame; each page loads in its own chunk. */
export const itemRoutes: RouteObject[] = [
  {
    path: 'pr/item',
    lazy: async () => ({ Component: (await import('./item-list-page')).ItemListPage }),
  },
  {
    path: 'pr/item/new',
    lazy: async () => ({ Component: (await import('./item-create-page')).ItemCreatePage }),
  },
  {
    path: 'pr/item/:itemId',
    lazy: async () => ({ Component: (await import('./item-record-page')).ItemReadPage }),
  },
  {
    path: 'pr/item/:itemId/edit',
    lazy: async () => ({ Component: (await import('./item-record-page')).ItemEditPage }),
  },
];

/** Relative to '/admin' but outside the admin frame: the label window shows the label alone. */
export const itemBareRoutes: RouteObject[] = [
  {
    path: 'pr/item/:itemId/barcode',
    lazy: async () => ({ Component: (await import('./item-barcode-page')).ItemBarcodePage }),
  },
];
