import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { canAccessArea } from '@scm/contract';
import { useAuthorities, useCanWrite } from '../../shared/access';
import { useJobCosting } from './api';
import { CostingDialog, useOutsourcingDialogs } from './costing-dialog';
import { CostTotals } from './costing-detail';

/** 원가 on the staff order record page: charged, estimate and actual cost, the margin; 상세 and 외주 청구 입력. */
export function OrderCostingCard({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const mayRead = canAccessArea(useAuthorities(), 'ORDER', false);
  const canWrite = useCanWrite('ORDER');
  const { data } = useJobCosting(orderId, mayRead);
  const [open, setOpen] = useState(false);
  const outsourcing = useOutsourcingDialogs(orderId, orderNumber);
  if (!mayRead || !data) return null;
  const live = data.outsourcing.filter((r) => r.kind === 'COST' && !r.reversed).length;
  return (
    <Paper variant="outlined" component="section" aria-label="원가" sx={{ p: { xs: 1.5, sm: 2 }, my: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {`원가${data.completedDate ? ` · ${data.completedDate} 완료` : ' · 작업 중 (지금까지의 기록)'}`}
      </Typography>
      <CostTotals totals={data.totals} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {`외주 청구 ${String(live)}건 · 설비 가동 ${String(data.machines.length)}건`}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
          원가 상세
        </Button>
        {canWrite && (
          <Button size="small" variant="outlined" onClick={outsourcing.enter}>
            외주 청구 입력
          </Button>
        )}
      </Stack>
      {open && <CostingDialog orderId={orderId} orderNumber={orderNumber} onClose={() => setOpen(false)} />}
      {outsourcing.dialogs}
    </Paper>
  );
}
