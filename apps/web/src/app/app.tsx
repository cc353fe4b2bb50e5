import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { installNavigationHooks } from './install-navigation-hooks';
import { queryClient } from './query-client';
import { createAppRouter } from './router';
import { SessionGate } from './session';

const router = createAppRouter();
installNavigationHooks(router, queryClient);

export function App() {
  return (
    <AppProviders>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </AppProviders>
  );
}
