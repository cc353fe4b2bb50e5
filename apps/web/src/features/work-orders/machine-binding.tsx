import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { workOrderMessages as MSG, type WorkOrderDetail } from '@scm/contract';
import { useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { useFeedback } from '../../shared/feedback';
import { useBindMachine, useWorkMachines } from './api';

const NONE = '';

/**
 * 설비 연동 of the open turn: the machine it runs on (writers pick it; the choice saves at once) and the machine's
 * count since the turn started, read again every few seconds while it runs. Recorded when the turn finishes.
 */
export function MachineBinding({ job, canWrite }: { job: WorkOrderDetail; canWrite: boolean }) {
  const fb = useFeedback();
  const bind = useBindMachine();
  const { data: machines = [] } = useWorkMachines();
  const [fieldError, setFieldError] = useState('');
  const turn = job.progresses.find((p) => p.id === job.workProgressId && p.finishedAt === null);
  if (!turn) return null;

  const change = async (value: string) => {
    setFieldError('');
    try {
      const answer = await bind.mutateAsync({
        progressId: turn.id,
        facilityId: value === NONE ? null : Number(value),
      });
      fb.snackbar('success', answer.message || MSG.machineSaved);
    } catch (error) {
      const message = error instanceof ApiError ? error.fieldErrors?.facilityId?.defaultMessage : undefined;
      if (message) setFieldError(message);
    }
  };

  const count = turn.producedQuantity;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 320px) 1fr' } }}>
      <TextField
        select
        size="small"
        label={`${turn.departmentName} 작업 설비`}
        value={turn.facilityId === null ? NONE : String(turn.facilityId)}
        onChange={(e) => void change(e.target.value)}
        disabled={!canWrite || bind.isPending}
        error={Boolean(fieldError)}
        helperText={fieldError || (canWrite ? '고르면 바로 저장됩니다.' : ' ')}
      >
        <MenuItem value={NONE}>지정 안 함</MenuItem>
        {machines.map((m) => (
          <MenuItem key={m.id} value={String(m.id)}>
            {m.name} ({m.code})
          </MenuItem>
        ))}
      </TextField>
      <Box aria-live="polite">
        <Typography variant="caption" color="text.secondary" component="div">
          설비 생산 수량 (작업 시작 이후)
        </Typography>
        <Typography variant="h6" component="div">
          {turn.facilityId === null
            ? '설비 미지정'
            : count === null
              ? '작업 시작 전'
              : `${count.toLocaleString('ko-KR')}개`}
        </Typography>
      </Box>
    </Box>
  );
}
