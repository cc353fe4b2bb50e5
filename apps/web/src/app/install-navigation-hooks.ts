import { apiHooks, setCsrfToken } from '../shared/api/client';
import type { AppRouter } from './router';
import { sessionStore } from './session';

/**
 * The HTTP client's 401 and 403 answers, routed through the app: 401 → /login (session over; the query cache
 * forgets the account's answers when the session ends), 403 on a page read → /error_403.
 */
export function installNavigationHooks(router: AppRouter) {
  apiHooks.onUnauthorized = () => {
    if (sessionStore.get().status === 'signedIn') {
      setCsrfToken('');
      sessionStore.signOut();
    }
    if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
  };
  apiHooks.onForbidden = () => {
    void router.navigate('/error_403');
  };
}
