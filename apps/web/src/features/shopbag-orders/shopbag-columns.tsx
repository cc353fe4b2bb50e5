import { Typography } from '@mui/material';
import { positionsOf, type ShopbagOrderListItem } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatDate } from '../../shared/format';
import { orderColumn } from '../orders';
import { DesignProgress, ShopbagTypeChip } from './shopbag-type-chip';

/** Fits the content area beside the sidebar at 1280 px. */
export const SHOPBAG_TABLE_MIN_WIDTH = 900;

const area = (o: ShopbagOrderListItem) => [o.parentCityName, o.childCityName].filter(Boolean).join(' ') || '-';

export const shopbagColumns: readonly ColumnDef<ShopbagOrderListItem>[] = [
  orderColumn.orderNumber,
  {
    key: 'productName',
    card: 'title',
    label: '주문상품명 · 지역',
    sortField: 'productName',
    wrap: true,
    // The sales area under the product, so the row stays one table wide at 1280 px.
    render: (o) => (
      <>
        {o.productName}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {area(o)}
        </Typography>
      </>
    ),
  },
  {
    key: 'shopbagType',
    label: '유형',
    sortField: 'shopbagType',
    width: 72,
    align: 'center',
    render: (o) => <ShopbagTypeChip type={o.shopbagType} />,
  },
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
    width: 64,
    align: 'center',
    render: (o) => `${o.buyerListNumber}/${positionsOf(o.shopbagType).length || '-'}`,
  },
  {
    key: 'completeProgress',
    label: '디자인',
    width: 104,
    render: (o) => <DesignProgress done={o.completeProgress} type={o.shopbagType} dense />,
  },
  { ...orderColumn.deliveryDate, width: 110 },
  {
    key: 'receiptDatetime',
    label: '접수일',
    sortField: 'receiptDatetime',
    width: 110,
    align: 'center',
    render: (o) => formatDate(o.receiptDatetime),
  },
  { ...orderColumn.workOrderStatus, width: 88 },
];
