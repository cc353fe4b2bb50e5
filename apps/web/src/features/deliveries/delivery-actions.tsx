import { Button, Stack } from '@mui/material';
import { deliveryMessages, deliveryWorkflow, type DeliveryRow } from '@scm/contract';
import { useState } from 'react';
import { useCanWrite } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';
import { useCompleteDelivery } from './api';
import { StartDeliveryDialog } from './start-delivery-dialog';

/** The shipment's next move, from the contract's workflow: 배송 시작 (READY) or 배송 완료 (SHIPPING). */
export function DeliveryActions({ row }: { row: DeliveryRow }) {
  const fb = useFeedback();
  const canWrite = useCanWrite('WORK');
  const complete = useCompleteDelivery();
  const [starting, setStarting] = useState(false);
  if (!canWrite) return null;
  const finish = deliveryWorkflow.actions.completeDelivery;
  const completeIt = async () => {
    if (!(await fb.confirm(finish.confirm ?? '', { title: finish.label, confirmLabel: finish.label }))) return;
    try {
      await complete.mutateAsync(row.id);
      fb.snackbar('success', deliveryMessages.completed);
    } catch (e) {
      reportError(fb, e, '배송을 완료 처리하지 못했습니다.');
    }
  };
  const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();
  return (
    <Stack direction="row" spacing={0.75} onClick={stop} onKeyDown={stop}>
      {deliveryWorkflow.can('startDelivery', row.deliveryStatus) && (
        <Button size="small" variant="contained" onClick={() => setStarting(true)}>
          {deliveryWorkflow.actions.startDelivery.label}
        </Button>
      )}
      {deliveryWorkflow.can('completeDelivery', row.deliveryStatus) && (
        <Button
          size="small"
          variant="contained"
          color="success"
          disabled={complete.isPending}
          onClick={() => void completeIt()}
        >
          {finish.label}
        </Button>
      )}
      {starting && <StartDeliveryDialog row={row} onClose={() => setStarting(false)} />}
    </Stack>
  );
}
