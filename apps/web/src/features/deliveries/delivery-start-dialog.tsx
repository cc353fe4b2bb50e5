import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, DialogContent, Stack } from '@mui/material';
import { DeliveryStartSchema, deliveryWorkflow, type DeliveryRow, type DeliveryStartValues } from '@scm/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CarrierSelect } from '../../shared/delivery-tracking';
import { useFeedback } from '../../shared/feedback';
import { FormTextField } from '../../shared/form-kit';
import { FormModeContext } from '../../shared/form-kit/form-mode';
import { reportRefusedSave } from '../../shared/workflow';
import { useStartDelivery } from './api';
import { DialogFrame, DialogSubmitActions } from '../../shared/dialog-frame';

type StartInput = z.input<typeof DeliveryStartSchema>;

interface Props {
  delivery: DeliveryRow;
  onClose: () => void;
  /** Reads the list again after a 409 (someone else started or completed it first). */
  reload: () => unknown;
}

/**
 * 배송 시작: the carrier and the invoice (both required; the invoice keeps digits only, dashes and spaces are
 * dropped). Asks once more, then the delivery is SHIPPING and the customer is told.
 */
export function DeliveryStartDialog({ delivery, onClose, reload }: Props) {
  const fb = useFeedback();
  const start = useStartDelivery();
  const form = useForm<StartInput, unknown, DeliveryStartValues>({
    resolver: zodResolver(DeliveryStartSchema),
    defaultValues: { deliveryCompanyCode: delivery.deliveryCompanyCode, invoice: delivery.invoice },
  });
  const { control, handleSubmit, formState } = form;
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    const question = deliveryWorkflow.actions.startDelivery.confirm;
    const ok = await fb.confirm(`주문번호 ${delivery.orderNumber}: ${question}`, {
      title: '배송 시작',
      confirmLabel: '배송 시작',
    });
    if (!ok) return;
    try {
      const answer = await start.mutateAsync({ id: delivery.id, values });
      fb.snackbar('success', answer.message);
      onClose();
    } catch (error) {
      reportRefusedSave(fb, form, error, {
        fallback: '배송 시작에 실패했습니다.',
        onConflict: () => {
          reload();
          onClose();
        },
      });
    }
  });

  return (
    <DialogFrame title="배송 시작" onClose={busy ? undefined : onClose} onSubmit={(e) => void submit(e)}>
      <DialogContent>
        <FormModeContext.Provider value="UPDATE">
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info">
              {`${delivery.orderNumber} · ${delivery.productName} → ${delivery.receiver || delivery.buyerName}`}
            </Alert>
            <CarrierSelect control={control} name="deliveryCompanyCode" label="택배사" required />
            <FormTextField
              control={control}
              name="invoice"
              label="송장번호"
              required
              inputMode="numeric"
              autoComplete="off"
              helperText="숫자만 입력합니다. - 와 공백은 빼고 저장됩니다."
            />
            {formState.errors.root?.server && <Alert severity="error">{formState.errors.root.server.message}</Alert>}
          </Stack>
        </FormModeContext.Provider>
      </DialogContent>
      <DialogSubmitActions submitLabel="배송 시작" busy={busy} onCancel={onClose} />
    </DialogFrame>
  );
}
