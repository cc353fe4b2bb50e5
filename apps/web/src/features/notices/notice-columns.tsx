import { Chip } from '@mui/material';
import type { Notice } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatDate, formatNumber } from '../../shared/format';

/**
 * Widths follow the spec's 1:3:4:1:1 (No : 제목 : 게시 기간 : 활성 : 등록일), the period split into 시작일 and 만료일;
 * 등록일 gets half a share more so a whole date fits.
 */
const SHARES = { id: 1, title: 3, startDate: 2, endDate: 2, isActive: 1, createdAt: 1.5 };
const TOTAL = Object.values(SHARES).reduce((a, b) => a + b, 0);
const width = (key: keyof typeof SHARES) => `${((SHARES[key] / TOTAL) * 100).toFixed(2)}%`;

export const NOTICE_TABLE_MIN_WIDTH = 900;

export const ActiveChip = ({ active }: { active: boolean }) =>
  active ? (
    <Chip label="활성" size="small" color="success" variant="outlined" />
  ) : (
    <Chip label="비활성" size="small" variant="outlined" />
  );

export const noticeColumns: readonly ColumnDef<Notice>[] = [
  { key: 'id', label: 'No', sortField: 'id', width: width('id'), align: 'right', render: (n) => formatNumber(n.id) },
  { key: 'title', card: 'title', label: '제목', sortField: 'title', width: width('title'), render: (n) => n.title },
  {
    key: 'startDate',
    card: 1,
    label: '시작일',
    sortField: 'startDate',
    width: width('startDate'),
    align: 'center',
    render: (n) => n.startDate,
  },
  {
    key: 'endDate',
    card: 2,
    label: '만료일',
    sortField: 'endDate',
    width: width('endDate'),
    align: 'center',
    render: (n) => n.endDate,
  },
  {
    key: 'isActive',
    card: 'status',
    label: '활성',
    sortField: 'isActive',
    width: width('isActive'),
    align: 'center',
    render: (n) => <ActiveChip active={n.isActive} />,
  },
  {
    key: 'createdAt',
    label: '등록일',
    sortField: 'createdAt',
    width: width('createdAt'),
    align: 'center',
    render: (n) => formatDate(n.createdAt),
  },
];
