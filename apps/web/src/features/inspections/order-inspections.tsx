import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import { canAccessArea, withCommas } from '@scm/contract';
import { Link as RouterLink } from 'react-router';
import { useAuthorities } from '../../shared/access';
import { INSPECTION_LIST_PATH, useInspectionsOfOrder } from './api';
import { InspectionStatusChip } from './inspection-status';

/**
 * 검수: the inspections naming an order, each with its defects, a link to it and its state. For those who may read
 * inspections (작업 관리); nothing when none names the order.
 */
export function OrderInspections({ orderId }: { orderId: number }) {
  const mayRead = canAccessArea(useAuthorities(), 'WORK', false);
  const { data: inspections = [] } = useInspectionsOfOrder(orderId, mayRead);
  if (!mayRead || inspections.length === 0) return null;
  const defects = inspections.reduce((sum, i) => sum + i.defectQuantity, 0);
  return (
    <Paper variant="outlined" component="section" aria-label="검수" sx={{ p: { xs: 1.5, sm: 2 }, my: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {`검수 ${inspections.length}건 · 불량 ${withCommas(defects)}`}
      </Typography>
      <Stack spacing={1}>
        {inspections.map((i) => (
          <Box key={i.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={`${INSPECTION_LIST_PATH}/${i.id}`}>
              {i.name}
            </Link>
            <InspectionStatusChip complete={i.complete} />
            <Typography variant="body2" color={i.defectQuantity > 0 ? 'error' : 'text.secondary'}>
              {`검수 ${withCommas(i.inspectionQuantity)} · 불량 ${withCommas(i.defectQuantity)} · ${i.endDate}`}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
