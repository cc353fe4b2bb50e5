import type { Inspection } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatNumber } from '../../shared/format';
import { InspectionStatusChip } from './inspection-status';

export const INSPECTION_TABLE_MIN_WIDTH = 900;

export const inspectionColumns: readonly ColumnDef<Inspection>[] = [
  { key: 'id', label: 'No', sortField: 'id', width: 52, align: 'right', render: (i) => formatNumber(i.id) },
  { key: 'name', card: 'title', label: '검수명', sortField: 'name', render: (i) => i.name },
  { key: 'itemName', card: 1, label: '품목', width: '15%', render: (i) => i.itemName },
  { key: 'worker', label: '작업자', sortField: 'worker', width: 80, render: (i) => i.worker },
  {
    key: 'inspectionQuantity',
    card: 2,
    label: '검수 수량',
    sortField: 'inspectionQuantity',
    width: 92,
    align: 'right',
    render: (i) => formatNumber(i.inspectionQuantity),
  },
  {
    key: 'defectQuantity',
    card: 3,
    label: '불량 수량',
    sortField: 'defectQuantity',
    width: 92,
    align: 'right',
    render: (i) => formatNumber(i.defectQuantity),
  },
  {
    key: 'startDate',
    label: '시작일',
    sortField: 'startDate',
    width: 112,
    align: 'center',
    render: (i) => i.startDate,
  },
  { key: 'endDate', label: '종료일', sortField: 'endDate', width: 112, align: 'center', render: (i) => i.endDate },
  {
    key: 'complete',
    card: 'status',
    label: '상태',
    sortField: 'complete',
    width: 100,
    align: 'center',
    render: (i) => <InspectionStatusChip complete={i.complete} />,
  },
];
