import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineWorkflow } from '@scm/contract';
import { assertCan, transition, WorkflowConflict, type WorkflowRecord } from '../src/platform/workflow';
import { engine, makeApp } from './harness';

/** A job with a real status column, in a table of its own, so the kit is tested apart from any module. */
const job = pgTable('workflow_probe_job', {
  id: serial('id').primaryKey(),
  status: varchar('status', { length: 16 }).notNull(),
  movedBy: varchar('moved_by', { length: 40 }),
  moves: integer('moves').notNull().default(0),
});

const jobFlow = defineWorkflow({
  noun: '작업',
  states: {
    RECEIPT: { label: '접수', color: 'default' },
    WORKING: { label: '작업중', color: 'info' },
    COMPLETE: { label: '완료', color: 'success' },
  },
  actions: {
    start: { from: ['RECEIPT'], to: 'WORKING', label: '작업 시작' },
    complete: { from: ['WORKING'], to: 'COMPLETE', label: '작업 완료' },
  },
  unknownLabel: '표시 오류',
});
type JobAction = keyof typeof jobFlow.actions;

const jobRecord: WorkflowRecord<(typeof jobFlow.values)[number]> = {
  table: job,
  id: job.id,
  state: job.status,
  write: (to) => ({ status: to, moves: sql`${job.moves} + 1` }),
  notFound: '작업을 찾을 수 없습니다.',
};

const PROBE = '/api/test/workflow-probe/:id/:action';
const ctx = await makeApp({
  demo: false,
  beforeReady: (app) => {
    app.withTypeProvider<ZodTypeProvider>().patch(
      PROBE,
      {
        config: { access: 'public' },
        schema: {
          hide: true,
          params: z.object({ id: z.coerce.number().int(), action: z.enum(['start', 'complete']) }),
        },
      },
      async (req) => {
        const moved = await app.db.transaction((tx) =>
          transition(tx, jobFlow, jobRecord, req.params.id, req.params.action, { movedBy: 'probe' }),
        );
        return { data: moved, message: '' };
      },
    );
  },
});
const { app } = ctx;
const db = ctx.database.db;
await db.execute(
  sql`create table workflow_probe_job (id serial primary key, status varchar(16) not null, moved_by varchar(40), moves integer not null default 0)`,
);

const newJob = async (status = 'RECEIPT') => (await db.insert(job).values({ status }).returning({ id: job.id }))[0]!.id;
const jobRow = async (id: number) => (await db.select().from(job).where(eq(job.id, id)))[0];
const move = (id: number, action: JobAction) =>
  app.inject({ method: 'PATCH', url: `/api/test/workflow-probe/${id}/${action}` });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`transition: the guarded move (${engine})`, () => {
  it('moves a record from the state the action starts from, writing its state and the extra columns', async () => {
    const id = await newJob();
    const res = await move(id, 'start');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ to: 'WORKING' });
    expect(await jobRow(id)).toEqual({ id, status: 'WORKING', movedBy: 'probe', moves: 1 });

    expect((await move(id, 'complete')).statusCode).toBe(200);
    expect(await jobRow(id)).toMatchObject({ status: 'COMPLETE', moves: 2 });
  });

  it('answers 409 WORKFLOW_CONFLICT naming the current state from any other state, changing nothing', async () => {
    const working = await newJob('WORKING');
    const res = await move(working, 'start');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errorCode: 'WORKFLOW_CONFLICT',
      errorMessage:
        "작업 상태가 현재 '작업중'이라 '작업 시작'을 할 수 없습니다. " +
        '다른 사용자가 먼저 처리했을 수 있으니 화면을 새로 고쳐 확인해주세요.',
      isAlert: true,
      isSnackbar: false,
    });
    expect(await jobRow(working)).toEqual({ id: working, status: 'WORKING', movedBy: null, moves: 0 });

    const received = await newJob('RECEIPT');
    const early = await move(received, 'complete');
    expect(early.statusCode).toBe(409);
    expect(early.json().errorMessage).toMatch(/^작업 상태가 현재 '접수'라 '작업 완료'를 할 수 없습니다/);

    // A stored value that is no state is named by the unknown label, never moved.
    const odd = await newJob('LOST');
    const refused = await move(odd, 'start');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toMatch(/^작업 상태가 현재 '표시 오류'라 /);
    expect(await jobRow(odd)).toMatchObject({ status: 'LOST', moves: 0 });
  });

  it('answers 404 with the record’s own message when there is no such record', async () => {
    const res = await move(987_654, 'start');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: '작업을 찾을 수 없습니다.' });
  });

  it('carries the current state on the thrown conflict, for a service that wants it', async () => {
    const id = await newJob('COMPLETE');
    const error = await transition(db, jobFlow, jobRecord, id, 'complete').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkflowConflict);
    expect(error).toMatchObject({ statusCode: 409, current: 'COMPLETE' });
    expect(() => assertCan(jobFlow, 'start', 'WORKING')).toThrow(WorkflowConflict);
    expect(() => assertCan(jobFlow, 'start', 'RECEIPT')).not.toThrow();
  });
});

describe(`transition: two people pressing the same button (${engine})`, () => {
  it('two racing transactions: the first moves it, the second waits for it and gets the 409', async () => {
    const id = await newJob();
    const events: string[] = [];
    let firstMoved!: () => void;
    const moved = new Promise<void>((resolve) => (firstMoved = resolve));

    const first = db.transaction(async (tx) => {
      await transition(tx, jobFlow, jobRecord, id, 'start', { movedBy: 'first' });
      events.push('first moved');
      firstMoved();
      // Hold the row until the second transaction is blocked on it (PostgreSQL); PGlite runs one at a time.
      if (engine === 'postgres') await waitForLockWaiter();
      else await sleep(20);
      events.push('first commits');
    });
    const second = moved.then(() =>
      db.transaction(async (tx) => {
        events.push('second began');
        try {
          return await transition(tx, jobFlow, jobRecord, id, 'start', { movedBy: 'second' });
        } finally {
          events.push('second answered');
        }
      }),
    );
    const [a, b] = await Promise.allSettled([first, second]);
    expect(a.status).toBe('fulfilled');
    expect(b.status).toBe('rejected');
    expect((b as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409, current: 'WORKING' });
    expect(await jobRow(id)).toEqual({ id, status: 'WORKING', movedBy: 'first', moves: 1 });
    // On PostgreSQL the two really overlapped: the second was inside its transaction before the first committed.
    expect(events).toEqual(
      engine === 'postgres'
        ? ['first moved', 'second began', 'first commits', 'second answered']
        : ['first moved', 'first commits', 'second began', 'second answered'],
    );
  });

  it('eight at once through the API: exactly one 200, seven 409s, one move written', async () => {
    const id = await newJob();
    const answers = await Promise.all(Array.from({ length: 8 }, () => move(id, 'start')));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().errorCode === 'WORKFLOW_CONFLICT')).toBe(
      true,
    );
    expect(await jobRow(id)).toMatchObject({ status: 'WORKING', moves: 1 });
  });
});

/** PostgreSQL: waits until some backend of this database is waiting for a lock (the second UPDATE). */
async function waitForLockWaiter() {
  for (let i = 0; i < 100; i++) {
    const result: unknown = await db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const { rows } = result as { rows: { n: number }[] };
    if ((rows[0]?.n ?? 0) > 0) return;
    await sleep(20);
  }
  throw new Error('the second transaction never waited for the row');
}
