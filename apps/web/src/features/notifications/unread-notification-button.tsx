import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { Link } from 'react-router';
import { useUnreadNotificationCount } from './api';

/** The header bell: unread count badge, opens the role's notification centre. */
export function UnreadNotificationButton({ to }: { to: string }) {
  const { data: count = 0 } = useUnreadNotificationCount();
  const label = count > 0 ? `알림 (읽지 않은 알림 ${count}건)` : '알림';
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={to} color="inherit" aria-label={label}>
        <Badge badgeContent={count} color="error" max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
