import { DELIVERY_HISTORY_DATE_FILTERS, DELIVERY_SEARCH_FILTERS, type DeliveryHistoryRow } from '@scm/contract';
import { useNavigate } from 'react-router';
import { formatDuration } from '../../shared/duration';
import { formatDateTime } from '../../shared/format';
import { listHelp } from '../../shared/page-kit';
import { DateRangeFilter, ListPage, SearchBar, type ColumnDef } from '../../shared/list-kit';
import { useCompletedDeliveries } from './api';
import { TrackingButton } from './delivery-actions';
import { deliveryColumns, TwoLines } from './delivery-columns';

const help = [
  listHelp(false),
  '',
  '배송이 완료된 주문입니다. 기간은 [배송 완료일] 기준이며 기본은 최근 1년입니다.',
  '[소요 시간]은 주문 접수부터 배송 완료까지 걸린 시간이고, 그 아래는 배송 시작부터 완료까지입니다.',
  '[배송 조회]는 택배사의 배송 기록을 보여줍니다. 행을 누르면 그 작업지시 상세로 이동합니다.',
].join('\n');

/** Order received → delivered, and under it handed to the carrier → delivered. */
const leadTime = (d: DeliveryHistoryRow) => (
  <TwoLines
    first={formatDuration(d.leadTimeMinutes)}
    second={d.shippingMinutes === null ? '' : `배송 ${formatDuration(d.shippingMinutes)}`}
  />
);

const columns: readonly ColumnDef<DeliveryHistoryRow>[] = deliveryColumns<DeliveryHistoryRow>(
  [
    {
      key: 'deliveryEndDatetime',
      card: 1,
      label: '배송 완료일',
      sortField: 'deliveryEndDatetime',
      width: 156,
      render: (d) => (d.deliveryEndDatetime ? formatDateTime(d.deliveryEndDatetime) : '-'),
    },
    { key: 'leadTime', card: 1, label: '소요 시간', width: 110, render: leadTime },
    {
      key: 'tracking',
      card: 'control',
      label: '배송 조회',
      width: 130,
      render: (d) => (
        <span onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()} role="presentation">
          <TrackingButton delivery={d} />
        </span>
      ),
    },
  ],
  false,
);

/** /admin/wk/delivery_complete_history: completed deliveries with their lead times (the dashboard card's target). */
export function DeliveryHistoryPage() {
  const paged = useCompletedDeliveries();
  const navigate = useNavigate();
  return (
    <ListPage
      title="출고 완료 내역"
      help={help}
      paged={paged}
      filters={
        <>
          <DateRangeFilter list={paged.list} dateFields={DELIVERY_HISTORY_DATE_FILTERS} />
          <SearchBar list={paged.list} filters={DELIVERY_SEARCH_FILTERS} />
        </>
      }
      tableLabel="출고 완료 목록"
      columns={columns}
      getRowKey={(d) => d.id}
      onRowClick={(d) => void navigate(`/admin/wk/work_order/${d.workOrderId}`)}
      minWidth={920}
    />
  );
}
