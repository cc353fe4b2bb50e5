import { Button, Stack } from '@mui/material';
import { workOrderMessages, workOrderWorkflow, workProgressWorkflow, type WorkOrderRow } from '@scm/contract';
import { useState } from 'react';
import { useCanWrite } from '../../shared/access';
import { useFeedback } from '../../shared/feedback';
import { reportError } from '../../shared/form-kit';
import { useCompletePrinting, useStartProgress, useStartWork } from './api';
import { NextTeamDialog } from './next-team-dialog';

/**
 * The job's buttons, from the contract's workflows: a job not started offers 작업 시작 (work start); a team that
 * received it offers 작업 시작 (progress start); a team working on it offers 다음 팀 요청 and 인쇄 완료.
 */
export function WorkOrderActions({ row }: { row: WorkOrderRow }) {
  const fb = useFeedback();
  const canWrite = useCanWrite('WORK');
  const startWork = useStartWork();
  const startProgress = useStartProgress();
  const complete = useCompletePrinting();
  const [passing, setPassing] = useState(false);
  if (!canWrite) return null;

  const run = async (question: string | undefined, title: string, move: () => Promise<unknown>, done: string) => {
    if (question && !(await fb.confirm(question, { title, confirmLabel: title }))) return;
    try {
      await move();
      fb.snackbar('success', done);
    } catch (e) {
      reportError(fb, e, `${title}을(를) 하지 못했습니다.`);
    }
  };
  const wo = workOrderWorkflow.actions;
  const wp = workProgressWorkflow.actions;
  const working = row.workOrderStatus === 'WORKING';
  const progress = row.workProgressStatus;
  const busy = startWork.isPending || startProgress.isPending || complete.isPending;
  const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

  return (
    <Stack direction="row" spacing={0.75} onClick={stop} onKeyDown={stop} sx={{ flexWrap: 'wrap', rowGap: 0.75 }}>
      {workOrderWorkflow.can('startWork', row.workOrderStatus) && (
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          onClick={() =>
            void run(
              wo.startWork.confirm,
              wo.startWork.label,
              () => startWork.mutateAsync(row.id),
              workOrderMessages.workStarted,
            )
          }
        >
          {wo.startWork.label}
        </Button>
      )}
      {working && row.workProgressId !== null && workProgressWorkflow.can('startProgress', progress) && (
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          onClick={() =>
            void run(
              wp.startProgress.confirm,
              wp.startProgress.label,
              () => startProgress.mutateAsync(row.workProgressId!),
              workOrderMessages.workStarted,
            )
          }
        >
          {wp.startProgress.label}
        </Button>
      )}
      {working && workProgressWorkflow.can('passToNextTeam', progress) && (
        <Button size="small" variant="outlined" disabled={busy} onClick={() => setPassing(true)}>
          {wp.passToNextTeam.label}
        </Button>
      )}
      {workOrderWorkflow.can('completePrinting', row.workOrderStatus) &&
        workProgressWorkflow.can('finishPrinting', progress) && (
          <Button
            size="small"
            variant="contained"
            color="success"
            disabled={busy}
            onClick={() =>
              void run(
                wo.completePrinting.confirm,
                wo.completePrinting.label,
                () => complete.mutateAsync(row.id),
                workOrderMessages.printingCompleted,
              )
            }
          >
            {wo.completePrinting.label}
          </Button>
        )}
      {passing && <NextTeamDialog row={row} onClose={() => setPassing(false)} />}
    </Stack>
  );
}
