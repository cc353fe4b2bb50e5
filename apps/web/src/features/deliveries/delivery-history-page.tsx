import { DELIVERY_HISTORY_DATE_FILTERS, DELIVERY_SEARCH_FILTERS } from '@scm/contract';
import { listHelp } from '../../shared/form-kit';
import { DateRangeFilter, ListPage, SearchBar } from '../../shared/list-kit';
import { useCompletedDeliveries } from './api';
import { DELIVERY_HISTORY_TABLE_MIN_WIDTH, deliveryHistoryColumns } from './delivery-columns';

const help = () =>
  [
    listHelp(false),
    '',
    '배송이 완료된 주문입니다. 기간은 배송 완료일 기준입니다.',
    '[주문→배송 완료]는 주문 접수부터 배송 완료까지 걸린 시간입니다.',
  ].join('\n');

/** /admin/wk/delivery_complete_history: completed shipments (the dashboard's completed-shipments card). */
export function DeliveryHistoryPage() {
  const paged = useCompletedDeliveries();
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
      columns={deliveryHistoryColumns}
      getRowKey={(r) => r.id}
      minWidth={DELIVERY_HISTORY_TABLE_MIN_WIDTH}
    />
  );
}
