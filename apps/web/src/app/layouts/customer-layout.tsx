import { UnreadNotificationButton, useNotificationSocket } from '../../features/notifications';
import {
  CUSTOMER_MENU,
  CUSTOMER_NOTIFICATION_PATH,
  CUSTOMER_PROFILE_PATH,
  CUSTOMER_SHORTCUTS,
  visibleEntries,
  visibleGroups,
} from '../menus';
import { MountedProvider } from '../routes/mounted-context';
import { isMounted } from '../routes/mounted-routes';
import { useLogout, useSignedInAccount } from '../session';
import { ShellLayout } from './shell-layout';

const HOME = { label: '홈', path: '/customer/main' };
const groups = visibleGroups(CUSTOMER_MENU, isMounted);
const shortcuts = visibleEntries(CUSTOMER_SHORTCUTS, isMounted);
const profilePath = isMounted(CUSTOMER_PROFILE_PATH) ? CUSTOMER_PROFILE_PATH : null;

/** The customer area's frame: 주문, 게시판, 마이페이지 and a home link. */
export function CustomerLayout() {
  const account = useSignedInAccount();
  const logout = useLogout();
  useNotificationSocket(account.id);
  const { userInfo } = account;
  const user = { name: userInfo.customer?.name ?? userInfo.name, detail: null, profilePath };

  return (
    <MountedProvider value={isMounted}>
      <ShellLayout
        home={HOME}
        groups={groups}
        shortcuts={shortcuts}
        user={user}
        notificationButton={<UnreadNotificationButton to={CUSTOMER_NOTIFICATION_PATH} />}
        onLogout={() => void logout()}
      />
    </MountedProvider>
  );
}
