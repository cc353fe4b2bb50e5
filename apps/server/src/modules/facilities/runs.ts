import {
  facilityMessages as MSG,
  facilityRunWorkflow,
  runState,
  type FacilityController,
  type FacilityRunStartValues,
  type FacilityRunStatus,
} from '@scm/contract';
import { sql } from 'drizzle-orm';
import { facilityRun } from '../../db/schema/facilities';
import { fieldError, notFound } from '../../platform/errors';
import type { ServiceContext, ShopClock } from '../../platform/service';
import { assertCan, transition, type WorkflowRecord } from '../../platform/workflow';
import { at, insertRun, latestRuns, listFacilities, lockFacility, openRunOf, type FacilityRunRow } from './queries';
import { isOpenJob, jobOrderNumbers } from './job-queries';
import { wallTimeToMoment } from './shop-time';

/** A run's state is its window against the shop clock; stopping sets finish (and stoppedAt) to now. */
export const facilityRunRecord = (clock: ShopClock): WorkflowRecord<FacilityRunStatus> => {
  const now = clock.now();
  return {
    table: facilityRun,
    id: facilityRun.id,
    state: sql<FacilityRunStatus>`case when ${at(now)} < ${facilityRun.began} then 'SCHEDULED' when ${at(now)} < ${facilityRun.finish} then 'RUNNING' else 'STANDBY' end`,
    write: (to) => {
      switch (to) {
        case 'STANDBY':
          // A scheduled run that never began ends where it would have begun: no negative length. Its plan is
          // called off too (nothing planned, so no lost time); a running one keeps its plan (the time it lost).
          return {
            finish: now,
            stoppedAt: now,
            began: sql`least(${facilityRun.began}, ${at(now)})`,
            plannedFinish: sql`case when ${facilityRun.began} > ${at(now)} then ${at(now)} else ${facilityRun.plannedFinish} end`,
          };
        case 'RUNNING':
        case 'SCHEDULED':
          return {};
      }
    },
    notFound: MSG.notFound,
  };
};

const presentRow = (
  f: { id: number; code: string; name: string },
  run: FacilityRunRow | undefined,
  now: Date,
  orderNumber: string | null = null,
): FacilityController => ({
  id: f.id,
  facilityCode: f.code,
  facilityName: f.name,
  runId: run?.id ?? null,
  began: run?.began.toISOString() ?? null,
  finish: run?.finish.toISOString() ?? null,
  totalLayer: run?.totalLayer ?? null,
  workOrderId: run?.workOrderId ?? null,
  orderNumber,
  status: run ? runState(run, now) : 'STANDBY',
});

/** GET /api/facility_controller: each machine with its latest run. */
export async function listControllers(ctx: ServiceContext) {
  const [facilities, runs] = await Promise.all([listFacilities(ctx.db), latestRuns(ctx.db)]);
  const jobIds = [...runs.values()].flatMap((r) => (r.workOrderId == null ? [] : [r.workOrderId]));
  const numbers = await jobOrderNumbers(ctx.db, jobIds);
  const now = ctx.clock.now();
  return facilities.map((f) => {
    const run = runs.get(f.id);
    return presentRow(f, run, now, run?.workOrderId == null ? null : (numbers.get(run.workOrderId) ?? null));
  });
}

/**
 * Starts a run (PUT /api/facility_controller): began on the shop's wall clock, finish = began + duration. Refused
 * (409) while the machine has a run that is not over; the machine's row lock makes two starts queue.
 */
export async function startRun(ctx: ServiceContext, input: FacilityRunStartValues) {
  return ctx.transaction(async (tx) => {
    const f = await lockFacility(tx.db, input.id);
    if (!f) throw notFound(MSG.notFound);
    const now = tx.clock.now();
    const open = await openRunOf(tx.db, f.id, now);
    assertCan(facilityRunWorkflow, 'start', open ? runState(open, now) : 'STANDBY');
    const began = wallTimeToMoment(input.began, tx.clock.timeZone);
    const finish = new Date(began.getTime() + input.duration * 60_000);
    if (finish <= now) throw fieldError('began', MSG.finishPassed);
    const workOrderId = input.workOrderId ?? null;
    if (workOrderId !== null && !(await isOpenJob(tx.db, workOrderId)))
      throw fieldError('workOrderId', MSG.workOrderUnknown);
    const run = await insertRun(tx.db, {
      facilityId: f.id,
      began,
      finish,
      plannedFinish: finish,
      totalLayer: input.totalLayer,
      workOrderId,
    });
    const numbers = await jobOrderNumbers(tx.db, workOrderId === null ? [] : [workOrderId]);
    return presentRow(f, run, now, workOrderId === null ? null : (numbers.get(workOrderId) ?? null));
  });
}

/** Stops the machine's run now (the spec's do-nothing stop button, made to stop): finish = now. */
export async function stopRun(ctx: ServiceContext, facilityId: number) {
  return ctx.transaction(async (tx) => {
    const f = await lockFacility(tx.db, facilityId);
    if (!f) throw notFound(MSG.notFound);
    const now = tx.clock.now();
    const open = await openRunOf(tx.db, f.id, now);
    if (!open) assertCan(facilityRunWorkflow, 'stop', 'STANDBY');
    await transition(tx.db, facilityRunWorkflow, facilityRunRecord(tx.clock), open!.id, 'stop');
    const began = open!.began > now ? now : open!.began;
    const run = { ...open!, began, finish: now, stoppedAt: now };
    return { row: presentRow(f, run, now), name: f.name };
  });
}
