import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import { Box } from '@mui/material';
import { workOrderWorkflow, workProgressWorkflow, type WorkOrderRow } from '@scm/contract';
import { useState } from 'react';
import { WorkflowActions } from '../../shared/workflow';
import { NextTeamDialog } from './next-team-dialog';
import { useConfirmedStart } from './printing-complete';
import { PrintingCompleteDialog } from './printing-complete-dialog';

type Job = Pick<
  WorkOrderRow,
  'id' | 'orderNumber' | 'workOrderStatus' | 'workProgressId' | 'workProgressStatus' | 'departmentId'
>;

interface Props {
  job: Job;
  /** Reads the job (or the list) again after a 409: someone else moved it first. */
  reload: () => unknown;
}

/**
 * A job's moves (001 §4), from the contract's workflows, for those with 작업 관리 write authority:
 * a received job → 작업 시작 (work_start); a job passed to a team that has not begun → 작업 시작
 * (work_progress_start); a team at work → 다음 팀 요청 and 인쇄 완료.
 */
export function WorkOrderActions({ job, reload }: Props) {
  const { startWork, startProgress } = useConfirmedStart();
  const [asking, setAsking] = useState(false);
  const [completing, setCompleting] = useState(false);
  const progressId = job.workProgressId;

  const buttons =
    job.workOrderStatus === 'RECEIPT' ? (
      <WorkflowActions
        area="WORK"
        workflow={workOrderWorkflow}
        state={job.workOrderStatus}
        reload={reload}
        icons={{ startWork: <PlayArrowIcon /> }}
        actions={{ startWork: { run: () => startWork(job.id) } }}
      />
    ) : job.workOrderStatus === 'WORKING' && progressId !== null ? (
      <WorkflowActions
        area="WORK"
        workflow={workProgressWorkflow}
        state={job.workProgressStatus}
        reload={reload}
        icons={{ startProgress: <PlayArrowIcon />, passToNextTeam: <SendIcon />, finishPrinting: <PrintIcon /> }}
        actions={{
          startProgress: { run: () => startProgress(progressId) },
          passToNextTeam: {
            run: () => {
              setAsking(true);
              return Promise.resolve();
            },
          },
          // The dialog asks for the paper actually used (and, when short, the confirmation) before completing.
          finishPrinting: {
            run: () => {
              setCompleting(true);
              return Promise.resolve();
            },
          },
        }}
      />
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
