import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import { purchaseOrderMessages, purchaseOrderWorkflow, type PurchaseOrder } from '@scm/contract';
import { WorkflowActions } from '../../shared/workflow';
import { useReceivePurchaseOrder } from './api';

/**
 * The order's workflow buttons (입고 처리 while it is ordered), from purchaseOrderWorkflow. Write authority is the
 * record page's decision; a 409 (someone received it first) reads the order again.
 */
export function PurchaseOrderActions({ order, reload }: { order: PurchaseOrder; reload: () => unknown }) {
  const receive = useReceivePurchaseOrder();
  return (
    <WorkflowActions
      workflow={purchaseOrderWorkflow}
      state={order.status}
      reload={reload}
      icons={{ receive: <InventoryIcon /> }}
      actions={{
        receive: {
          confirm: purchaseOrderMessages.receiveConfirm(order.itemName, order.amount, order.itemUnit),
          run: () => receive.mutateAsync(order.id),
        },
      }}
    />
  );
}
