import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { workOrderMessages, type WorkOrderRow } from '@scm/contract';
import { useId, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';
import { usePhone } from '../../shared/use-phone';
import { useNextTeam, useTeams } from './api';

/** 다음 팀 요청: pick the team that takes the job next; its employees are notified. */
export function NextTeamDialog({ row, onClose }: { row: WorkOrderRow; onClose: () => void }) {
  const fullScreen = usePhone();
  const titleId = useId();
  const fb = useFeedback();
  const teams = useTeams();
  const next = useNextTeam();
  const [departmentId, setDepartmentId] = useState('');
  const [error, setError] = useState('');
  const options = (teams.data ?? []).filter((t) => t.id !== row.departmentId);

  const submit = async () => {
    if (!departmentId) return setError('요청할 부서를 선택해주세요.');
    try {
      await next.mutateAsync({ workOrderId: row.id, departmentId: Number(departmentId) });
      fb.snackbar('success', workOrderMessages.nextTeamRequested);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors) return setError(e.message);
      reportError(fb, e, '다음 팀에 요청하지 못했습니다.');
    }
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>다음 팀 요청</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {row.orderNumber} {row.productName} · 지금 {row.departmentName ?? '-'}에서 작업 중입니다. 이어서 작업할 부서를
          선택해주세요.
        </DialogContentText>
        <TextField
          select
          fullWidth
          autoFocus
          label="요청할 부서"
          required
          value={departmentId}
          onChange={(e) => {
            setDepartmentId(e.target.value);
            setError('');
          }}
          error={error !== ''}
          helperText={error || ' '}
        >
          {options.map((t) => (
            <MenuItem key={t.id} value={String(t.id)}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={next.isPending}>
          취소
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={next.isPending}>
          요청
        </Button>
      </DialogActions>
    </Dialog>
  );
}
