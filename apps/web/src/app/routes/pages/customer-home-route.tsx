import { CustomerHomePage } from '../../../features/customer-home';
import { useSignedInAccount } from '../../session';
import { isMounted } from '../mounted-routes';

export function CustomerHomeRoute() {
  const { userInfo } = useSignedInAccount();
  return <CustomerHomePage name={userInfo.customer?.name ?? userInfo.name} isAvailable={isMounted} />;
}
