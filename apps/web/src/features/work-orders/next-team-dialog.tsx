import { Alert, DialogContent, MenuItem, Stack, TextField } from '@mui/material';
import { NextTeamSchema, workOrderMessages as MSG } from '@scm/contract';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../shared/api/client';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';
import { alertConflict } from '../../shared/workflow';
import { useHandOff, useNextTeam, useWorkTeams } from './api';
import { DialogFrame, DialogSubmitActions } from '../../shared/dialog-frame';

interface Props {
  open: boolean;
  onClose: () => void;
  workOrderId: number;
  orderNumber: string;
  /** The team holding the job now: it cannot be asked again. */
  currentDepartmentId: number | null;
  /** Reads the job again after someone else moved it first (409). */
  reload: () => unknown;
  /** A received job (접수) handed to its first team: no team's turn closes (hand_off). */
  fromReceipt?: boolean;
}

/** 다음 팀 요청: the team the job goes to next. The current team's turn closes; the chosen one receives it. */
export function NextTeamDialog(props: Props) {
  const { open, onClose, workOrderId, orderNumber, currentDepartmentId, reload, fromReceipt = false } = props;
  const fb = useFeedback();
  const passOn = useNextTeam();
  const handOff = useHandOff();
  const nextTeam = fromReceipt ? handOff : passOn;
  const { data: teams = [] } = useWorkTeams();
  const [departmentId, setDepartmentId] = useState('');
  const [fieldError, setFieldError] = useState('');
  const options = teams.filter((t) => t.id !== currentDepartmentId);

  const close = () => {
    setDepartmentId('');
    setFieldError('');
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = NextTeamSchema.safeParse({ workOrderId, departmentId: departmentId ? Number(departmentId) : 0 });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? MSG.departmentNotFound);
      return;
    }
    try {
      const answer = await nextTeam.mutateAsync(parsed.data);
      fb.snackbar('success', answer.message || MSG.nextTeamRequested);
      close();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        setFieldError(Object.values(error.fieldErrors).find((f) => f.isError)?.defaultMessage ?? '');
      } else if (alertConflict(fb, error)) {
        reload();
        close();
      } else if (error instanceof ApiError && error.status === 400 && error.body && !error.body.isAlert) {
        // A refusal about the chosen team (the same team, a department that is gone) belongs under the field.
        setFieldError(error.body.errorMessage);
      } else reportError(fb, error, '다음 팀 요청에 실패했습니다.');
    }
  };

  return (
    <DialogFrame
      title="다음 팀 요청"
      open={open}
      onClose={nextTeam.isPending ? undefined : close}
      onSubmit={(e) => void submit(e)}
    >
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">
            {fromReceipt
              ? `주문번호 ${orderNumber}: 접수된 작업을 고른 부서가 넘겨받고, 그 부서에 작업 요청 알림이 갑니다.`
              : `주문번호 ${orderNumber}: 지금 팀의 작업이 완료되고, 고른 부서가 작업을 넘겨받습니다.`}
          </Alert>
          <TextField
            select
            label="요청할 부서"
            required
            autoFocus
            value={departmentId}
            onChange={(e) => {
              setDepartmentId(e.target.value);
              setFieldError('');
            }}
            error={fieldError !== ''}
            helperText={fieldError || ' '}
            size="small"
            fullWidth
          >
            <MenuItem value="">
              <em>선택</em>
            </MenuItem>
            {options.map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogSubmitActions submitLabel="요청" busy={nextTeam.isPending} onCancel={close} />
    </DialogFrame>
  );
}
