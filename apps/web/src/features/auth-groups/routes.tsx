import type { RouteObject } from 'react-router';

/** Relative to '/admin'. */
export const authGroupRoutes: RouteObject[] = [
  { path: 'cm/auth_group', lazy: async () => ({ Component: (await import('./redirect-to-group')).RedirectToGroup }) },
  {
    path: 'cm/auth_group/:tabName',
    lazy: async () => ({ Component: (await import('./auth-group-page')).AuthGroupPage }),
  },
];
