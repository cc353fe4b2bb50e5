import { Button } from '@mui/material';
import { canCancelOrder, orderMessages, type Order, type OrderCancelValues } from '@scm/contract';
import { useState } from 'react';
import { useWriteAccess } from '../../shared/access';
import { CancelReasonDialog } from '../../shared/order-form';
import { useCancelOrder } from './api';

/** What cancelling needs of an order (a printing order, or a shopping-bag order through its own call). */
export interface CancellableOrder {
  id: number;
  orderNumber: string;
  workOrderStatus: string | null;
  cancellation: Order['cancellation'];
}
type CancelCall = (args: { id: number; values: OrderCancelValues }) => Promise<{ message: string }>;

/** 주문 취소: until printing is complete, with a reason; the order leaves the work lists and keeps its history. */
export function CancelOrderButton({ order, cancelWith }: { order: CancellableOrder; cancelWith?: CancelCall }) {
  const canWrite = useWriteAccess();
  const [open, setOpen] = useState(false);
  if (!canWrite || !canCancelOrder(order.workOrderStatus, order.cancellation !== null)) return null;
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        주문 취소
      </Button>
      {open && <CancelOrderDialog order={order} cancelWith={cancelWith} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The shared reason dialog, sending a printing order's cancel unless the caller gives its own (a bag order's). */
function CancelOrderDialog({
  order,
  cancelWith,
  onClose,
}: {
  order: CancellableOrder;
  cancelWith?: CancelCall;
  onClose: () => void;
}) {
  const printingCancel = useCancelOrder();
  const cancel = cancelWith ?? printingCancel.mutateAsync;
  return (
    <CancelReasonDialog
      orderNumber={order.orderNumber}
      intro="취소한 주문은 작업 목록에서 빠지고 이력은 남습니다. 취소 사유를 입력해주세요."
      confirmText={orderMessages.cancelConfirm}
      cancel={(values) => cancel({ id: order.id, values })}
      onClose={onClose}
    />
  );
}
