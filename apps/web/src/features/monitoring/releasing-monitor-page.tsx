import { MONITORING_RELEASING_SEARCH_FILTERS, type MonitoringReleasingRow } from '@scm/contract';
import { useCarriers } from '../../shared/delivery-tracking';
import type { ColumnDef } from '../../shared/list-kit';
import { orderColumns, TimeOfDay, TwoLines } from './monitoring-columns';
import { todayListPage } from './today-list-page';

/** A carrier code as its name ('04' → CJ대한통운); an unknown code as it is. */
function CarrierName({ code }: { code: string }) {
  const { data = [] } = useCarriers();
  if (!code) return <>-</>;
  return <>{data.find((c) => c.id === code)?.name ?? code}</>;
}

const columns: readonly ColumnDef<MonitoringReleasingRow>[] = [
  ...orderColumns<MonitoringReleasingRow>().filter((c) => c.key !== 'workType'),
  {
    key: 'receiver',
    label: '받는 분 / 주소',
    render: (r) => <TwoLines first={r.receiver || '-'} second={r.address || '-'} />,
  },
  {
    key: 'invoice',
    card: 3,
    label: '택배사 / 송장번호',
    width: 136,
    render: (r) => <TwoLines first={<CarrierName code={r.deliveryCompanyCode} />} second={r.invoice || '-'} />,
  },
  {
    key: 'deliveryStartDatetime',
    label: '배송 시작',
    sortField: 'deliveryStartDatetime',
    width: 96,
    render: (r) => <TimeOfDay value={r.deliveryStartDatetime} />,
  },
  {
    key: 'deliveryEndDatetime',
    card: 1,
    label: '배송 완료',
    sortField: 'deliveryEndDatetime',
    width: 96,
    render: (r) => <TimeOfDay value={r.deliveryEndDatetime} />,
  },
  {
    key: 'completedByName',
    label: '완료 처리',
    width: 100,
    render: (r) => r.completedByName ?? '-',
  },
];

/** /admin/mn/releasing: the deliveries completed today. */
export const ReleasingMonitorPage = todayListPage({
  list: 'releasing',
  title: '오늘의 출고',
  about: '오늘 배송이 완료된 주문입니다. 배송 시작은 택배사에 넘긴 시간, 완료 처리는 배송 완료를 누른 직원입니다.',
  searchFilters: MONITORING_RELEASING_SEARCH_FILTERS,
  tableLabel: '오늘 배송 완료된 목록',
  columns,
  detailArea: 'WORK',
  detailOf: (r) => `/admin/wk/work_order/${r.workOrderId}`,
  minWidth: 960,
});
