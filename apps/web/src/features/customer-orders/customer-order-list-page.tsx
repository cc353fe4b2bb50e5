import { CUSTOMER_ORDER_DATE_FILTERS, CUSTOMER_ORDER_SEARCH_FILTERS } from '@scm/contract';
import { DateRangeFilter, ListPage, SearchBar } from '../../shared/list-kit';
import { useListNavigation } from '../../shared/page-kit';
import { CUSTOMER_ORDER_LIST_PATH, useCustomerOrderList, useLiveCustomerOrders } from './api';
import { CUSTOMER_ORDER_TABLE_MIN_WIDTH, customerOrderColumns } from './customer-order-columns';

const help = [
  '주문하신 인쇄물의 진행 상황입니다. 접수일 기준으로 기간을 고르고 주문번호나 주문상품명으로 찾을 수 있습니다.',
  '[진행]은 접수 → 작업 중 → 인쇄 완료 → 배송 중 → 배송 완료 중 지금 단계를 보여주며, 매장에서 작업이 진행되면 새로 고치지 않아도 바뀝니다.',
  '주문을 누르면 상세 내용과 배송 조회를 볼 수 있습니다.',
].join('\n');

/** /co/printing_order: the customer's own orders. */
export function CustomerOrderListPage() {
  const paged = useCustomerOrderList();
  const nav = useListNavigation(CUSTOMER_ORDER_LIST_PATH);
  useLiveCustomerOrders();
  return (
    <ListPage
      title="주문 현황"
      help={help}
      paged={paged}
      filters={
        <>
          <DateRangeFilter list={paged.list} dateFields={CUSTOMER_ORDER_DATE_FILTERS} />
          <SearchBar list={paged.list} filters={CUSTOMER_ORDER_SEARCH_FILTERS} />
        </>
      }
      onNew={nav.toNew}
      tableLabel="주문 목록"
      columns={customerOrderColumns}
      getRowKey={(r) => r.id}
      onRowClick={(r) => nav.toDetail(r.id)}
      minWidth={CUSTOMER_ORDER_TABLE_MIN_WIDTH}
    />
  );
}
