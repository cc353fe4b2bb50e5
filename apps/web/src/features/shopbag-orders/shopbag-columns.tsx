import { positionsOf, type ShopbagOrderListItem } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatDate, formatDateTime } from '../../shared/format';
import { CancelledChip, WorkStatus } from '../orders/public';
import { DesignProgress, ShopbagTypeChip } from './shopbag-type-chip';

export const SHOPBAG_TABLE_MIN_WIDTH = 980;

const area = (o: ShopbagOrderListItem) => [o.parentCityName, o.childCityName].filter(Boolean).join(' ') || '-';

export const shopbagColumns: readonly ColumnDef<ShopbagOrderListItem>[] = [
  {
    key: 'orderNumber',
    card: 2,
    label: '주문번호',
    sortField: 'orderNumber',
    width: 116,
    render: (o) => o.orderNumber,
  },
  { key: 'productName', card: 'title', label: '주문상품명', sortField: 'productName', render: (o) => o.productName },
  {
    key: 'shopbagType',
    label: '유형',
    sortField: 'shopbagType',
    width: 76,
    align: 'center',
    render: (o) => <ShopbagTypeChip type={o.shopbagType} />,
  },
  { key: 'area', card: 3, label: '지역', width: 130, render: area },
  {
    key: 'employeeName',
    label: '영업 담당자',
    sortField: 'employeeName',
    width: 96,
    render: (o) => o.employeeName ?? '-',
  },
  {
    key: 'buyerListNumber',
    card: 1,
    label: '광고주',
    width: 70,
    align: 'center',
    render: (o) => `${o.buyerListNumber}/${positionsOf(o.shopbagType).length || '-'}`,
  },
  {
    key: 'completeProgress',
    label: '디자인',
    width: 120,
    render: (o) => <DesignProgress done={o.completeProgress} type={o.shopbagType} dense />,
  },
  {
    key: 'deliveryDate',
    label: '납기일',
    sortField: 'deliveryDate',
    width: 104,
    align: 'center',
    render: (o) => (o.deliveryDate ? formatDate(o.deliveryDate) : '-'),
  },
  {
    key: 'receiptDatetime',
    label: '접수일시',
    sortField: 'receiptDatetime',
    width: 132,
    align: 'center',
    render: (o) => formatDateTime(o.receiptDatetime),
  },
  {
    key: 'workOrderStatus',
    card: 'status',
    label: '작업 상태',
    width: 96,
    render: (o) =>
      o.cancelled ? <CancelledChip /> : <WorkStatus status={o.workOrderStatus} departmentName={o.departmentName} />,
  },
];
