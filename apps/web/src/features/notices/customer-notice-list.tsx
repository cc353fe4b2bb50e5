import type { CustomerNotice } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatNumber } from '../../shared/format';

export const customerNoticeColumns: readonly ColumnDef<CustomerNotice>[] = [
  { key: 'id', label: 'No', sortField: 'id', width: 80, align: 'right', render: (n) => formatNumber(n.id) },
  { key: 'title', card: 'title', label: '제목', sortField: 'title', render: (n) => n.title },
  {
    key: 'startDate',
    card: 1,
    label: '시작일',
    sortField: 'startDate',
    width: 130,
    align: 'center',
    render: (n) => n.startDate,
  },
  {
    key: 'endDate',
    card: 2,
    label: '종료일',
    sortField: 'endDate',
    width: 130,
    align: 'center',
    render: (n) => n.endDate,
  },
];
