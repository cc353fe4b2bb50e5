import {
  inspectionStatusLabel,
  MONITORING_INSPECTION_SEARCH_FILTERS,
  type MonitoringInspectionRow,
} from '@scm/contract';
import { formatDate, formatNumber } from '../../shared/format';
import type { ColumnDef } from '../../shared/list-kit';
import { StateChip, TwoLines } from './monitoring-columns';
import { todayListPage } from './today-list-page';

const columns: readonly ColumnDef<MonitoringInspectionRow>[] = [
  {
    key: 'name',
    card: 'title',
    label: '검수명 · 품목',
    sortField: 'name',
    render: (r) => <TwoLines first={r.name} second={r.itemName || '-'} />,
  },
  { key: 'worker', card: 3, label: '작업자', sortField: 'worker', width: 110, render: (r) => r.worker || '-' },
  {
    key: 'inspectionQuantity',
    card: 1,
    label: '검수 수량',
    sortField: 'inspectionQuantity',
    width: 100,
    align: 'right',
    render: (r) => formatNumber(r.inspectionQuantity),
  },
  {
    key: 'defectQuantity',
    card: 2,
    label: '불량 수량',
    sortField: 'defectQuantity',
    width: 100,
    align: 'right',
    render: (r) => formatNumber(r.defectQuantity),
  },
  {
    key: 'period',
    label: '기간',
    sortField: 'startDate',
    width: 200,
    render: (r) => `${formatDate(r.startDate)} ~ ${formatDate(r.endDate)}`,
  },
  {
    key: 'complete',
    card: 'status',
    label: '상태',
    sortField: 'complete',
    width: 100,
    align: 'center',
    render: (r) => <StateChip label={inspectionStatusLabel(r.complete)} color={r.complete ? 'success' : 'warning'} />,
  },
];

/** /admin/mn/inspection: the inspections ending today, 검수중 first. */
export const InspectionMonitorPage = todayListPage({
  list: 'inspection',
  title: '오늘의 검수',
  about: '검수 기간이 오늘 끝나는 검수입니다. 아직 검수중인 것이 먼저, 검수완료된 것이 뒤에 보입니다.',
  searchFilters: MONITORING_INSPECTION_SEARCH_FILTERS,
  tableLabel: '오늘 끝나는 검수 목록',
  columns,
  detailArea: 'WORK',
  detailOf: (r) => `/admin/wk/inspection/${r.id}`,
  minWidth: 860,
});
