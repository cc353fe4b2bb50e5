import { MONITORING_ORDER_SEARCH_FILTERS, workOrderWorkflow, type MonitoringOrderRow } from '@scm/contract';
import { formatDate } from '../../shared/format';
import type { ColumnDef } from '../../shared/list-kit';
import { StatusChip } from '../../shared/workflow';
import { Chips, orderColumns, StateChip, TimeOfDay } from './monitoring-columns';
import { todayListPage } from './today-list-page';

/** 취소, or the work order's state and the team holding it. */
function OrderState({ row }: { row: MonitoringOrderRow }) {
  if (row.cancelledAt) return <StateChip label="취소" color="error" />;
  if (!row.workOrderStatus) return <>-</>;
  return (
    <Chips>
      <StatusChip workflow={workOrderWorkflow} value={row.workOrderStatus} />
      {row.workOrderStatus === 'WORKING' && row.departmentName}
    </Chips>
  );
}

const columns: readonly ColumnDef<MonitoringOrderRow>[] = [
  ...orderColumns<MonitoringOrderRow>(),
  {
    key: 'receiptDatetime',
    card: 1,
    label: '접수 시간',
    sortField: 'receiptDatetime',
    width: 96,
    render: (r) => <TimeOfDay value={r.receiptDatetime} />,
  },
  {
    key: 'deliveryDate',
    card: 3,
    label: '납기일',
    sortField: 'deliveryDate',
    width: 112,
    render: (r) => (r.deliveryDate ? formatDate(r.deliveryDate) : '-'),
  },
  {
    key: 'state',
    card: 'status',
    label: '진행',
    width: 150,
    render: (r) => <OrderState row={r} />,
  },
];

/** /admin/mn/order: the orders received today. */
export const OrderMonitorPage = todayListPage({
  list: 'order',
  title: '오늘의 주문',
  about: '오늘 접수된 주문입니다. 쇼핑백 주문과 취소된 주문도 함께 보이며, 진행 칸은 작업 상태와 맡은 팀입니다.',
  searchFilters: MONITORING_ORDER_SEARCH_FILTERS,
  tableLabel: '오늘 접수된 주문 목록',
  columns,
  detailArea: 'ORDER',
  detailOf: (r) => (r.workType === 'SHOPBAG' ? `/admin/od/shopbag_order/${r.id}` : `/admin/od/order/${r.id}`),
  minWidth: 860,
});
