import { Typography } from '@mui/material';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationMessage,
  type Pageable,
  type UserType,
} from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatNotificationTime, formatNumber } from '../../shared/format';
import { NotificationCheckToggle } from './notification-check-toggle';
import { NotificationContent } from './notification-content';

const kindLabel = (kind: NotificationKind | null) =>
  kind !== null && (NOTIFICATION_KINDS as readonly string[]).includes(kind) ? NOTIFICATION_KIND_LABELS[kind] : '-';

/** 번호: the row's place in the list across pages (page × size + index + 1), not the message's database id. */
export const rowNumber = (pageable: Pick<Pageable, 'number' | 'size'> | null, index: number) =>
  (pageable ? pageable.number * pageable.size : 0) + index + 1;

/**
 * 번호 : 종류 : 내용 : 일시 : 확인 = 3 : 8 : 30 : 5 : 3 (spec 002 §2.8). The 일시 format needs ~210 px on one line,
 * more than 5/49 of a desktop table, so it gets that fixed width and 내용 takes what is left, on as many lines as
 * it needs.
 */
export const notificationColumns = (
  role: UserType,
  pageable: Pick<Pageable, 'number' | 'size'> | null,
): ColumnDef<NotificationMessage>[] => [
  {
    key: 'rowNumber',
    label: '번호',
    width: 72,
    align: 'right',
    render: (_m, index) => formatNumber(rowNumber(pageable, index)),
  },
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
