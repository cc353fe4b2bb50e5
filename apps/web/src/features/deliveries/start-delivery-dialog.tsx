import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { deliveryMessages, deliveryWorkflow, DeliveryStartSchema, type DeliveryRow } from '@scm/contract';
import { useId, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';
import { usePhone } from '../../shared/use-phone';
import { useStartDelivery } from './api';

type Errors = Partial<Record<'deliveryCompanyCode' | 'invoice', string>>;

/** 배송 시작: the carrier's code and the invoice (digits; dashes and spaces are dropped), after a confirmation. */
export function StartDeliveryDialog({ row, onClose }: { row: DeliveryRow; onClose: () => void }) {
  const fullScreen = usePhone();
  const titleId = useId();
  const fb = useFeedback();
  const start = useStartDelivery();
  const [values, setValues] = useState({ deliveryCompanyCode: row.deliveryCompanyCode, invoice: row.invoice });
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const parsed = DeliveryStartSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const i of parsed.error.issues) next[i.path[0] as keyof Errors] ??= i.message;
      return setErrors(next);
    }
    const action = deliveryWorkflow.actions.startDelivery;
    if (!(await fb.confirm(action.confirm ?? '', { title: action.label, confirmLabel: action.label }))) return;
    try {
      await start.mutateAsync({ id: row.id, ...parsed.data });
      fb.snackbar('success', deliveryMessages.started);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors) {
        const next: Errors = {};
        for (const [k, v] of Object.entries(e.fieldErrors)) next[k as keyof Errors] = v.defaultMessage;
        return setErrors(next);
      }
      reportError(fb, e, '배송을 시작하지 못했습니다.');
    }
  };
  const field = (name: keyof Errors, label: string, extra: object = {}) => (
    <TextField
      label={label}
      required
      fullWidth
      value={values[name]}
      onChange={(e) => {
        setValues({ ...values, [name]: e.target.value });
        setErrors({ ...errors, [name]: undefined });
      }}
      error={!!errors[name]}
      helperText={errors[name] ?? ' '}
      autoComplete="off"
      {...extra}
    />
  );

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>배송 시작</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {row.orderNumber} {row.productName} → {row.receiver} ({row.address})
        </DialogContentText>
        <Stack spacing={1}>
          {field('deliveryCompanyCode', '택배사 코드', {
            autoFocus: true,
            slotProps: { htmlInput: { maxLength: 20 } },
          })}
          {field('invoice', '송장번호', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={start.isPending}>
          취소
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={start.isPending}>
          배송 시작
        </Button>
      </DialogActions>
    </Dialog>
  );
}
