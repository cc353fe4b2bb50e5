import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { inspectionFailed, withCommas, workOrderWorkflow, type Inspection } from '@scm/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCanWrite } from '../../shared/access';
import { formatDateTime } from '../../shared/format';
import { StatusChip } from '../../shared/workflow';
import { useRemakesOfInspection, workOrderPath } from './api';
import { RemakeDialog } from './remake-dialog';

/**
 * An inspection's remakes: the jobs it led to, each a link, and for a failed inspection (defects found) the
 * 재작업 지시 button for WORK writers, which asks for the printed order to remake.
 */
export function InspectionRemakes({ inspection }: { inspection: Inspection }) {
  const canWrite = useCanWrite('WORK');
  const { data: remakes = [] } = useRemakesOfInspection(inspection.id);
  const [open, setOpen] = useState(false);
  const failed = inspectionFailed(inspection);
  if (!failed && remakes.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, mt: 2 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5, flexWrap: 'wrap' }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          재작업
        </Typography>
        {failed && canWrite && (
          <Button variant="contained" color="secondary" startIcon={<ReplayIcon />} onClick={() => setOpen(true)}>
            재작업 지시
          </Button>
        )}
      </Stack>
      {remakes.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {`불량 ${withCommas(inspection.defectQuantity)}건이 있는 검수입니다. 아직 지시한 재작업이 없습니다.`}
        </Typography>
      ) : (
        <Stack spacing={1}>
          {remakes.map((r) => (
            <Box key={r.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={workOrderPath(r.id)}>{`${r.orderNumber} · ${r.productName}`}</Link>
              <StatusChip workflow={workOrderWorkflow} value={r.status} />
              <Typography variant="body2" color="text.secondary">
                {`수량 ${withCommas(r.amount)} · ${r.reason} · ${formatDateTime(r.receiptDatetime)}`}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      {open && (
        <RemakeDialog
          intro={`검수 '${inspection.name}': 검수 ${withCommas(inspection.inspectionQuantity)}건 중 불량 ${withCommas(inspection.defectQuantity)}건`}
          draft={{
            // The order the inspection names, when it names one; else the dialog asks for it.
            order: inspection.orderId
              ? { id: inspection.orderId, orderNumber: inspection.orderNumber ?? '', productName: '' }
              : null,
            inspectionId: inspection.id,
            reason: `검수 불량 재작업 (불량 ${withCommas(inspection.defectQuantity)}건)`,
            amount: inspection.defectQuantity,
            paper: [],
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </Paper>
  );
}
