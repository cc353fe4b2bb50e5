import { CustomerHomePage } from '../../../features/customer-home';
import { useSignedInAccount } from '../../session';
import { useIsMounted } from '../mounted-context';

export function CustomerHomeRoute() {
  const { userInfo } = useSignedInAccount();
  const isMounted = useIsMounted();
  return <CustomerHomePage name={userInfo.customer?.name ?? userInfo.name} isAvailable={isMounted} />;
}
