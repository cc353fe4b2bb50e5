import { Button, DialogActions, DialogContent, DialogContentText, TextField } from '@mui/material';
import { ORDER_TEXT_MAX, OrderCancelSchema, orderMessages, type OrderCancelValues } from '@scm/contract';
import { useState } from 'react';
import { ApiError } from '../api/client';
import { DialogFrame } from '../dialog-frame';
import { useFeedback } from '../feedback';
import { reportError } from '../form-kit';

interface Props {
  orderNumber: string;
  /** The line above the field: why the order may be cancelled now and what cancelling does. */
  intro: string;
  /** The question asked once the reason is given. */
  confirmText: string;
  /** Sends the cancel (staff: a printing or bag order's; the customer: its own order's); answers the message. */
  cancel: (values: OrderCancelValues) => Promise<{ message: string }>;
  onClose: () => void;
}

/**
 * 주문 취소 with a reason, for every kind of order and side: the reason is required (the contract's rule and
 * message, also under the field when the server refuses it), then a confirm, then the cancel; full-screen on a
 * phone, Enter submits, Escape closes (not while the cancel is in flight).
 */
export function CancelReasonDialog({ orderNumber, intro, confirmText, cancel, onClose }: Props) {
  const fb = useFeedback();
  const [pending, setPending] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = OrderCancelSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? orderMessages.cancelReasonRequired);
      return;
    }
    if (!(await fb.confirm(confirmText, { title: '주문 취소', confirmLabel: '주문 취소' }))) return;
    setPending(true);
    try {
      const res = await cancel(parsed.data);
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
      title={`주문 취소 · ${orderNumber}`}
      onClose={pending ? undefined : onClose}
      maxWidth="sm"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
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
