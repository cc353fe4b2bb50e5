import { Box, List, ListItem, Stack, Typography } from '@mui/material';
import { NOTIFICATION_KIND_LABELS, type NotificationMessage, type Pageable, type UserType } from '@scm/contract';
import { formatNotificationTime, formatNumber } from '../../shared/format';
import { NotificationCheckToggle } from './notification-check-toggle';
import { rowNumber } from './notification-columns';
import { NotificationContent } from './notification-content';

interface Props {
  rows: readonly NotificationMessage[];
  role: UserType;
  loading: boolean;
  pageable: Pageable | null;
}

/** Phones: one stacked item per message instead of a five-column table that would scroll sideways. */
export function NotificationPhoneList({ rows, role, loading, pageable }: Props) {
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 5, textAlign: 'center' }}>
        {loading ? '불러오는 중입니다…' : '데이터가 없습니다.'}
      </Typography>
    );
  }
  return (
    <List aria-label="알림 목록" disablePadding sx={{ borderTop: 1, borderColor: 'divider' }}>
      {rows.map((m, index) => (
        <ListItem key={m.id} divider disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ overflowWrap: 'anywhere' }}>
              <NotificationContent message={m} role={role} />
            </Box>
            <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
              <Typography variant="caption" color="text.secondary">
                {formatNumber(rowNumber(pageable, index))}번
              </Typography>
              {m.targetDocumentType && (
                <Typography variant="caption" color="primary">
                  {NOTIFICATION_KIND_LABELS[m.targetDocumentType] ?? '-'}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {formatNotificationTime(m.createdAt)}
              </Typography>
            </Stack>
          </Box>
          <NotificationCheckToggle message={m} />
        </ListItem>
      ))}
    </List>
  );
}
