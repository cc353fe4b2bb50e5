import { Navigate } from 'react-router';
import { useHomePath } from '../session';

/** "/" has no page of its own: go to the user's home, or to the login page. */
export function HomeRedirect() {
  return <Navigate to={useHomePath()} replace />;
}
