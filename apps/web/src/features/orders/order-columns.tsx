import { Typography } from '@mui/material';
import { workTypeLabel, type OrderListItem } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatDate, formatDateTime, formatNumber } from '../../shared/format';
import { CancelledChip, DeliveryStatus, WorkStatus } from '../../shared/workflow';

/** Fits the content area beside the sidebar at 1280 px, so the status columns show without scrolling. */
export const ORDER_TABLE_MIN_WIDTH = 940;

/** A column that reads only the named fields of an order row, so any list of orders (the customer's, the bags) fits. */
type OrderColumn<K extends keyof OrderListItem> = ColumnDef<Pick<OrderListItem, K>>;

/** The order list's columns by key: other lists of orders pick theirs from here. */
export const orderColumn = {
  orderNumber: {
    key: 'orderNumber',
    card: 2,
    label: '주문번호',
    sortField: 'orderNumber',
    width: 116,
    render: (o) => o.orderNumber,
  } satisfies OrderColumn<'orderNumber'>,
  productName: {
    key: 'productName',
    card: 'title',
    label: '주문상품명',
    sortField: 'productName',
    // The whole name, on two lines if it must: '…' hid which order it was.
    wrap: true,
    render: (o) => o.productName,
  } satisfies OrderColumn<'productName'>,
  workType: {
    key: 'workType',
    label: '작업 유형',
    sortField: 'workType',
    width: 84,
    align: 'center',
    render: (o) => workTypeLabel(o.workType),
  } satisfies OrderColumn<'workType'>,
  buyerName: {
    key: 'buyerName',
    card: 1,
    label: '고객사',
    sortField: 'buyerName',
    width: 110,
    wrap: true,
    render: (o) => o.buyerName,
  } satisfies OrderColumn<'buyerName'>,
  amount: {
    key: 'amount',
    label: '수량',
    sortField: 'amount',
    // Five digits with their comma ('12,000') whole.
    width: 84,
    align: 'right',
    render: (o) => formatNumber(o.amount),
  } satisfies OrderColumn<'amount'>,
  deliveryDate: {
    key: 'deliveryDate',
    card: 3,
    label: '납기일',
    sortField: 'deliveryDate',
    width: 110,
    align: 'center',
    render: (o) => (o.deliveryDate ? formatDate(o.deliveryDate) : '-'),
  } satisfies OrderColumn<'deliveryDate'>,
  receiptDatetime: {
    key: 'receiptDatetime',
    label: '접수일시',
    sortField: 'receiptDatetime',
    width: 110,
    align: 'center',
    // Day over time, so the column stays narrow.
    render: (o) => {
      const [day, time] = formatDateTime(o.receiptDatetime).split(' ');
      return (
        <>
          {day}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {time}
          </Typography>
        </>
      );
    },
  } satisfies OrderColumn<'receiptDatetime'>,
  workOrderStatus: {
    key: 'workOrderStatus',
    card: 'status',
    label: '작업 상태',
    width: 100,
    render: (o) =>
      o.cancelled ? <CancelledChip /> : <WorkStatus status={o.workOrderStatus} departmentName={o.departmentName} />,
  } satisfies OrderColumn<'cancelled' | 'workOrderStatus' | 'departmentName'>,
  deliveryStatus: {
    key: 'deliveryStatus',
    label: '배송 상태',
    // '배송준비' whole in its chip.
    width: 96,
    align: 'center',
    render: (o) => <DeliveryStatus status={o.deliveryStatus} />,
  } satisfies OrderColumn<'deliveryStatus'>,
};

export const orderColumns: readonly ColumnDef<OrderListItem>[] = Object.values(orderColumn);
