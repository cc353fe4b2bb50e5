import type { RouteObject } from 'react-router';

/** Relative to '/admin'. */
export const itemOptionRoutes: RouteObject[] = [
  { path: 'pr/item_option', lazy: async () => ({ Component: (await import('./item-option-page')).ItemOptionPage }) },
];
