import type { RouteObject } from 'react-router';

/** Relative to '/admin'; the page loads in its own chunk. */
export const rateRoutes: RouteObject[] = [
  { path: 'od/rate', lazy: async () => ({ Component: (await import('./rates-page')).RatesPage }) },
];
