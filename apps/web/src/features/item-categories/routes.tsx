import type { RouteObject } from 'react-router';

/** Relative to '/admin'. */
export const itemCategoryRoutes: RouteObject[] = [
  { path: 'pr/category', lazy: async () => ({ Component: (await import('./item-category-page')).ItemCategoryPage }) },
];
