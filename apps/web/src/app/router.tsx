import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpinner } from './full-page-spinner';
import { GuestOnly } from './guards/guest-only';
import { HomeRedirect } from './guards/home-redirect';
import { RequireArea } from './guards/require-area';
import { RootFrame } from './root-frame';
import { adminRoutes } from './routes/admin-routes';
import { itemBareRoutes } from '../features/items/routes';
import { orderBareRoutes } from '../features/orders/routes';
import { customerRoutes } from './routes/customer-routes';
import { notFoundRoute } from './routes/not-found-route';
import { LoginRoute } from './routes/pages/login-route';
import { RouteError } from './routes/route-error';

const errorPages = () => import('./routes/pages/error-routes');

/** Every route; pages and layouts load lazily, and this table itself loads after a cold /login (app.tsx). */
const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        path: 'login',
        element: <GuestOnly />,
        children: [
          // In the entry chunk already: a cold /login renders it before the router loads (app.tsx).
          { index: true, Component: LoginRoute },
        ],
      },
      { path: '404page', lazy: async () => ({ Component: (await errorPages()).NotFoundRoute }) },
      { path: '500page', lazy: async () => ({ Component: (await errorPages()).ServerErrorRoute }) },
      { path: 'error_403', lazy: async () => ({ Component: (await errorPages()).ForbiddenRoute }) },
      {
        // Server state (TanStack Query) for the signed-in areas only; loads with the first signed-in page.
        lazy: async () => ({ Component: (await import('./query-scope')).QueryScope }),
        children: [
          {
            path: 'admin',
            element: <RequireArea area="employee" />,
            children: [
              // Pages without the admin frame (a print window); the more specific path wins over the frame's catch-all.
              { errorElement: <RouteError />, children: [...itemBareRoutes, ...orderBareRoutes] },
              {
                lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
                // The error boundary sits inside the layout so a failing screen keeps the menu.
                children: [{ errorElement: <RouteError />, children: adminRoutes }],
              },
            ],
          },
          {
            element: <RequireArea area="customer" />,
            children: [
              {
                lazy: async () => ({ Component: (await import('./layouts/customer-layout')).CustomerLayout }),
                children: [{ errorElement: <RouteError />, children: customerRoutes }],
              },
            ],
          },
        ],
      },
      notFoundRoute('*'),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
