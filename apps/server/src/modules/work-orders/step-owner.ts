import { mayActOnStep, workStepMessages } from '@scm/contract';
import { AppError } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { findDepartment } from './queries';

/** The team holding a step, and what the history line adds when a supervisor acts for it ('' for its own team). */
export interface StepTeam {
  departmentId: number;
  name: string;
  /** ' (작업 총괄 김감독 처리)' when the actor is not of the team, else ''. */
  onBehalf: string;
}

/**
 * Each team owns its step (issue 31): only the team holding the turn (`departmentId`), or a production supervisor
 * (WORK_SUPERVISE), may start it, pass it on, finish it or bind its machine. Anyone else gets a Korean 403 naming the
 * team. Returns the team, so the history line can say truthfully who acted for whom.
 */
export async function assertStepOwner(ctx: ServiceContext, departmentId: number): Promise<StepTeam> {
  const { actor } = ctx;
  const team = await findDepartment(ctx.db, departmentId);
  const name = team?.name ?? '';
  if (!mayActOnStep(actor.authorities, actor.departmentId, departmentId))
    throw new AppError(403, 'NOT_YOUR_STEP', workStepMessages.notYourStep(name || '다른 팀'));
  const own = actor.departmentId === departmentId;
  return { departmentId, name, onBehalf: own ? '' : ` ${workStepMessages.onBehalf(actor.name)}` };
}
