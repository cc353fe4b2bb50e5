import type { RouteObject } from 'react-router';

/** Relative to '/admin'. */
export const codeRoutes: RouteObject[] = [
  { path: 'cm/code', lazy: async () => ({ Component: (await import('./code-page')).CodePage }) },
];
