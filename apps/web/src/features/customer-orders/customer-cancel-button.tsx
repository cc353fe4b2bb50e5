import { Button, DialogActions, DialogContent, DialogContentText, TextField } from '@mui/material';
import {
  customerSpecMessages,
  CustomerOrderCancelSchema,
  ORDER_TEXT_MAX,
  orderMessages,
  type CustomerOrder,
} from '@scm/contract';
import { useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { DialogFrame } from '../../shared/dialog-frame';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';
import { useCancelCustomerOrder } from './api';

/** 주문 취소: shown only while the customer may cancel (no work started); asks the reason, then confirms. */
export function CustomerCancelButton({ order }: { order: CustomerOrder }) {
  const [open, setOpen] = useState(false);
  if (!order.cancellable) return null;
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        주문 취소
      </Button>
      {open && <CancelDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

function CancelDialog({ order, onClose }: { order: CustomerOrder; onClose: () => void }) {
  const fb = useFeedback();
  const cancel = useCancelCustomerOrder();
  const [pending, setPending] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = CustomerOrderCancelSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? orderMessages.cancelReasonRequired);
      return;
    }
    if (!(await fb.confirm(customerSpecMessages.cancelConfirm, { title: '주문 취소', confirmLabel: '주문 취소' })))
      return;
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
          작업이 시작되기 전이라 주문을 취소할 수 있습니다. 취소 사유를 입력해주세요.
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
