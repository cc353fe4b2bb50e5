import type { RouteObject } from 'react-router';

/** An area's catch-all: unknown paths render the 404 page (inside the area's layout). */
export const notFoundRoute = (path: string): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await import('./pages/error-routes')).NotFoundRoute }),
});
