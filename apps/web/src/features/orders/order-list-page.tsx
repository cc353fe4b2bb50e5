import { ORDER_DATE_FILTERS, ORDER_SEARCH_FILTERS } from '@scm/contract';
import { listHelp } from '../../shared/page-kit';
import { DateRangeFilter, ListPage, SearchBar } from '../../shared/list-kit';
import { useListNavigation } from '../../shared/page-kit';
import { ORDER_LIST_PATH, useOrderList } from './api';
import { ORDER_TABLE_MIN_WIDTH, orderColumns } from './order-columns';
import { OrderListFilters, useOrderListFilters } from './order-list-filters';

/** The list manual ([신규 등록] only for those who may register) and this list's own notes. */
const help = (canWrite: boolean) =>
  [
    listHelp(canWrite),
    '',
    '주문을 등록하면 작업지시가 [접수] 상태로 함께 만들어집니다. [작업 상태]에는 지금 작업을 가진 부서가 함께 보입니다.',
    '[배송 상태]는 인쇄가 완료되어 배송이 준비된 뒤부터 표시됩니다. 취소된 주문은 [취소]로 표시됩니다.',
    '기간은 접수일, 납기일, 완료일 중 하나로 고를 수 있습니다. [올해]는 1월 1일부터 오늘까지입니다.',
    '[상태]로 접수, 작업중, 배송중(배송 준비 포함), 완료(배송 완료), 취소된 주문만 볼 수 있습니다.',
    '[납기 지남]은 납기일이 오늘보다 앞서는데 아직 배송 완료되지 않은(취소 제외) 주문만 보여줍니다.',
  ].join('\n');

/** /admin/od/order */
export function OrderListPage() {
  const filters = useOrderListFilters();
  const paged = useOrderList(filters.apiParams);
  const nav = useListNavigation(ORDER_LIST_PATH);
  return (
    <ListPage
      area="ORDER"
      title="인쇄 주문"
      help={help}
      paged={paged}
      filters={
        <>
          <DateRangeFilter list={paged.list} dateFields={ORDER_DATE_FILTERS} />
          <OrderListFilters filters={filters} />
          <SearchBar list={paged.list} filters={ORDER_SEARCH_FILTERS} />
        </>
      }
      onNew={nav.toNew}
      tableLabel="인쇄 주문 목록"
      columns={orderColumns}
      getRowKey={(r) => r.id}
      onRowClick={(r) => nav.toDetail(r.id)}
      minWidth={ORDER_TABLE_MIN_WIDTH}
    />
  );
}
