import { API_AUTH, type CheckLoggedIn } from '@scm/contract';
import { Navigate } from 'react-router';
import { CustomerMyPage, EmployeeMyPage } from '../../../features/my-page';
import { api } from '../../../shared/api/client';
import { sessionStore, useSignedInAccount } from '../../session';

/** After a profile save: the header shows the new name without the full-screen session check. */
async function refreshSignedInAccount() {
  try {
    const { data } = await api.post<CheckLoggedIn>(API_AUTH.checkLoggedIn, undefined, { silent: true });
    sessionStore.signIn(data.account);
  } catch {
    // The saved record is what matters; the header catches up on the next sign-in check.
  }
}

/** A signed-in user without an employee (or customer) profile has no my page: back to '/' (spec 000 §2, 002 §2.7). */
function EmployeeMyPageRoute({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const employeeId = useSignedInAccount().employee;
  if (employeeId === null) return <Navigate to="/" replace />;
  return <EmployeeMyPage employeeId={employeeId} mode={mode} onSaved={refreshSignedInAccount} />;
}

function CustomerMyPageRoute({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const buyerId = useSignedInAccount().userInfo.customer?.id ?? null;
  if (buyerId === null) return <Navigate to="/" replace />;
  return <CustomerMyPage buyerId={buyerId} mode={mode} onSaved={refreshSignedInAccount} />;
}

export const AdminMyPageRoute = () => <EmployeeMyPageRoute mode="READ" />;
export const AdminMyPageEditRoute = () => <EmployeeMyPageRoute mode="UPDATE" />;
export const CustomerMyPageReadRoute = () => <CustomerMyPageRoute mode="READ" />;
export const CustomerMyPageEditRoute = () => <CustomerMyPageRoute mode="UPDATE" />;
