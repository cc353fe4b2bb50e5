import { lazy, Suspense, useState } from 'react';
import { FullPageSpinner } from './full-page-spinner';
import { AppProviders } from './providers';
import { LoginRoute } from './routes/pages/login-route';
import { SessionGate, startSessionCheck } from './session/session-gate';
import { useSession } from './session/session-store';

startSessionCheck();

// A cold /login renders the login page alone, from the entry chunk: React Router, the route table and the signed-in
// shell load with the sign-in. Any other path starts loading the router now, alongside the session check.
const coldLogin = window.location.pathname === '/login';
const loadRouter = () => import('./routed-app');
if (!coldLogin) void loadRouter();
const RoutedApp = lazy(async () => ({ default: (await loadRouter()).RoutedApp }));

/** The login page on its own until someone signs in; from then on the router serves every path, /login included. */
function Screens() {
  const session = useSession();
  const [routed, setRouted] = useState(!coldLogin);
  if (!routed && session.status === 'signedIn') setRouted(true);
  if (!routed) return <LoginRoute />;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <RoutedApp />
    </Suspense>
  );
}

export function App() {
  return (
    <AppProviders>
      <SessionGate>
        <Screens />
      </SessionGate>
    </AppProviders>
  );
}
