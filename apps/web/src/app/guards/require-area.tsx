import { Navigate, Outlet } from 'react-router';
import type { UserType } from '@scm/contract';
import { useSession, userTypeOf } from '../session';

/** Signed-in users of the given kind only: anonymous → /login, the other kind → /error_403. */
export function RequireArea({ area }: { area: UserType }) {
  const session = useSession();
  if (session.status !== 'signedIn') return <Navigate to="/login" replace />;
  if (userTypeOf(session.account) !== area) return <Navigate to="/error_403" replace />;
  return <Outlet />;
}
