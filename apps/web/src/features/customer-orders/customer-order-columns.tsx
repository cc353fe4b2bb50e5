import { customerWorkStatus, type CustomerOrderListItem } from '@scm/contract';
import type { ColumnDef } from '../../shared/list-kit';
import { StatusChip } from '../../shared/workflow';
import { orderColumn } from '../orders';
import { OrderStepProgress } from './order-step-progress';

/** The work status with the spec's labels (002 §4); a value outside them reads '표시 오류'. None yet = '-'. */
export const WorkStatusChip = ({ status }: { status: string | null }) =>
  status === null ? <>-</> : <StatusChip workflow={customerWorkStatus} value={status} />;

export const CUSTOMER_ORDER_TABLE_MIN_WIDTH = 880;

const { orderNumber, productName, workType, amount, receiptDatetime, deliveryStatus } = orderColumn;

/** The staff list's columns the customer's rows hold, with the customer's status vocabulary and the step. */
export const customerOrderColumns: readonly ColumnDef<CustomerOrderListItem>[] = [
  orderNumber,
  productName,
  workType,
  amount,
  { ...receiptDatetime, card: 3 },
  {
    key: 'workOrderStatus',
    card: 'status',
    label: '작업 상태',
    width: 90,
    align: 'center',
    render: (o) => <WorkStatusChip status={o.workOrderStatus} />,
  },
  deliveryStatus,
  { key: 'progress', card: 1, label: '진행', width: 130, render: (o) => <OrderStepProgress progress={o.progress} /> },
];
