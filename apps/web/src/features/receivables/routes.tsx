import type { RouteObject } from 'react-router';

/** Relative to '/admin'; the page loads in its own chunk. */
export const receivableRoutes: RouteObject[] = [
  {
    path: 'od/receivables',
    lazy: async () => ({ Component: (await import('./receivables-page')).ReceivablesPage }),
  },
];
