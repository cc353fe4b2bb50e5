import { mayHandOff, workOrderWorkflow, workStepMessages, type HandOffValues } from '@scm/contract';
import { AppError, conflict } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { moveWorkOrder, recordOrderEvent } from '../order-core';
import { openJob } from './actions';
import { receiveTurn, receivingTeam } from './receive-turn';

/**
 * 다음 팀 요청 from 접수 (issue 31): whoever takes orders (ORDER_WRITE) or works jobs (WORK_WRITE) hands a received
 * job to a chosen team, which receives it as a received turn and is notified; the history names who handed it.
 */
export async function handOff(ctx: ServiceContext, input: HandOffValues) {
  if (!mayHandOff(ctx.actor.authorities)) throw new AppError(403, 'FORBIDDEN', workStepMessages.handOffForbidden);
  await ctx.transaction(async (tx) => {
    const { job, order } = await openJob(tx, input.workOrderId);
    if (job.status !== 'RECEIPT')
      throw conflict('WORKFLOW_CONFLICT', workStepMessages.handOffNotReceived(workOrderWorkflow.label(job.status)));
    const target = await receivingTeam(tx, input.departmentId);
    await moveWorkOrder(tx.db, job.id, 'startWork', {
      holderDepartmentId: target.id,
      heldSince: tx.clock.now(),
    });
    await receiveTurn(tx, job, order, target, '접수');
    await recordOrderEvent(tx, order.id, 'NEXT_TEAM_REQUESTED', workStepMessages.handedOffLine(target.name));
  });
}
