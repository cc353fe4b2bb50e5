import { Typography } from '@mui/material';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationMessage,
  type UserType,
} from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatNotificationTime, formatNumber } from '../../shared/format';
import { NotificationCheckToggle } from './notification-check-toggle';
import { NotificationContent } from './notification-content';

const kindLabel = (kind: NotificationKind | null) =>
  kind !== null && (NOTIFICATION_KINDS as readonly string[]).includes(kind) ? NOTIFICATION_KIND_LABELS[kind] : '-';

/**
 * 번호 : 종류 : 내용 : 일시 : 확인 = 3 : 8 : 30 : 5 : 3 (spec 002 §2.8). The 일시 format needs ~210 px on one line,
 * more than 5/49 of a desktop table, so it gets that fixed width and 내용 takes what is left.
 */
export const notificationColumns = (role: UserType): ColumnDef<NotificationMessage>[] => [
  // Like the other lists, 번호 is the record id: stable under any sort.
  { key: 'id', label: '번호', width: 72, align: 'right', sortField: 'id', render: (m) => formatNumber(m.id) },
  {
    key: 'kind',
    label: '종류',
    width: 130,
    sortField: 'targetDocumentType',
    render: (m) => kindLabel(m.targetDocumentType),
  },
  { key: 'content', label: '내용', render: (m) => <NotificationContent message={m} role={role} /> },
  {
    key: 'createdAt',
    label: '일시',
    width: 220,
    sortField: 'createdAt',
    render: (m) => (
      <Typography component="span" variant="body2" color="text.secondary">
        {formatNotificationTime(m.createdAt)}
      </Typography>
    ),
  },
  {
    key: 'isChecked',
    label: '확인',
    width: 72,
    align: 'center',
    sortField: 'isChecked',
    render: (m) => <NotificationCheckToggle message={m} />,
  },
];
