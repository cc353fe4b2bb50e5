import { customerOrderMessages, withParticle, workOrderMessages as MSG } from '@scm/contract';
import { fieldError } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { workRequestRecipients } from '../employees';
import { notifyOrderCustomers, setHolder, type OrderHeadline } from '../order-core';
import { findDepartment, insertProgress } from './queries';

/**
 * How a team receives a job, whichever way it comes: handed from 접수, passed on by the team before it (다음 팀
 * 요청), or sent on after printing to a finishing team.
 */

/** A department a job may go to: one that exists and is in use, else the field error on `field`. */
export async function receivingTeam(ctx: ServiceContext, departmentId: number, field = 'departmentId') {
  const target = await findDepartment(ctx.db, departmentId);
  if (!target || !target.isUsed) throw fieldError(field, MSG.departmentNotFound);
  return target;
}

/**
 * The chosen team receives the job: a new turn in RECEIPT (asked by the actor), the job held by that team from now,
 * its willing employees told as for a next-team request, and the customer told where the job went.
 */
export async function receiveTurn(
  tx: ServiceContext,
  job: { id: number },
  order: OrderHeadline,
  target: { id: number; name: string },
  fromName: string,
) {
  const now = tx.clock.now();
  const progressId = await insertProgress(tx.db, {
    workOrderId: job.id,
    departmentId: target.id,
    status: 'RECEIPT',
    receivedAt: now,
    requestedBy: tx.actor.employeeId,
  });
  await setHolder(tx.db, job.id, { currentProgressId: progressId, holderDepartmentId: target.id, heldSince: now });
  // The one asking knows already, even when it belongs to the team it asks.
  const recipients = (await workRequestRecipients(tx.db, target.id, tx.clock.today())).filter(
    (accountId) => accountId !== tx.actor.accountId,
  );
  await tx.notify(recipients, {
    content: `[작업 요청] ${order.orderNumber} '${order.productName}' 작업이 ${fromName}에서 ${withParticle(target.name, '으로')} 요청되었습니다.`,
    status: 'REQUEST',
    targetDocumentType: 'WORK_ORDER',
    targetContentId: job.id,
  });
  const notice = customerOrderMessages.passedOnNotice(order.orderNumber, order.productName, target.name);
  await notifyOrderCustomers(tx, order, notice, 'UPDATED');
}
