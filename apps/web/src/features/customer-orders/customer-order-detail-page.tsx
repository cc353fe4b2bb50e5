import { Button, Stack } from '@mui/material';
import { customerOrderMessages } from '@scm/contract';
import { RecordPage, useRecordLoad } from '../../shared/form-kit';
import { useListNavigation } from '../../shared/page-kit';
import { ProofSection } from '../../shared/proofs';
import { DeliveryStatus } from '../../shared/workflow';
import { CUSTOMER_ORDER_LIST_PATH, useCustomerOrder, useLiveCustomerOrders, usePriceCatalog } from './api';
import { WorkStatusChip } from './customer-order-columns';
import { CustomerCancelButton } from './customer-cancel-button';
import { CustomerOrderDocuments } from './customer-order-documents';
import { CustomerOrderMoneyCard, CustomerOrderSummary } from './customer-order-summary';
import { OrderTracker } from './order-tracker';

const help = [
  '주문 상세 화면입니다. 접수한 주문은 읽기 전용이며, 고칠 내용은 매장에 문의해주세요.',
  '• [결제 금액]에서 청구 금액, 입금 금액, 미수 금액을 볼 수 있습니다. 계산 내역을 펼치면 항목별 금액이 보입니다.',
  '• [주문 서류]에서 주문이 만들어진 견적서를 열거나 PDF로 내려받을 수 있습니다.',
  '• 작업이 시작되기 전에는 [주문 취소]로 사유를 적어 주문을 취소할 수 있습니다.',
  '• [진행 상황]은 매장에서 작업을 시작하거나 다른 팀에 넘기고, 인쇄를 마치고, 배송하면 새로 고치지 않아도 바로 바뀝니다.',
  '• 배송이 시작되면 [배송 조회]로 택배사와 송장번호로 배송을 조회할 수 있습니다.',
].join('\n');

/**
 * /co/printing_order/{order_id}: the live tracker, 청구/입금/미수 with the price's lines, what was ordered in the
 * buyer's words (its papers named), the order's documents (the 견적서 it came from), and 주문 취소 while no work
 * has started. A failed read alerts and goes back.
 */
export function CustomerOrderDetailPage() {
  const { id, query } = useRecordLoad('order_id', useCustomerOrder, {
    message: customerOrderMessages.notFound,
    listPath: CUSTOMER_ORDER_LIST_PATH,
  });
  useLiveCustomerOrders();
  const catalog = usePriceCatalog();
  const nav = useListNavigation(CUSTOMER_ORDER_LIST_PATH);
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
          <CustomerCancelButton order={order} />
        </Stack>
      )}
      maxWidth={960}
      narrowHeader
    >
      {(order) => (
        <Stack sx={{ gap: 2 }}>
          <OrderTracker progress={order.progress} />
          <ProofSection viewer="customer" orderId={order.id} />
          <CustomerOrderMoneyCard money={order.money} price={order.price} />
          <CustomerOrderSummary order={order} catalog={catalog.data} />
          <CustomerOrderDocuments order={order} />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={() => nav.toList()}>
              목록
            </Button>
          </Stack>
        </Stack>
      )}
    </RecordPage>
  );
}
