import {
  customerOrderMessages,
  paperShortageLine,
  workOrderMessages as MSG,
  workOrderRefusals as REFUSE,
  workOrderWorkflow,
  workProgressWorkflow,
  workStepMessages,
  type NextTeamValues,
  type WorkStartValues,
  type PrintingCompleteValues,
  type WorkOrderDeliveryInfo,
} from '@scm/contract';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { transition } from '../../platform/workflow';
import { deliveryOfWorkOrder, setDeliveryNote } from '../deliveries';
import {
  lockWorkOrderForWrite,
  markOrderPrinted,
  moveWorkOrder,
  notifyOrderCustomers,
  orderHeadline,
  recordOrderEvent,
  setHolder,
  setOrderShippingNote,
} from '../order-core';
import { checkDraftsBeforePrinting } from '../shopbag-orders';
import { proofGateRefusal } from '../proofs';
import { assertInvoiceUsable } from '../parcel-tracking';
import { recordProduced } from './machine';
import { releasePaper } from './paper';
import { printingPaperLines } from './paper-usage';
import { checkPaperAtStart } from './paper-at-start';
import { findDepartment, findProgress, insertProgress } from './queries';
import { receiveTurn, receivingTeam } from './receive-turn';
import { workProgressRecord } from './service';
import { finishingTeamOf, finishPrintedJob, passPrintedJob, readyForShipping } from './after-printing';
import { assertStepOwner } from './step-owner';

/**
 * The moves of a job. Each runs in one transaction: the order's one lock is taken first (`lockWorkOrderForWrite`:
 * the order, a bag order's bag row, then its work orders, in the order every order edit and cancel takes them, so a
 * move and an edit never deadlock, and a job's moves never interleave), the state moves through the workflow kit's
 * guarded transition (of two people pressing at once, the second gets the 409 naming the state the first left), and
 * the order's history line and the notifications commit with the move or not at all.
 */

/** The locked job and its (not cancelled) order. */
export async function openJob(tx: ServiceContext, id: number) {
  const held = await lockWorkOrderForWrite(tx.db, id);
  if (!held?.locked) throw notFound(MSG.notFound);
  const { job } = held;
  const order = await orderHeadline(tx.db, held.locked.order.id);
  if (!order) throw notFound(MSG.notFound);
  if (order.cancelled || job.status === 'CANCELLED') throw conflict('ORDER_CANCELLED', REFUSE.orderCancelled);
  return { job, order };
}

/** 작업 시작: RECEIPT → WORKING; the starter's department takes the job, its first turn already WORKING. */
export async function startWork(ctx: ServiceContext, id: number, input: WorkStartValues = {}) {
  const { departmentId, departmentName, employeeId } = ctx.actor;
  if (departmentId === null) throw new AppError(409, 'NO_DEPARTMENT', MSG.noDepartment);
  await ctx.transaction(async (tx) => {
    const { job, order } = await openJob(tx, id);
    await checkPaperAtStart(tx, { id, kind: job.kind, orderId: order.id }, input.confirmShortage);
    const now = tx.clock.now();
    await moveWorkOrder(tx.db, id, 'startWork', {
      holderDepartmentId: departmentId,
      heldSince: now,
    });
    const progressId = await insertProgress(tx.db, {
      workOrderId: id,
      departmentId,
      status: 'WORKING',
      receivedAt: now,
      startedAt: now,
      employeeId,
      requestedBy: employeeId,
    });
    await setHolder(tx.db, id, { currentProgressId: progressId });
    await recordOrderEvent(tx, order.id, 'WORK_STARTED', `${departmentName ?? ''} 작업 시작`.trim());
    const notice = customerOrderMessages.workStartedNotice(order.orderNumber, order.productName, departmentName ?? '');
    await notifyOrderCustomers(tx, order, notice, 'UPDATED');
  });
}

/** 다음 팀 요청: the current turn closes COMPLETE and the chosen department receives the job (RECEIPT). */
export async function passToNextTeam(ctx: ServiceContext, input: NextTeamValues) {
  await ctx.transaction(async (tx) => {
    const { job, order } = await openJob(tx, input.workOrderId);
    if (job.status !== 'WORKING')
      throw conflict('WORKFLOW_CONFLICT', REFUSE.notWorking(workOrderWorkflow.label(job.status)));
    const current = job.currentProgressId === null ? undefined : await findProgress(tx.db, job.currentProgressId);
    if (!current) throw conflict('WORKFLOW_CONFLICT', REFUSE.noOpenProgress);
    const step = await assertStepOwner(tx, current.departmentId);
    const target = await receivingTeam(tx, input.departmentId);
    if (target.id === current.departmentId) throw fieldError('departmentId', MSG.sameTeam);
    const from = await findDepartment(tx.db, current.departmentId);

    const now = tx.clock.now();
    await transition(tx.db, workProgressWorkflow, workProgressRecord, current.id, 'passToNextTeam', {
      finishedAt: now,
    });
    await recordProduced(tx.db, current.id, now);
    await receiveTurn(tx, job, order, target, from?.name ?? '이전 부서');
    await recordOrderEvent(tx, order.id, 'NEXT_TEAM_REQUESTED', `${from?.name ?? ''} → ${target.name}${step.onBehalf}`);
  });
}

/** 공정 시작: the team that received the job begins (RECEIPT → WORKING). */
export async function startProgress(ctx: ServiceContext, progressId: number, input: WorkStartValues = {}) {
  const progress = await findProgress(ctx.db, progressId);
  if (!progress) throw notFound(MSG.progressNotFound);
  await ctx.transaction(async (tx) => {
    const { job, order } = await openJob(tx, progress.workOrderId);
    await checkPaperAtStart(tx, { id: job.id, kind: job.kind, orderId: order.id }, input.confirmShortage);
    await transition(tx.db, workProgressWorkflow, workProgressRecord, progressId, 'startProgress', {
      startedAt: tx.clock.now(),
      employeeId: tx.actor.employeeId,
    });
    // After the state check (a finished turn is a 409 for everyone); refused, the move rolls back.
    const step = await assertStepOwner(tx, progress.departmentId);
    await recordOrderEvent(tx, order.id, 'PROGRESS_STARTED', `${step.name} 작업 시작${step.onBehalf}`.trim());
  });
  return progress.workOrderId;
}

/**
 * 인쇄 완료: the job COMPLETE, its open turn closed, every paper line out of stock (used and spoiled), a READY
 * shipment opened and the customer told. Stock short for any line → nothing happens, the 409 naming each short
 * item, unless `confirmShortage`: then the paper is released anyway and the stock goes below zero (paper.ts).
 * Only the holding team or a supervisor may press it (step-owner.ts). With `nextDepartmentId` the printed job goes to
 * that team instead of the shipment; on a printed job it is that team's "완료 · 출고 준비" (after-printing.ts).
 */
export async function completePrinting(ctx: ServiceContext, id: number, input: PrintingCompleteValues = {}) {
  await ctx.transaction(async (tx) => {
    const { job, order } = await openJob(tx, id);
    const holder = job.status === 'WORKING' ? job.holderDepartmentId : null;
    const step = holder === null ? undefined : await assertStepOwner(tx, holder);
    const finishingTeam = await finishingTeamOf(tx, job, step, input);
    // A printed job's finishing team completes it: the shipment opens, nothing leaves stock again (after-printing.ts).
    if (job.printedAt !== null && step) return finishPrintedJob(tx, job, order, step);
    // 시안 확인 (issue 35): an order with proofs prints only once they are approved (or 시안 확인 생략 is on).
    const proofWaiting = await proofGateRefusal(tx.db, order.id);
    if (proofWaiting !== null) throw conflict('PROOF_NOT_APPROVED', proofWaiting);
    // A bag's design board closes when it is printed: every filled position needs its draft, or the confirmation.
    if (order.workType === 'SHOPBAG' && job.kind === 'ORIGINAL')
      await checkDraftsBeforePrinting(tx.db, order.id, input.confirmWithoutDrafts === true);
    const now = tx.clock.now();
    if (job.currentProgressId !== null && job.status === 'WORKING') {
      await transition(tx.db, workProgressWorkflow, workProgressRecord, job.currentProgressId, 'finishPrinting', {
        finishedAt: now,
      });
      await recordProduced(tx.db, job.currentProgressId, now);
    }
    if (finishingTeam && job.status !== 'WORKING')
      throw conflict('WORKFLOW_CONFLICT', workOrderWorkflow.conflictMessage('completePrinting', job.status));
    if (!finishingTeam) {
      await moveWorkOrder(tx.db, id, 'completePrinting', {
        completeDatetime: now,
        printedAt: now,
        currentProgressId: null,
        heldSince: null,
      });
      await markOrderPrinted(tx.db, order.id, now);
    }

    // The original's paper is its order's, a remake's its own lines; what the team says it used, when given.
    const { lines, usageNote } = await printingPaperLines(
      tx.db,
      { id, kind: job.kind, orderId: order.id },
      input.usedPaperList,
    );
    const reference = { type: 'WORK_ORDER' as const, id };
    const { released, shortages } = await releasePaper(tx, lines, reference, input.confirmShortage === true);

    await recordOrderEvent(
      tx,
      order.id,
      'PRINTING_COMPLETE',
      [
        job.kind === 'REMAKE' ? '재작업' : '',
        finishingTeam ? workStepMessages.printedOnTo(finishingTeam.name) : '',
        released.length ? `용지 출고: ${released.join(', ')}` : '',
        usageNote,
        shortages.length ? `재고 부족 확인: ${shortages.map(paperShortageLine).join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' / ')
        .concat(step?.onBehalf ?? '')
        .trim(),
    );
    // 인쇄 완료 → 후가공팀: the finishing team receives the printed job; the shipment opens when it is done.
    if (finishingTeam) return passPrintedJob(tx, job, order, finishingTeam, step?.name ?? '인쇄');
    await readyForShipping(
      tx,
      id,
      order,
      `주문 ${order.orderNumber} '${order.productName}'의 인쇄가 완료되었습니다. 곧 배송을 준비합니다.`,
    );
  });
}

/**
 * PATCH delivery/{id}: the carrier, invoice and delivery memo noted on the order; once the shipment exists (printing
 * complete) its carrier and invoice follow, until it is delivered, after which they are refused.
 */
export async function saveDeliveryInfo(ctx: ServiceContext, id: number, input: WorkOrderDeliveryInfo) {
  await ctx.transaction(async (tx) => {
    const { order } = await openJob(tx, id);
    const shipment = await deliveryOfWorkOrder(tx.db, id);
    if (shipment?.status === 'COMPLETE') throw conflict('DELIVERY_COMPLETE', REFUSE.deliveryComplete);
    // Another customer's invoice is refused at its field; one the customer's other shipment has asks for 합포장.
    const combinedShipment = await assertInvoiceUsable(tx.db, id, input);
    await setOrderShippingNote(tx.db, order.id, {
      deliveryCompanyCode: input.deliveryCompanyCode,
      invoice: input.invoice,
      deliveryRemark: input.deliveryMemo,
      combinedShipment,
    });
    if (shipment)
      await setDeliveryNote(tx.db, shipment.id, {
        deliveryCompanyCode: input.deliveryCompanyCode,
        invoice: input.invoice,
        combinedShipment,
      });
  });
}
