import {
  inspectionFailed,
  remakeMessages as MSG,
  workOrderWorkflow,
  type RemakeCreateValues,
  type RemakeUpdateValues,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { conflict, fieldConflict, fieldError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { getInspection } from '../inspections';
import { itemNames } from '../items';
import {
  deleteWorkOrderRow,
  insertRemake,
  lockOrderForWrite,
  lockWorkOrderForWrite,
  recordOrderEvent,
  setHolder,
} from '../order-core';
import { saveRemakePaper } from './paper';
import { latestJobOf } from './queries';

/**
 * 재작업 (remake): a second work order on a printed order (after a failed inspection, or a reprint). It opens in
 * RECEIPT as the order's current job (the order's lists and status follow it), is worked like any job, and releases
 * its own paper at its printing complete. Only a remake not yet started may be edited or deleted; the original job
 * is the order's and never goes this way. Every write locks the order first, then its jobs (the one lock order).
 */

type RemakeFields = Pick<RemakeCreateValues, 'inspectionId' | 'usePaperList'>;

/** The inspection must exist and have found defects; each paper item must exist (answered at its field). */
async function checkReferences(db: Db, input: RemakeFields) {
  if (input.inspectionId !== null) {
    const found = await getInspection(db, input.inspectionId).catch(() => undefined);
    if (!found) throw fieldError('inspectionId', MSG.inspectionNotFound);
    if (!inspectionFailed(found)) throw fieldConflict('inspectionId', MSG.inspectionPassed);
  }
  const ids = input.usePaperList.map((l) => l.rawItemId);
  const names = await itemNames(db, [...new Set(ids)]);
  const missing = ids.findIndex((id) => !names.has(id));
  if (missing >= 0) throw fieldError(`usePaperList.${missing}.rawItemId`, MSG.paperNotFound);
}

/** POST /api/work_order: opens a remake of a printed order. Returns its id. */
export async function createRemake(ctx: ServiceContext, input: RemakeCreateValues): Promise<number> {
  await checkReferences(ctx.db, input);
  return ctx.transaction(async (tx) => {
    const locked = await lockOrderForWrite(tx.db, input.orderId);
    if (!locked) throw fieldError('orderId', MSG.orderNotFound);
    if (locked.order.cancelledAt !== null) throw conflict('ORDER_CANCELLED', MSG.orderCancelled);
    const current = locked.workOrders.find((j) => j.isCurrent);
    if (current?.status !== 'COMPLETE')
      throw conflict('WORKFLOW_CONFLICT', MSG.notPrinted(workOrderWorkflow.label(current?.status ?? '')));

    await setHolder(tx.db, current.id, { isCurrent: false });
    const id = await insertRemake(tx.db, {
      orderId: input.orderId,
      reason: input.reason,
      amount: input.amount,
      inspectionId: input.inspectionId,
      receiptDatetime: tx.clock.now(),
    });
    await saveRemakePaper(tx.db, id, input.usePaperList);
    await recordOrderEvent(
      tx,
      input.orderId,
      'REMAKE_ORDERED',
      `${input.reason} (수량 ${input.amount.toLocaleString('ko-KR')})`,
    );
    return id;
  });
}

/** A remake locked after its order, refused unless it is a remake still in RECEIPT. */
async function lockOpenRemake(tx: ServiceContext, id: number) {
  const found = await lockWorkOrderForWrite(tx.db, id);
  const orderId = found?.job.orderId;
  if (!found || orderId == null) throw notFound(MSG.notFound);
  const { job } = found;
  if (job.kind !== 'REMAKE') throw conflict('ORIGINAL_WORK_ORDER', MSG.notRemake);
  if (job.status !== 'RECEIPT') throw conflict('WORKFLOW_CONFLICT', MSG.started(workOrderWorkflow.label(job.status)));
  return { ...job, orderId };
}

/** PUT /api/work_order: a remake's reason, quantity, inspection and paper, before work starts. */
export async function updateRemake(ctx: ServiceContext, input: RemakeUpdateValues) {
  await checkReferences(ctx.db, input);
  await ctx.transaction(async (tx) => {
    const job = await lockOpenRemake(tx, input.id);
    await setHolder(tx.db, job.id, { reason: input.reason, amount: input.amount, inspectionId: input.inspectionId });
    await saveRemakePaper(tx.db, job.id, input.usePaperList);
    await recordOrderEvent(
      tx,
      job.orderId,
      'REMAKE_UPDATED',
      `${input.reason} (수량 ${input.amount.toLocaleString('ko-KR')})`,
    );
  });
}

/** DELETE /api/work_order/{id}: a remake not started goes, and the job before it is the order's current one again. */
export async function deleteRemake(ctx: ServiceContext, id: number) {
  await ctx.transaction(async (tx) => {
    const job = await lockOpenRemake(tx, id);
    await deleteWorkOrderRow(tx.db, id);
    const previous = job.isCurrent ? await latestJobOf(tx.db, job.orderId) : undefined;
    if (previous) await setHolder(tx.db, previous.id, { isCurrent: true });
    await recordOrderEvent(tx, job.orderId, 'REMAKE_DELETED', job.reason);
  });
}
