import { Stack } from '@mui/material';
import { customerOrderMessages } from '@scm/contract';
import { RecordPage, useRecordLoad } from '../../shared/form-kit';
import { DeliveryStatus } from '../../shared/workflow';
import { CUSTOMER_ORDER_LIST_PATH, useCustomerOrder, useLiveCustomerOrders } from './api';
import { WorkStatusChip } from './customer-order-columns';
import { CustomerOrderForm } from './customer-order-form';
import { OrderTracker } from './order-tracker';

const help = [
  '주문 상세 화면입니다. 접수한 주문은 읽기 전용이며, 고칠 내용은 매장에 문의해주세요.',
  '• [진행 상황]은 매장에서 작업을 시작하거나 다른 팀에 넘기고, 인쇄를 마치고, 배송하면 새로 고치지 않아도 바로 바뀝니다.',
  '• 배송이 시작되면 [배송 조회]로 택배사와 송장번호로 배송을 조회할 수 있습니다.',
].join('\n');

/** /co/printing_order/{order_id}: the order read-only under its live tracker. A failed read alerts and goes back. */
export function CustomerOrderDetailPage() {
  const { id, query } = useRecordLoad('order_id', useCustomerOrder, {
    message: customerOrderMessages.notFound,
    listPath: CUSTOMER_ORDER_LIST_PATH,
  });
  useLiveCustomerOrders();
  return (
    <RecordPage
      mode="READ"
      title="주문 상세"
      id={id}
      query={query}
      listPath={CUSTOMER_ORDER_LIST_PATH}
      notFoundText="주문 정보를 불러올 수 없습니다."
      help={help}
      actions={(order) => (
        <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <WorkStatusChip status={order.workOrderStatus} />
          {order.deliveryStatus && <DeliveryStatus status={order.deliveryStatus} />}
        </Stack>
      )}
      maxWidth={960}
      narrowHeader
    >
      {(order) => (
        <Stack sx={{ gap: 2 }}>
          <OrderTracker progress={order.progress} />
          <CustomerOrderForm mode="READ" order={order} />
        </Stack>
      )}
    </RecordPage>
  );
}
