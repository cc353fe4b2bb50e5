import type { RouteObject } from 'react-router';

/** Relative to '/admin'. */
export const processRoutes: RouteObject[] = [
  { path: 'pr/process', lazy: async () => ({ Component: (await import('./process-page')).ProcessPage }) },
];
