import { orderMessages } from '@scm/contract';
import { useRecordLoad } from '../../shared/form-kit';
import { ProofSection } from '../../shared/proofs';
import { OrderInspections } from '../inspections';
import { OrderStatementButton } from '../trade-statements';
import { OrderCostingCard } from '../job-costing';
import { ORDER_LIST_PATH, useOrder } from './api';
import { CancelOrderButton } from './cancel-order-button';
import { JobTicketButton } from './job-ticket-button';
import { OrderForm } from './order-form';
import { OrderHistoryButton } from './order-history';
import { OrderPageFrame } from './order-page-frame';

/** The detail manual; cancelling, editing and deleting are told only to those who may do them. */
const helpRead = (canWrite: boolean) =>
  [
    '인쇄 주문 상세 화면입니다. 내용은 읽기 전용으로 표시됩니다.',
    '• [작업지시서]는 주문번호 바코드가 있는 A4 작업지시서를 엽니다. 인쇄해 작업 현장에 전달하세요.',
    '• [이력]에서 접수부터 배송까지 누가 언제 무엇을 했는지 볼 수 있습니다.',
    '• 이 주문을 검수한 기록이 있으면 위쪽 [검수]에 검수 수량과 불량 수량이 표시됩니다.',
    ...(canWrite
      ? [
          '• 작업이 시작되기 전(접수 상태)에는 주문 전체를 수정하거나 삭제할 수 있습니다.',
          '• 작업이 시작된 뒤에는 배송 정보와 비고만 수정할 수 있고, 삭제 대신 [주문 취소]를 사용합니다.',
          '• [주문 취소]는 인쇄가 완료되기 전까지 사유를 입력해 할 수 있습니다. 취소된 주문은 작업 목록에서 빠지고 이력은 남습니다.',
        ]
      : ['• [목록]을 누르면 이전 검색 조건이 유지된 목록으로 돌아갑니다.']),
  ].join('\n');

/** READ (/:order_id) and UPDATE (/:order_id/edit) of one saved order. */
function OrderRecordPage({ mode }: { mode: 'READ' | 'UPDATE' }) {
  const { id, query } = useRecordLoad('order_id', useOrder, {
    message: orderMessages.notFound,
    listPath: ORDER_LIST_PATH,
  });
  return (
    <OrderPageFrame
      mode={mode}
      noun="인쇄 주문"
      id={id}
      query={query}
      listPath={ORDER_LIST_PATH}
      notFoundText="주문 정보를 불러올 수 없습니다."
      help={helpRead}
      readActions={(order) => (
        <>
          <OrderHistoryButton order={order} />
          <OrderStatementButton orderId={order.id} orderNumber={order.orderNumber} />
          <JobTicketButton order={order} />
          <CancelOrderButton order={order} />
        </>
      )}
    >
      {(order) => (
        <>
          {/* The inspections naming the order, with their defects, above its long form. */}
          {mode === 'READ' && <OrderInspections orderId={order.id} />}
          {mode === 'READ' && <OrderCostingCard orderId={order.id} orderNumber={order.orderNumber} />}
          {mode === 'READ' && <ProofSection viewer="staff" orderId={order.id} />}
          <OrderForm mode={mode} order={order} />
        </>
      )}
    </OrderPageFrame>
  );
}

export const OrderReadPage = () => <OrderRecordPage mode="READ" />;
export const OrderEditPage = () => <OrderRecordPage mode="UPDATE" />;
