import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Stack } from '@mui/material';
import { deliveryWorkflow, type DeliveryRow } from '@scm/contract';
import { useState } from 'react';
import { useCanWrite } from '../../shared/access';
import { TrackingDialog } from '../../shared/delivery-tracking';
import { WorkflowActions } from '../../shared/workflow';
import { useCompleteDelivery, useReloadDeliveries } from './api';
import { DeliveryStartDialog } from './delivery-start-dialog';

/** Whether a delivery can be looked up at its carrier: handed over, with a carrier and an invoice. */
export const isTrackable = (d: Pick<DeliveryRow, 'deliveryStatus' | 'deliveryCompanyCode' | 'invoice'>) =>
  d.deliveryStatus !== 'READY' && d.deliveryCompanyCode !== '' && d.invoice !== '';

/** 배송 조회: the parcel's progress at its carrier (anyone who may read deliveries). */
export function TrackingButton({ delivery }: { delivery: DeliveryRow }) {
  const [open, setOpen] = useState(false);
  if (!isTrackable(delivery)) return null;
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<SearchIcon />} onClick={() => setOpen(true)}>
        배송 조회
      </Button>
      <TrackingDialog
        open={open}
        onClose={() => setOpen(false)}
        carrierCode={delivery.deliveryCompanyCode}
        invoice={delivery.invoice}
      />
    </>
  );
}

/**
 * A delivery's moves from deliveryWorkflow, for those with 작업 관리 write authority: READY → 배송 시작 (a dialog
 * with the carrier and the invoice), SHIPPING → 배송 완료 (asked first); and 배송 조회 while shipping.
 */
export function DeliveryActions({ delivery }: { delivery: DeliveryRow }) {
  const canWrite = useCanWrite('WORK');
  const complete = useCompleteDelivery();
  const reload = useReloadDeliveries();
  const [starting, setStarting] = useState(false);
  const mayStart = canWrite && deliveryWorkflow.can('startDelivery', delivery.deliveryStatus);
  return (
    // Pressing a button in a list row must not also act on the row.
    // On a phone's card the buttons stack in a narrow column, leaving the card's text its width.
    <Box
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      sx={{ maxWidth: { xs: 136, sm: 'none' } }}
    >
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {mayStart && (
          // Not through WorkflowActions: its question comes after the carrier and the invoice are in, in the dialog.
          <Button
            variant="contained"
            color="warning"
            startIcon={<LocalShippingIcon />}
            onClick={() => setStarting(true)}
          >
            {deliveryWorkflow.actions.startDelivery.label}
          </Button>
        )}
        <WorkflowActions
          area="WORK"
          workflow={deliveryWorkflow}
          state={delivery.deliveryStatus}
          reload={reload}
          icons={{ completeDelivery: <CheckCircleIcon /> }}
          actions={{
            completeDelivery: {
              confirm: `주문번호 ${delivery.orderNumber}: ${deliveryWorkflow.actions.completeDelivery.confirm}`,
              run: () => complete.mutateAsync(delivery.id),
            },
          }}
        />
        <TrackingButton delivery={delivery} />
      </Stack>
      {starting && <DeliveryStartDialog delivery={delivery} onClose={() => setStarting(false)} reload={reload} />}
    </Box>
  );
}
