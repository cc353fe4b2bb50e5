import { Chip, Stack, Typography } from '@mui/material';
import { deliveryWorkflow, workOrderWorkflow } from '@scm/contract';
import { StatusChip } from './status-chip';

/** 작업 상태: the work order's state and, while it is held, the team holding it. No work order yet = '-'. */
export function WorkStatus({ status, departmentName }: { status: string | null; departmentName: string | null }) {
  if (status === null) return <>-</>;
  return (
    <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <StatusChip workflow={workOrderWorkflow} value={status} />
      {departmentName && status === 'WORKING' && (
        <Typography component="span" variant="caption" color="text.secondary">
          {departmentName}
        </Typography>
      )}
    </Stack>
  );
}

/** 배송 상태: none until printing is complete. */
export const DeliveryStatus = ({ status }: { status: string | null }) =>
  status === null ? <>-</> : <StatusChip workflow={deliveryWorkflow} value={status} />;

export const CancelledChip = () => <Chip label="취소" size="small" color="error" variant="filled" />;
