import { useMemo } from 'react';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { AdminHomePage, type QuickLink } from '../../../features/home';
import { LatestUnreadNotifications } from '../../../features/notifications';
import { ADMIN_MENU, ADMIN_NOTIFICATION_PATH, visibleGroups } from '../../menus';
import { useSignedInAccount } from '../../session';
import { isMounted } from '../mounted-routes';

const quickLinksFor = (authorities: readonly string[]): QuickLink[] => [
  ...visibleGroups(ADMIN_MENU, isMounted, authorities).flatMap((g) =>
    g.entries.map((e) => ({ label: e.label, path: e.path, caption: g.label, icon: g.icon })),
  ),
  { label: '알림', path: ADMIN_NOTIFICATION_PATH, caption: '알림 센터', icon: NotificationsOutlined },
];

export function AdminHomeRoute() {
  const { userInfo, authorities } = useSignedInAccount();
  const quickLinks = useMemo(() => quickLinksFor(authorities), [authorities]);
  const user = {
    name: userInfo.employee?.name ?? userInfo.name,
    departmentName: userInfo.employee?.departmentName ?? null,
    position: userInfo.employee?.position ?? null,
  };
  return (
    <AdminHomePage
      user={user}
      quickLinks={quickLinks}
      notifications={<LatestUnreadNotifications role="employee" centrePath={ADMIN_NOTIFICATION_PATH} />}
    />
  );
}
