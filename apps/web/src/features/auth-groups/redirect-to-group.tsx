import { Navigate } from 'react-router';

export function RedirectToGroup() {
  return <Navigate to="/admin/cm/auth_group/group" replace />;
}
