import type { RouteObject } from 'react-router';

/** Relative to '/admin'. */
export const basicInfoRoutes: RouteObject[] = [
  { path: 'cm/basicInfo', lazy: async () => ({ Component: (await import('./basic-info-page')).BasicInfoReadPage }) },
  {
    path: 'cm/basicInfo/edit',
    lazy: async () => ({ Component: (await import('./basic-info-page')).BasicInfoEditPage }),
  },
];
