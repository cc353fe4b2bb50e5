import { Button, Card, CardContent, CardHeader, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { UserType } from '@scm/contract';
import { Link } from 'react-router';
import { formatNotificationTime } from '../../shared/format';
import { useLatestUnreadNotifications, useUnreadNotificationCount } from './api';
import { NotificationContent } from './notification-content';

interface Props {
  role: UserType;
  /** The role's notification centre. */
  centrePath: string;
  limit?: number;
}

/** A home-page card: the newest unread messages and the way to all of them. */
export function LatestUnreadNotifications({ role, centrePath, limit = 5 }: Props) {
  const latest = useLatestUnreadNotifications(limit);
  const unread = useUnreadNotificationCount();
  const messages = latest.data ?? [];

  return (
    <Card component="section" aria-labelledby="latest-unread-title" sx={{ height: '100%' }}>
      <CardHeader
        title={
          <Typography id="latest-unread-title" variant="h6" component="h2">
            읽지 않은 알림
            {unread.data !== undefined && unread.data > 0 && (
              <Chip label={`${unread.data}건`} size="small" color="error" sx={{ ml: 1, verticalAlign: 'middle' }} />
            )}
          </Typography>
        }
        action={
          <Button component={Link} to={centrePath} size="small">
            전체 보기
          </Button>
        }
        sx={{ pb: 0 }}
      />
      <CardContent>
        {latest.isPending ? (
          <Typography variant="body2" color="text.secondary">
            불러오는 중입니다…
          </Typography>
        ) : messages.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            읽지 않은 알림이 없습니다.
          </Typography>
        ) : (
          <List disablePadding>
            {messages.map((m) => (
              <ListItem key={m.id} disableGutters divider sx={{ alignItems: 'flex-start' }}>
                <ListItemText
                  primary={<NotificationContent message={m} role={role} />}
                  secondary={formatNotificationTime(m.createdAt)}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
