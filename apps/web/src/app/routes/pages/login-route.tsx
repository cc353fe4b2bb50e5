import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '@scm/contract';
import { LoginPage } from '../../../features/auth';
import { setCsrfToken } from '../../../shared/api/client';
import { sessionStore } from '../../session';

/** Keeps the new session; the guest-only guard then sends the user to their home. */
export function LoginRoute() {
  const queryClient = useQueryClient();
  const onSignedIn = (session: Session) => {
    setCsrfToken(session.csrf);
    queryClient.clear();
    sessionStore.signIn(session.account);
  };
  return <LoginPage onSignedIn={onSignedIn} />;
}
