import { PURCHASE_ORDER_DATE_FILTERS, PURCHASE_ORDER_SEARCH_FILTERS } from '@scm/contract';
import { listHelp } from '../../shared/page-kit';
import { DateRangeFilter, ListPage, SearchBar } from '../../shared/list-kit';
import { useListNavigation } from '../../shared/page-kit';
import { PURCHASE_ORDER_LIST_PATH, usePurchaseOrderList } from './api';
import { PURCHASE_ORDER_TABLE_MIN_WIDTH, purchaseOrderColumns } from './purchase-order-columns';
import { PurchaseOrderStatusFilter, usePurchaseOrderStatusParam } from './purchase-order-status-filter';

/** The list manual ([신규 등록] only for those who may register) and this list's own notes. */
const help = (canWrite: boolean) =>
  [
    listHelp(canWrite),
    '',
    '발주는 [발주] 상태로 등록되고, 물건이 들어오면 상세 화면의 [입고 처리]로 재고에 더해져 [입고완료]가 됩니다.',
    '[상태]를 [발주]로 두면 아직 입고되지 않은 발주만 보입니다.',
    '[품목] 검색은 품목명과 품목 코드(바코드)를 함께 찾습니다.',
  ].join('\n');

/** /admin/wk/purchase_order */
export function PurchaseOrderListPage() {
  const [status, setStatus] = usePurchaseOrderStatusParam();
  const paged = usePurchaseOrderList(status);
  const nav = useListNavigation(PURCHASE_ORDER_LIST_PATH);
  return (
    <ListPage
      area="WORK"
      title="발주 관리"
      help={help}
      paged={paged}
      filters={
        <>
          <PurchaseOrderStatusFilter value={status} onChange={setStatus} />
          <DateRangeFilter list={paged.list} dateFields={PURCHASE_ORDER_DATE_FILTERS} />
          <SearchBar list={paged.list} filters={PURCHASE_ORDER_SEARCH_FILTERS} />
        </>
      }
      onNew={nav.toNew}
      tableLabel="발주 목록"
      columns={purchaseOrderColumns}
      getRowKey={(r) => r.id}
      onRowClick={(r) => nav.toDetail(r.id)}
      minWidth={PURCHASE_ORDER_TABLE_MIN_WIDTH}
    />
  );
}
