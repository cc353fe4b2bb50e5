import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import { Box, Button, Chip, Stack } from '@mui/material';
import { workOrderWorkflow, workProgressWorkflow, workStepMessages as STEP, type WorkOrderRow } from '@scm/contract';
import { useState } from 'react';
import { useAuthorities } from '../../shared/access';
import { DisabledAction, WorkflowActions } from '../../shared/workflow';
import { useCompletePrinting, useSignedInEmployee } from './api';
import { NextTeamDialog } from './next-team-dialog';
import { useConfirmedStart } from './printing-complete';
import { PrintingCompleteDialog } from './printing-complete-dialog';
import { stepAccess } from './step-access';
import { WRAPPING_CHIP } from './work-order-columns';

type Job = Pick<
  WorkOrderRow,
  | 'id'
  | 'orderNumber'
  | 'workOrderStatus'
  | 'workProgressId'
  | 'workProgressStatus'
  | 'departmentId'
  | 'departmentName'
  | 'printedAt'
>;

interface Props {
  job: Job;
  /** Reads the job (or the list) again after a 409: someone else moved it first. */
  reload: () => unknown;
}

/**
 * A job's moves (001 §4), from the contract's workflows. A received job → 작업 시작 (work_start) and 다음 팀 요청
 * (hand_off), each disabled with its reason for a user who may not. A job a team holds → that team's buttons, for
 * that team and supervisors only (issue 31): 작업 시작 (work_progress_start), then 다음 팀 요청 and 인쇄 완료, or on a
 * printed job "{팀} 완료 · 출고 준비". Other teams see who holds it ('후가공팀 작업 대기').
 */
export function WorkOrderActions({ job, reload }: Props) {
  const { startWork, startProgress } = useConfirmedStart();
  const finish = useCompletePrinting();
  const authorities = useAuthorities();
  const me = useSignedInEmployee();
  const [asking, setAsking] = useState(false);
  const [completing, setCompleting] = useState(false);
  const progressId = job.workProgressId;
  const access = stepAccess(job, authorities, me.data?.departmentId ?? null);
  const askTeam = () => {
    setAsking(true);
    return Promise.resolve();
  };

  const buttons =
    access.kind === 'received' ? (
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {access.startRefusal === null ? (
          <WorkflowActions
            workflow={workOrderWorkflow}
            state={job.workOrderStatus}
            reload={reload}
            icons={{ startWork: <PlayArrowIcon /> }}
            actions={{ startWork: { run: () => startWork(job.id) } }}
          />
        ) : (
          <DisabledAction
            label={workOrderWorkflow.actions.startWork.label}
            reason={access.startRefusal}
            icon={<PlayArrowIcon />}
          />
        )}
        {access.handOffRefusal === null ? (
          <Button variant="contained" startIcon={<SendIcon />} onClick={() => setAsking(true)}>
            {workProgressWorkflow.actions.passToNextTeam.label}
          </Button>
        ) : (
          <DisabledAction
            label={workProgressWorkflow.actions.passToNextTeam.label}
            reason={access.handOffRefusal}
            icon={<SendIcon />}
          />
        )}
      </Stack>
    ) : access.kind === 'step' && progressId !== null ? (
      <WorkflowActions
        area="WORK"
        workflow={workProgressWorkflow}
        state={job.workProgressStatus}
        reload={reload}
        icons={{ startProgress: <PlayArrowIcon />, passToNextTeam: <SendIcon />, finishPrinting: <PrintIcon /> }}
        actions={{
          startProgress: { run: () => startProgress(progressId) },
          passToNextTeam: { run: askTeam },
          finishPrinting:
            access.finishLabel === null
              ? // The dialog asks for the paper actually used (and, when short, the confirmation) before completing.
                {
                  run: () => {
                    setCompleting(true);
                    return Promise.resolve();
                  },
                }
              : // A printed job: its paper left stock at printing; the holding team's completion opens the shipment.
                {
                  label: access.finishLabel,
                  confirm: `주문번호 ${job.orderNumber}: ${STEP.finishConfirm(job.departmentName ?? '')}`,
                  run: () => finish.mutateAsync({ id: job.id }),
                },
        }}
      />
    ) : access.kind === 'elsewhere' ? (
      <Chip label={access.label} size="small" variant="outlined" sx={WRAPPING_CHIP} />
    ) : null;

  return (
    // Pressing a button in a list row must not also open the row.
    // On a phone's card the buttons stack in a narrow column, leaving the card's text its width.
    <Box
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
      sx={{ maxWidth: { xs: 144, sm: 'none' } }}
    >
      {buttons}
      {asking && (
        <NextTeamDialog
          open
          onClose={() => setAsking(false)}
          workOrderId={job.id}
          orderNumber={job.orderNumber}
          currentDepartmentId={job.departmentId}
          fromReceipt={job.workOrderStatus === 'RECEIPT'}
          reload={reload}
        />
      )}
      {completing && (
        <PrintingCompleteDialog
          workOrderId={job.id}
          orderNumber={job.orderNumber}
          onClose={() => setCompleting(false)}
          reload={reload}
        />
      )}
    </Box>
  );
}
