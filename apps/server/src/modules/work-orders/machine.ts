import { workOrderMessages as MSG, type ProgressMachineValues } from '@scm/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workProgress } from '../../db/schema/work-orders';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { countDuring } from '../facilities';
import { lockWorkOrderForWrite } from '../order-core';
import { findProgress, machineExists } from './queries';
import { assertStepOwner } from './step-owner';

/**
 * A turn bound to a machine (issue 14, counters into production): staff pick the machine the turn runs on, and the
 * machine's readings during the turn are its produced quantity, recorded when the turn finishes.
 */

/** PUT work_progress/{id}/machine: bind (or with null unbind) a turn that has not finished. */
export async function bindMachine(ctx: ServiceContext, progressId: number, input: ProgressMachineValues) {
  const progress = await findProgress(ctx.db, progressId);
  if (!progress) throw notFound(MSG.progressNotFound);
  await ctx.transaction(async (tx) => {
    // The order's one lock orders this against the job's moves: a turn finished meanwhile is refused, not rebound.
    await lockWorkOrderForWrite(tx.db, progress.workOrderId);
    const current = await findProgress(tx.db, progressId);
    if (!current || current.status === 'COMPLETE' || current.finishedAt !== null)
      throw conflict('WORKFLOW_CONFLICT', MSG.progressFinished);
    await assertStepOwner(tx, current.departmentId);
    if (input.facilityId !== null && !(await machineExists(tx.db, input.facilityId)))
      throw fieldError('facilityId', MSG.machineNotFound);
    await tx.db.update(workProgress).set({ facilityId: input.facilityId }).where(eq(workProgress.id, progressId));
  });
  return progress.workOrderId;
}

/** Called in the transaction that finishes a turn (finishedAt already written): its machine's count is recorded. */
export async function recordProduced(db: Db, progressId: number, now: Date) {
  const p = await findProgress(db, progressId);
  if (!p || p.facilityId === null) return;
  const produced = await countDuring(db, p.facilityId, p.startedAt, p.finishedAt, now);
  await db.update(workProgress).set({ producedQuantity: produced }).where(eq(workProgress.id, progressId));
}
