import type { QueryClient } from '@tanstack/react-query';
import { apiHooks, setCsrfToken } from '../shared/api/client';
import type { AppRouter } from './router';
import { sessionStore } from './session';

/** The HTTP client's 401 and 403 answers, routed through the app: 401 → /login (session over), 403 on a page read → /error_403. */
export function installNavigationHooks(router: AppRouter, queryClient: QueryClient) {
  apiHooks.onUnauthorized = () => {
    if (sessionStore.get().status === 'signedIn') {
      setCsrfToken('');
      sessionStore.signOut();
      queryClient.clear();
    }
    if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
  };
  apiHooks.onForbidden = () => {
    void router.navigate('/error_403');
  };
}
