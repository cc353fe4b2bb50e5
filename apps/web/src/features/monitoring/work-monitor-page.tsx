import { deliveryWorkflow, MONITORING_WORK_SEARCH_FILTERS, type MonitoringWorkRow } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { StatusChip } from '../../shared/workflow';
import { orderColumns, TimeOfDay } from './monitoring-columns';
import { todayListPage } from './today-list-page';

const columns: readonly ColumnDef<MonitoringWorkRow>[] = [
  ...orderColumns<MonitoringWorkRow>(),
  {
    key: 'departmentName',
    card: 3,
    label: '완료 팀',
    width: 120,
    render: (r) => r.departmentName ?? '-',
  },
  {
    key: 'receiptDatetime',
    label: '작업 접수',
    sortField: 'receiptDatetime',
    width: 96,
    render: (r) => <TimeOfDay value={r.receiptDatetime} />,
  },
  {
    key: 'completeDatetime',
    card: 1,
    label: '완료 시간',
    sortField: 'completeDatetime',
    width: 96,
    render: (r) => <TimeOfDay value={r.completeDatetime} />,
  },
  {
    key: 'deliveryStatus',
    card: 'status',
    label: '배송',
    width: 104,
    align: 'center',
    render: (r) => (r.deliveryStatus ? <StatusChip workflow={deliveryWorkflow} value={r.deliveryStatus} /> : '-'),
  },
];

/** /admin/mn/work: the work orders whose printing completed today. */
export const WorkMonitorPage = todayListPage({
  list: 'work',
  title: '오늘의 작업',
  about: '오늘 인쇄가 완료된 작업입니다. 완료 팀은 마지막으로 작업을 맡은 부서이고, 배송 칸은 출고 진행 상태입니다.',
  searchFilters: MONITORING_WORK_SEARCH_FILTERS,
  tableLabel: '오늘 완료된 작업 목록',
  columns,
  detailArea: 'WORK',
  detailOf: (r) => `/admin/wk/work_order/${r.id}`,
  minWidth: 900,
});
