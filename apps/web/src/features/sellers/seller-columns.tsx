import type { Seller } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatNumber } from '../../shared/format';

export const sellerColumns: readonly ColumnDef<Seller>[] = [
  { key: 'id', label: 'No', sortField: 'id', width: 72, align: 'right', render: (s) => formatNumber(s.id) },
  {
    key: 'sellerName',
    card: 'title',
    label: '매입처명',
    sortField: 'sellerName',
    width: 160,
    render: (s) => s.sellerName,
  },
  { key: 'sellerTel', card: 1, label: '전화번호', sortField: 'sellerTel', width: 140, render: (s) => s.sellerTel },
  { key: 'sellerAddress', label: '주소', sortField: 'sellerAddress', render: (s) => s.sellerAddress },
  {
    key: 'sellerChargerName',
    card: 2,
    label: '담당자명',
    sortField: 'sellerChargerName',
    width: 110,
    render: (s) => s.sellerChargerName,
  },
  {
    key: 'sellerChargerTel',
    label: '담당자 연락처',
    sortField: 'sellerChargerTel',
    width: 140,
    render: (s) => s.sellerChargerTel,
  },
];
