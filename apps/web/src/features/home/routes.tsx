import type { RouteObject } from 'react-router';

/** Relative to '/admin'. */
export const homeRoutes: RouteObject[] = [
  { path: 'main', lazy: async () => ({ Component: (await import('./admin-home-page')).AdminHomePage }) },
  {
    path: 'main/kpi_setting',
    lazy: async () => ({ Component: (await import('./kpi-settings-page')).KpiSettingsPage }),
  },
];
