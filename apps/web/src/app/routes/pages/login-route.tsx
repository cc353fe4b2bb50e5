import type { Session } from '@scm/contract';
import { LoginPage } from '../../../features/auth';
import { setCsrfToken } from '../../../shared/api/client';
// Not the session index: it also holds useLogout, whose router import would ride along into this chunk.
import { sessionStore } from '../../session/session-store';

/** Keeps the new session; the guest-only guard then sends the user to their home. */
export function LoginRoute() {
  const onSignedIn = (session: Session) => {
    setCsrfToken(session.csrf);
    sessionStore.signIn(session.account);
  };
  return <LoginPage onSignedIn={onSignedIn} />;
}
