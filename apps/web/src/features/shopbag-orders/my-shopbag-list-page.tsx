import { MY_SHOPBAG_SEARCH_FILTERS, SHOPBAG_DATE_FILTERS, type MyShopbagOrderListItem } from '@scm/contract';
import { formatDateTime } from '../../shared/format';
import { DateRangeFilter, ListPage, SearchBar, type ColumnDef } from '../../shared/list-kit';
import { useListNavigation } from '../../shared/page-kit';
import { CancelledChip, WorkStatus } from '../../shared/workflow';
import { orderColumn } from '../orders';
import { MY_SHOPBAG_LIST_PATH, useMyShopbagOrderList } from './api';
import { DesignProgress, ShopbagTypeChip } from './shopbag-type-chip';

const columns: readonly ColumnDef<MyShopbagOrderListItem>[] = [
  orderColumn.orderNumber,
  orderColumn.productName,
  { key: 'type', label: '유형', width: 76, align: 'center', render: (o) => <ShopbagTypeChip type={o.shopbagType} /> },
  {
    key: 'myPositions',
    card: 1,
    label: '내 위치',
    width: 90,
    align: 'center',
    render: (o) => o.myPositions.join(', '),
  },
  {
    key: 'progress',
    label: '디자인',
    width: 130,
    render: (o) => <DesignProgress done={o.completeProgress} type={o.shopbagType} dense />,
  },
  { ...orderColumn.deliveryDate, width: 104 },
  {
    key: 'receiptDatetime',
    label: '접수일시',
    sortField: 'receiptDatetime',
    width: 132,
    align: 'center',
    render: (o) => formatDateTime(o.receiptDatetime),
  },
  {
    key: 'status',
    card: 'status',
    label: '작업 상태',
    width: 90,
    render: (o) => (o.cancelled ? <CancelledChip /> : <WorkStatus status={o.workOrderStatus} departmentName={null} />),
  },
];

/** /co/my_shopbag_work_order: the bags in which the customer holds an advertisement position. */
export function MyShopbagListPage() {
  const paged = useMyShopbagOrderList();
  const nav = useListNavigation(MY_SHOPBAG_LIST_PATH);
  return (
    <ListPage
      title="쇼핑백 작업 현황"
      help="광고를 낸 쇼핑백의 디자인 진행과 작업 상태를 확인하는 화면입니다. 행을 누르면 디자인을 볼 수 있습니다."
      paged={paged}
      filters={
        <>
          <DateRangeFilter list={paged.list} dateFields={SHOPBAG_DATE_FILTERS} />
          <SearchBar list={paged.list} filters={MY_SHOPBAG_SEARCH_FILTERS} />
        </>
      }
      tableLabel="쇼핑백 작업 목록"
      columns={columns}
      getRowKey={(r) => r.id}
      onRowClick={(r) => nav.toDetail(r.id)}
      minWidth={860}
    />
  );
}
