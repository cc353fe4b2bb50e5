import { canAccessArea, mayActOnStep, mayHandOff, workStepMessages as STEP, type WorkOrderRow } from '@scm/contract';

export type StepJob = Pick<
  WorkOrderRow,
  'workOrderStatus' | 'workProgressStatus' | 'departmentId' | 'departmentName' | 'printedAt'
>;

/**
 * What the signed-in user may do with a job (issue 31: each team owns its step), for the list rows, the phone cards
 * and the detail. A received job: 작업 시작 (work writers with a department) and 다음 팀 요청 (order or work writers),
 * each disabled with its reason for those who lack it. A job a team holds: its buttons for that team and
 * supervisors; everyone else sees who has it ('후가공팀 작업 대기' / '후가공팀 작업 중').
 */
export type StepAccess =
  | { kind: 'received'; startRefusal: string | null; handOffRefusal: string | null }
  | { kind: 'step'; finishLabel: string | null }
  | { kind: 'elsewhere'; label: string }
  | { kind: 'none' };

export function stepAccess(job: StepJob, authorities: readonly string[], departmentId: number | null): StepAccess {
  const workWriter = canAccessArea(authorities, 'WORK', true);
  if (job.workOrderStatus === 'RECEIPT')
    return {
      kind: 'received',
      startRefusal: !workWriter ? STEP.startNeedsWorkWrite : departmentId === null ? STEP.startNeedsDepartment : null,
      handOffRefusal: mayHandOff(authorities) ? null : STEP.handOffNeedsAuthority,
    };
  if (job.workOrderStatus !== 'WORKING' || job.workProgressStatus === null) return { kind: 'none' };
  const team = job.departmentName ?? '담당 팀';
  if (workWriter && mayActOnStep(authorities, departmentId, job.departmentId))
    return { kind: 'step', finishLabel: job.printedAt ? STEP.finishLabel(team) : null };
  return { kind: 'elsewhere', label: job.workProgressStatus === 'RECEIPT' ? STEP.waiting(team) : STEP.working(team) };
}
