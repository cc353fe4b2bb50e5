import { Box, LinearProgress, Typography } from '@mui/material';
import { ORDER_STEP_LABELS, ORDER_STEPS, orderStep, type OrderProgress } from '@scm/contract';

/** The tracker's step in one line for lists: a bar over the five steps and the step's name. */
export function OrderStepProgress({ progress }: { progress: OrderProgress }) {
  if (progress.cancelled)
    return (
      <Typography variant="caption" color="text.secondary">
        취소
      </Typography>
    );
  const step = orderStep(progress);
  if (step === null)
    return (
      <Typography variant="caption" color="error">
        표시 오류
      </Typography>
    );
  const at = ORDER_STEPS.indexOf(step) + 1;
  const label = `${ORDER_STEP_LABELS[step]} (${at}/${ORDER_STEPS.length})`;
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography variant="caption" component="div">
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(at / ORDER_STEPS.length) * 100}
        color={at === ORDER_STEPS.length ? 'success' : 'primary'}
        aria-label={`진행 단계 ${label}`}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}
