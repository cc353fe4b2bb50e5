import { Button } from '@mui/material';
import { customerSpecMessages, type CustomerOrder } from '@scm/contract';
import { useState } from 'react';
import { CancelReasonDialog } from '../../shared/order-form';
import { useCancelCustomerOrder } from './api';

/** 주문 취소: shown only while the customer may cancel (no work started); asks the reason, then confirms. */
export function CustomerCancelButton({ order }: { order: CustomerOrder }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelCustomerOrder();
  if (!order.cancellable) return null;
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        주문 취소
      </Button>
      {open && (
        <CancelReasonDialog
          orderNumber={order.orderNumber}
          intro="작업이 시작되기 전이라 주문을 취소할 수 있습니다. 취소 사유를 입력해주세요."
          confirmText={customerSpecMessages.cancelConfirm}
          cancel={(values) => cancel.mutateAsync({ id: order.id, values })}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
