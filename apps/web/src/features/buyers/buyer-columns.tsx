import type { Buyer } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatNumber } from '../../shared/format';

export const buyerColumns: readonly ColumnDef<Buyer>[] = [
  { key: 'id', label: 'No', sortField: 'id', width: 72, align: 'right', render: (b) => formatNumber(b.id) },
  { key: 'username', label: '아이디', sortField: 'username', width: 130, render: (b) => b.username },
  { key: 'name', card: 'title', label: '고객사명', sortField: 'name', width: 150, render: (b) => b.name },
  { key: 'tel', card: 1, label: '전화번호', sortField: 'tel', width: 130, render: (b) => b.tel },
  { key: 'address', label: '주소', sortField: 'address', render: (b) => b.address },
  {
    key: 'chargerName',
    card: 2,
    label: '담당자명',
    sortField: 'chargerName',
    width: 100,
    render: (b) => b.chargerName,
  },
  { key: 'chargerTel', label: '담당자 연락처', sortField: 'chargerTel', width: 140, render: (b) => b.chargerTel },
];
