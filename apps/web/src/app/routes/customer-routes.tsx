import { Navigate, type RouteObject } from 'react-router';
import { customerOrderRoutes } from '../../features/customer-orders/routes';
import { customerQuoteRoutes } from '../../features/quotes/routes';
import { customerNoticeRoutes } from '../../features/notices/routes';
import { customerShopbagRoutes } from '../../features/shopbag-orders/routes';
import { customerMyPageRoutes } from './pages/my-page-route-objects';
import { notFoundRoute } from './not-found-route';

/** Customer screens (paths relative to /): /customer/main, /my/**, /co/**, /bd/**. Add a feature's routes here. */
export const customerRoutes: RouteObject[] = [
  { path: 'customer', element: <Navigate to="/customer/main" replace /> },
  {
    path: 'customer/main',
    lazy: async () => ({ Component: (await import('./pages/customer-home-route')).CustomerHomeRoute }),
  },
  {
    path: 'my/notification',
    lazy: async () => ({ Component: (await import('./pages/notification-routes')).CustomerNotificationRoute }),
  },
  ...customerOrderRoutes,
  ...customerQuoteRoutes,
  ...customerNoticeRoutes,
  ...customerShopbagRoutes,
  ...customerMyPageRoutes,
  notFoundRoute('customer/*'),
  notFoundRoute('my/*'),
  notFoundRoute('co/*'),
  notFoundRoute('bd/*'),
];
