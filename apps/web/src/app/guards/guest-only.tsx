import { Navigate, Outlet } from 'react-router';
import { homePathOf, useSession } from '../session';

/** The login page is for guests; a signed-in user is sent to their home. */
export function GuestOnly() {
  const session = useSession();
  if (session.status === 'signedIn') return <Navigate to={homePathOf(session.account)} replace />;
  return <Outlet />;
}
