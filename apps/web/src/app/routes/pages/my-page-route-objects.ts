import type { RouteObject } from 'react-router';

const wrappers = () => import('./my-page-routes');
const passwordPages = () => import('../../../features/my-page');

/** Relative to '/admin': the employee's own record and password. */
export const adminMyPageRoutes: RouteObject[] = [
  { path: 'cm/mypage', lazy: async () => ({ Component: (await wrappers()).AdminMyPageRoute }) },
  { path: 'cm/mypage/edit', lazy: async () => ({ Component: (await wrappers()).AdminMyPageEditRoute }) },
  { path: 'cm/password_change', lazy: async () => ({ Component: (await passwordPages()).EmployeePasswordPage }) },
];

/** Relative to '/': the customer's own company profile and password. */
export const customerMyPageRoutes: RouteObject[] = [
  { path: 'my/mypage', lazy: async () => ({ Component: (await wrappers()).CustomerMyPageReadRoute }) },
  { path: 'my/mypage/edit', lazy: async () => ({ Component: (await wrappers()).CustomerMyPageEditRoute }) },
  { path: 'my/password_change', lazy: async () => ({ Component: (await passwordPages()).CustomerPasswordPage }) },
];
