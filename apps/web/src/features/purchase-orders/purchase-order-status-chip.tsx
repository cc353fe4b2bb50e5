import { Chip } from '@mui/material';
import { purchaseOrderStatusLabel } from '@scm/contract';

/** '발주' until the goods are received into stock, then '입고완료'. */
export const PurchaseOrderStatusChip = ({ received }: { received: boolean }) => (
  <Chip
    label={purchaseOrderStatusLabel(received)}
    size="small"
    color={received ? 'success' : 'primary'}
    variant={received ? 'filled' : 'outlined'}
  />
);
