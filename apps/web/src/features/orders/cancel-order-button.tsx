import { Button, DialogActions, DialogContent, DialogContentText, TextField } from '@mui/material';
import {
  canCancelOrder,
  ORDER_TEXT_MAX,
  OrderCancelSchema,
  orderMessages,
  type Order,
  type OrderCancelValues,
} from '@scm/contract';
import { useState } from 'react';
import { useWriteAccess } from '../../shared/access';
import { ApiError } from '../../shared/api/client';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';
import { DialogFrame } from '../../shared/dialog-frame';
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

function CancelOrderDialog({
  order,
  cancelWith,
  onClose,
}: {
  order: CancellableOrder;
  cancelWith?: CancelCall;
  onClose: () => void;
}) {
  const fb = useFeedback();
  const printingCancel = useCancelOrder();
  const cancel = { mutateAsync: cancelWith ?? printingCancel.mutateAsync };
  const [pending, setPending] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = OrderCancelSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? orderMessages.cancelReasonRequired);
      return;
    }
    if (!(await fb.confirm(orderMessages.cancelConfirm, { title: '주문 취소', confirmLabel: '주문 취소' }))) return;
    setPending(true);
    try {
      const res = await cancel.mutateAsync({ id: order.id, values: parsed.data });
      fb.snackbar('success', res.message);
      onClose();
    } catch (e) {
      setPending(false);
      const field = e instanceof ApiError ? e.fieldErrors?.reason?.defaultMessage : undefined;
      if (field) setError(field);
      else reportError(fb, e, '주문을 취소하지 못했습니다.');
    }
  };

  return (
    <DialogFrame
      title={`주문 취소 · ${order.orderNumber}`}
      onClose={pending ? undefined : onClose}
      maxWidth="sm"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          취소한 주문은 작업 목록에서 빠지고 이력은 남습니다. 취소 사유를 입력해주세요.
        </DialogContentText>
        <TextField
          autoFocus
          label="취소 사유"
          required
          fullWidth
          multiline
          minRows={2}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? `${reason.length}/${ORDER_TEXT_MAX}`}
          slotProps={{ htmlInput: { maxLength: ORDER_TEXT_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          닫기
        </Button>
        <Button type="submit" variant="contained" color="error" loading={pending}>
          주문 취소
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
