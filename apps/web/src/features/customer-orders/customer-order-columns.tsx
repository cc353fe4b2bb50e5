import { customerDeliveryStatus, customerWorkStatus, workTypeLabel, type CustomerOrderListItem } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { formatDateTime, formatNumber } from '../../shared/format';
import { StatusChip } from '../../shared/workflow';
import { OrderStepProgress } from './order-step-progress';

/** The statuses with the spec's labels (002 §4); a value outside them reads '표시 오류'. None yet = '-'. */
export const WorkStatusChip = ({ status }: { status: string | null }) =>
  status === null ? <>-</> : <StatusChip workflow={customerWorkStatus} value={status} />;
export const DeliveryStatusChip = ({ status }: { status: string | null }) =>
  status === null ? <>-</> : <StatusChip workflow={customerDeliveryStatus} value={status} />;

export const CUSTOMER_ORDER_TABLE_MIN_WIDTH = 880;

export const customerOrderColumns: readonly ColumnDef<CustomerOrderListItem>[] = [
  {
    key: 'orderNumber',
    card: 2,
    label: '주문번호',
    sortField: 'orderNumber',
    width: 120,
    render: (o) => o.orderNumber,
  },
  { key: 'productName', card: 'title', label: '주문상품명', sortField: 'productName', render: (o) => o.productName },
  {
    key: 'workType',
    label: '작업 유형',
    sortField: 'workType',
    width: 84,
    align: 'center',
    render: (o) => workTypeLabel(o.workType),
  },
  {
    key: 'amount',
    label: '수량',
    sortField: 'amount',
    width: 72,
    align: 'right',
    render: (o) => formatNumber(o.amount),
  },
  {
    key: 'receiptDatetime',
    card: 3,
    label: '접수일시',
    sortField: 'receiptDatetime',
    width: 140,
    align: 'center',
    render: (o) => formatDateTime(o.receiptDatetime),
  },
  {
    key: 'workOrderStatus',
    card: 'status',
    label: '작업 상태',
    width: 90,
    align: 'center',
    render: (o) => <WorkStatusChip status={o.workOrderStatus} />,
  },
  {
    key: 'deliveryStatus',
    label: '배송 상태',
    width: 90,
    align: 'center',
    render: (o) => <DeliveryStatusChip status={o.deliveryStatus} />,
  },
  { key: 'progress', card: 1, label: '진행', width: 130, render: (o) => <OrderStepProgress progress={o.progress} /> },
];
