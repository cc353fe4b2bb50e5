import { RouterProvider } from 'react-router';
import { installNavigationHooks } from './install-navigation-hooks';
import { createAppRouter } from './router';

// Created when this module loads: the router starts loading the current route's lazy screens at once.
const router = createAppRouter();
installNavigationHooks(router);

/** Every screen, through React Router (a cold /login renders without it; see app.tsx). */
export function RoutedApp() {
  return <RouterProvider router={router} />;
}
