import { Navigate, type RouteObject } from 'react-router';
import { departmentRoutes } from '../../features/departments/routes';
import { notFoundRoute } from './not-found-route';

/** Children of /admin (relative paths). A feature mounts its screens by adding its routes here. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/main" replace /> },
  { path: 'main', lazy: async () => ({ Component: (await import('./pages/admin-home-route')).AdminHomeRoute }) },
  {
    path: 'notification',
    lazy: async () => ({ Component: (await import('./pages/notification-routes')).AdminNotificationRoute }),
  },
  ...departmentRoutes,
  notFoundRoute('*'),
];
