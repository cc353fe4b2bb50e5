import { useMemo } from 'react';
import { AuthoritiesProvider } from '../../shared/access';
import { UnreadNotificationButton, useNotificationSocket } from '../../features/notifications';
import { ScheduleCalendarOnEntry } from '../../features/schedules';
import {
  ADMIN_MENU,
  ADMIN_NOTIFICATION_PATH,
  ADMIN_PROFILE_PATH,
  ADMIN_SHORTCUTS,
  visibleEntries,
  visibleGroups,
} from '../menus';
import { isMounted } from '../routes/mounted-routes';
import { useLogout, useSignedInAccount } from '../session';
import { ShellLayout } from './shell-layout';

const HOME = { label: '메인', path: '/admin/main' };
const shortcuts = visibleEntries(ADMIN_SHORTCUTS, isMounted);
const profilePath = isMounted(ADMIN_PROFILE_PATH) ? ADMIN_PROFILE_PATH : null;

/** The employee area's frame (spec 002 §2.8). */
export function AdminLayout() {
  const account = useSignedInAccount();
  const logout = useLogout();
  const groups = useMemo(() => visibleGroups(ADMIN_MENU, isMounted, account.authorities), [account.authorities]);
  useNotificationSocket(account.id);
  const { userInfo } = account;
  const user = {
    name: userInfo.employee?.name ?? userInfo.name,
    detail: userInfo.employee?.departmentName ?? null,
    profilePath,
  };

  return (
    <AuthoritiesProvider value={account.authorities}>
      <ShellLayout
        home={HOME}
        groups={groups}
        shortcuts={shortcuts}
        user={user}
        notificationButton={<UnreadNotificationButton to={ADMIN_NOTIFICATION_PATH} />}
        onLogout={() => void logout()}
      />
      <ScheduleCalendarOnEntry accountId={account.id} />
    </AuthoritiesProvider>
  );
}
