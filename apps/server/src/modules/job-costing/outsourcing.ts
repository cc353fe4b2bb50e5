import { jobCostingMessages as MSG, type JobOutsourcingReverseInput, type JobOutsourcingValues } from '@scm/contract';
import { eq } from 'drizzle-orm';
import { jobOutsourcingCost } from '../../db/schema/job-costing';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { orderExists, sellerExists } from './queries';

/*
 * The outsourcing invoices of a job: append-only rows (a trigger refuses UPDATE and DELETE). These two inserts are
 * the table's only writes.
 */

/** POST /api/od/job-costing/{orderId}/outsourcing: a supplier's invoice for the job. */
export const addOutsourcingCost = (ctx: ServiceContext, orderId: number, input: JobOutsourcingValues) =>
  ctx.transaction(async (tx) => {
    if (!(await orderExists(tx.db, orderId))) throw notFound(MSG.notFound);
    if (!(await sellerExists(tx.db, input.sellerId))) throw fieldError('sellerId', MSG.sellerUnknown);
    await tx.db.insert(jobOutsourcingCost).values({
      orderId,
      sellerId: input.sellerId,
      kind: 'COST',
      description: input.description,
      amount: input.amount,
      invoiceDate: input.invoiceDate,
      createdBy: tx.actor.employeeId,
    });
    return MSG.recorded(input.amount);
  });

/**
 * POST /api/od/job-costing/outsourcing/{rowId}/reverse: an invoice undone by its negation, pointing at it, once (the
 * cost row is locked while checking; the unique key on reverses_id keeps a second reversal out anyway).
 */
export const reverseOutsourcingCost = (ctx: ServiceContext, rowId: number, input: JobOutsourcingReverseInput) =>
  ctx.transaction(async (tx) => {
    const [target] = await tx.db
      .select()
      .from(jobOutsourcingCost)
      .where(eq(jobOutsourcingCost.id, rowId))
      .for('update');
    if (!target) throw notFound(MSG.rowNotFound);
    if (target.kind !== 'COST') throw conflict('JOB_COST_NOT_COST', MSG.notCost);
    const [done] = await tx.db
      .select({ id: jobOutsourcingCost.id })
      .from(jobOutsourcingCost)
      .where(eq(jobOutsourcingCost.reversesId, rowId));
    if (done) throw conflict('JOB_COST_ALREADY_REVERSED', MSG.alreadyReversed);
    await tx.db.insert(jobOutsourcingCost).values({
      orderId: target.orderId,
      sellerId: target.sellerId,
      kind: 'REVERSAL',
      description: target.description,
      amount: -target.amount,
      invoiceDate: tx.clock.today(),
      reason: input.reason,
      reversesId: target.id,
      createdBy: tx.actor.employeeId,
    });
    return { orderId: target.orderId, message: MSG.reversed(target.amount) };
  });
