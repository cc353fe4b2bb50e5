import { workProgressWorkflow, workStepMessages, type PrintingCompleteValues } from '@scm/contract';
import { fieldError } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { transition } from '../../platform/workflow';
import { openDelivery } from '../deliveries';
import {
  markOrderPrinted,
  moveWorkOrder,
  orderShipping,
  recordOrderEvent,
  setHolder,
  type OrderHeadline,
} from '../order-core';
import { queueSms } from '../sms';
import { receiveTurn, receivingTeam } from './receive-turn';
import { recordProduced } from './machine';
import { workProgressRecord } from './service';
import type { StepTeam } from './step-owner';

/**
 * The process after printing (issue 31). 인쇄 완료 may name the team that finishes the job (후가공): the paper leaves
 * stock then, the job is marked printed and that team receives it; no shipment opens yet. On a printed job the
 * holding team's "{팀} 완료 · 출고 준비" calls the same endpoint: nothing leaves stock again, the job completes and
 * its shipment opens. The spec's calls without a team behave as before.
 */

interface Job {
  id: number;
  status: string;
  currentProgressId: number | null;
  printedAt: Date | null;
}

/**
 * The team a printed job goes to (`nextDepartmentId`), checked before anything moves: an unknown or unused team, or
 * the one printing, is a field error; a job already printed is passed on with 다음 팀 요청 instead.
 */
export async function finishingTeamOf(
  ctx: ServiceContext,
  job: Job,
  step: StepTeam | undefined,
  input: PrintingCompleteValues,
) {
  if (input.nextDepartmentId === undefined) return undefined;
  if (job.printedAt !== null) throw fieldError('nextDepartmentId', workStepMessages.alreadyPrinted);
  const target = await receivingTeam(ctx, input.nextDepartmentId, 'nextDepartmentId');
  if (target.id === step?.departmentId)
    throw fieldError('nextDepartmentId', '지금 작업 중인 부서입니다. 다른 부서를 선택해주세요.');
  return target;
}

/** 인쇄 완료 → 후가공팀: the printed job (its turn closed, paper out) is received by the finishing team. */
export async function passPrintedJob(
  tx: ServiceContext,
  job: Job,
  order: OrderHeadline,
  target: { id: number; name: string },
  fromName: string,
) {
  await setHolder(tx.db, job.id, { printedAt: tx.clock.now() });
  await receiveTurn(tx, job, order, target, fromName);
}

/** The shipment opens READY (carrying the carrier and invoice noted on the order) and the customer is told. */
export async function readyForShipping(tx: ServiceContext, jobId: number, order: OrderHeadline, content: string) {
  const shipping = await orderShipping(tx.db, order.id);
  await openDelivery(tx, jobId, {
    deliveryCompanyCode: shipping?.deliveryCompanyCode ?? '',
    invoice: shipping?.invoice ?? '',
    combinedShipment: shipping?.combinedShipment ?? false,
  });
  await tx.notify(
    order.customers.map((c) => c.accountId),
    { content, status: 'COMPLETED', targetDocumentType: 'PRINTING_ORDER', targetContentId: order.id },
  );
  // The 작업 완료 text, when the shop has it on; a message that cannot go (no phone, odd characters) is skipped
  // and never undoes the job (queueSms does not throw).
  for (const customer of order.customers)
    await queueSms(tx, {
      template: 'ORDER_COMPLETE',
      to: customer.phones,
      values: { customer: customer.name, productName: order.productName },
      reference: { type: 'PRINTING_ORDER', id: order.id },
    });
}

/**
 * "{팀} 완료 · 출고 준비" on a printed job: the holding team's turn closes, the job completes and its shipment opens.
 * The paper left stock when it was printed, so nothing is released again.
 */
export async function finishPrintedJob(tx: ServiceContext, job: Job, order: OrderHeadline, step: StepTeam) {
  const now = tx.clock.now();
  if (job.currentProgressId !== null && job.status === 'WORKING') {
    await transition(tx.db, workProgressWorkflow, workProgressRecord, job.currentProgressId, 'finishPrinting', {
      finishedAt: now,
    });
    await recordProduced(tx.db, job.currentProgressId, now);
  }
  await moveWorkOrder(tx.db, job.id, 'completePrinting', {
    completeDatetime: now,
    currentProgressId: null,
    heldSince: null,
  });
  await markOrderPrinted(tx.db, order.id, now);
  await recordOrderEvent(tx, order.id, 'PRINTING_COMPLETE', workStepMessages.finishedReady(step.name) + step.onBehalf);
  await readyForShipping(
    tx,
    job.id,
    order,
    `주문 ${order.orderNumber} '${order.productName}'의 ${step.name} 작업이 완료되었습니다. 곧 배송을 준비합니다.`,
  );
}
