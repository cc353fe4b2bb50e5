import { API_AUTH, type CheckLoggedIn } from '@scm/contract';
import { ApiError, api, setCsrfToken } from '../../shared/api/client';
import { sessionStore } from './session-store';

/** Asks the server who we are: 200 → signed in (keep the CSRF token), 401 → anonymous, anything else → unreachable. */
export async function checkSession() {
  sessionStore.setChecking();
  try {
    const { data } = await api.post<CheckLoggedIn>(API_AUTH.checkLoggedIn, undefined, { allowAnonymous: true });
    setCsrfToken(data.csrf);
    sessionStore.signIn(data.account);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      setCsrfToken('');
      sessionStore.signOut();
    } else {
      sessionStore.setUnreachable();
    }
  }
}

/** Ends the server session; the local state is cleared even when the call fails. */
export async function endSession() {
  try {
    await api.post<null>(API_AUTH.logout, undefined, { allowAnonymous: true });
  } catch {
    // Signing out locally is what the user asked for; a failed call must not keep them in.
  } finally {
    setCsrfToken('');
    sessionStore.signOut();
  }
}
