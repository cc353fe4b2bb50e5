import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import { Button } from '@mui/material';
import { purchaseOrderMessages, type PurchaseOrder } from '@scm/contract';
import { useWriteAccess } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';
import { useReceivePurchaseOrder } from './api';

/** 입고 처리: after confirmation the order's amount goes into stock. Shown only while the order is not received. */
export function ReceiveButton({ order }: { order: PurchaseOrder }) {
  const fb = useFeedback();
  const receive = useReceivePurchaseOrder();
  // Without WORK write authority (the record page decides) the order is only read.
  const canWrite = useWriteAccess();
  if (order.received || !canWrite) return null;

  const confirmAndReceive = async () => {
    const ok = await fb.confirm(purchaseOrderMessages.receiveConfirm(order.itemName, order.amount, order.itemUnit), {
      title: '입고 처리',
      confirmLabel: '입고 처리',
    });
    if (!ok) return;
    try {
      const res = await receive.mutateAsync(order.id);
      fb.snackbar('success', res.message);
    } catch (error) {
      reportError(fb, error, '입고 처리하지 못했습니다.');
    }
  };

  return (
    <Button
      variant="contained"
      color="success"
      startIcon={<InventoryIcon />}
      disabled={receive.isPending}
      onClick={() => void confirmAndReceive()}
    >
      입고 처리
    </Button>
  );
}
