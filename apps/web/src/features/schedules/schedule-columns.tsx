import type { Schedule } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatDate, formatNumber } from '../../shared/format';

export const scheduleColumns: readonly ColumnDef<Schedule>[] = [
  { key: 'id', label: 'No', sortField: 'id', width: 72, align: 'right', render: (s) => formatNumber(s.id) },
  { key: 'name', card: 'title', label: '제목', sortField: 'name', width: '26%', render: (s) => s.name },
  { key: 'remark', label: '내용', sortField: 'remark', render: (s) => s.remark },
  {
    key: 'startDate',
    card: 1,
    label: '시작일',
    sortField: 'startDate',
    width: 120,
    align: 'center',
    render: (s) => s.startDate,
  },
  {
    key: 'endDate',
    card: 2,
    label: '종료일',
    sortField: 'endDate',
    width: 120,
    align: 'center',
    render: (s) => s.endDate,
  },
  {
    key: 'createdAt',
    label: '등록일',
    sortField: 'createdAt',
    width: 120,
    align: 'center',
    render: (s) => formatDate(s.createdAt),
  },
];
