/*
 * DESIGN.md §8 "Locks": a service transaction PostgreSQL gives up for colliding with another (40001, 40P01) is run
 * again a few times, then answered 409 in Korean; what it does outside the database (`afterCommit`) happens once,
 * after the attempt that committed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notificationMessage } from '../src/db/schema';
import { TRANSACTION_ATTEMPTS, retryOnCollision, type ServiceContext } from '../src/platform/service';
import { ADMIN_PASSWORD, engine, login, makeApp } from './harness';

const PROBE = '/api/test/transaction-retry';
const DEADLOCK_PROBE = '/api/test/transaction-retry/deadlock';

/** An error as node-postgres (and PGlite) raise it, wrapped by drizzle as a failed query. */
const collision = (code: '40001' | '40P01') =>
  new Error('Failed query: …', { cause: Object.assign(new Error('deadlock detected'), { code }) });

/** What the probe's transaction callback did, per request label. */
const attempts = new Map<string, number>();
const effects = new Map<string, number>();
const count = (map: Map<string, number>, label: string) => map.set(label, (map.get(label) ?? 0) + 1);

/** Notifies, registers an after-commit effect (one that fails first, if asked), then collides `collisions` times. */
async function collideThenCommit(ctx: ServiceContext, label: string, collisions: number, effectFails = false) {
  await ctx.transaction(async (tx) => {
    count(attempts, label);
    await tx.notify([tx.actor.accountId], { content: label, status: 'CREATED' });
    if (effectFails)
      await tx.afterCommit(() => {
        throw new Error('the effect failed');
      });
    await tx.afterCommit(() => count(effects, label));
    if (attempts.get(label)! <= collisions) throw collision(collisions % 2 ? '40P01' : '40001');
  });
}

/** Both requests wait here holding their first lock, so each then waits for the other's: a real deadlock. */
let bothHoldFirst: Promise<unknown> = Promise.resolve();
let arrived: () => void = () => undefined;

async function lockInOrder(ctx: ServiceContext, label: string, first: number, second: number) {
  await ctx.transaction(async (tx) => {
    count(attempts, label);
    await tx.db.execute(sql`select pg_advisory_xact_lock(${first})`);
    arrived();
    await bothHoldFirst;
    await tx.db.execute(sql`select pg_advisory_xact_lock(${second})`);
    await tx.afterCommit(() => count(effects, label));
  });
}

const ctx = await makeApp({
  demo: false,
  beforeReady: (app) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    const body = z.object({ label: z.string(), collisions: z.number().int().min(0), effectFails: z.boolean() });
    routes.post(PROBE, { config: { access: 'employee' }, schema: { hide: true, body } }, async (req) => {
      const { label, collisions, effectFails } = req.body;
      await collideThenCommit(app.serviceContext(req), label, collisions, effectFails);
      return { data: null, message: '' };
    });
    const lockBody = z.object({ label: z.string(), first: z.number().int(), second: z.number().int() });
    routes.post(
      DEADLOCK_PROBE,
      { config: { access: 'employee' }, schema: { hide: true, body: lockBody } },
      async (req) => {
        await lockInOrder(app.serviceContext(req), req.body.label, req.body.first, req.body.second);
        return { data: null, message: '' };
      },
    );
  },
});
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);
const probe = (label: string, collisions: number, effectFails = false) =>
  app.inject({ method: 'POST', url: PROBE, headers: admin.headers(), payload: { label, collisions, effectFails } });
const stored = async (content: string) =>
  (
    await db
      .select({ id: notificationMessage.id })
      .from(notificationMessage)
      .where(and(eq(notificationMessage.accountId, admin.accountId), eq(notificationMessage.content, content)))
  ).length;

describe(`a service transaction that collides (${engine})`, () => {
  it('is run again after a deadlock or serialization failure; its effects happen once, after the commit', async () => {
    const res = await probe('한 번 충돌', 1);
    expect(res.statusCode).toBe(200);
    expect(attempts.get('한 번 충돌')).toBe(2);
    // The first attempt's notification was rolled back with it; the second one's committed.
    expect(await stored('한 번 충돌')).toBe(1);
    expect(effects.get('한 번 충돌')).toBe(1);

    expect((await probe('두 번 충돌', 2)).statusCode).toBe(200);
    expect(attempts.get('두 번 충돌')).toBe(3);
    expect(await stored('두 번 충돌')).toBe(1);
    expect(effects.get('두 번 충돌')).toBe(1);
  });

  it(`answers 409 in Korean after ${TRANSACTION_ATTEMPTS} tries, keeping nothing and doing nothing after`, async () => {
    const res = await probe('계속 충돌', 99);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errorCode: 'CONCURRENT_UPDATE',
      errorMessage: '다른 작업과 동시에 처리되어 저장하지 못했습니다. 다시 시도해주세요.',
      isAlert: true,
      isSnackbar: false,
    });
    expect(attempts.get('계속 충돌')).toBe(TRANSACTION_ATTEMPTS);
    expect(await stored('계속 충돌')).toBe(0);
    expect(effects.get('계속 충돌')).toBeUndefined();
  });

  it('an after-commit effect that fails neither undoes the committed work nor fails the call', async () => {
    const res = await probe('효과 실패', 0, true);
    expect(res.statusCode).toBe(200);
    expect(await stored('효과 실패')).toBe(1);
    // The effects after it still ran.
    expect(effects.get('효과 실패')).toBe(1);
  });

  it('passes any other error through at once, untried again', async () => {
    let tries = 0;
    const refused = Object.assign(new Error('unique'), { code: '23505' });
    await expect(
      retryOnCollision(async () => {
        tries++;
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(tries).toBe(1);
  });

  it('waits a short, jittered, growing time between tries', async () => {
    const waits: number[] = [];
    await expect(
      retryOnCollision(
        async () => {
          throw collision('40P01');
        },
        { wait: async (ms) => waits.push(ms) },
      ),
    ).rejects.toMatchObject({ statusCode: 409, errorCode: 'CONCURRENT_UPDATE' });
    expect(waits).toHaveLength(TRANSACTION_ATTEMPTS - 1);
    waits.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(ms).toBeLessThan(10 * 2 ** (i + 1));
    });
  });

  it.runIf(engine === 'postgres')(
    'a real deadlock between two requests: PostgreSQL stops one, which is run again, and both answer 200',
    async () => {
      let release!: () => void;
      bothHoldFirst = new Promise<void>((r) => (release = r));
      let holding = 0;
      arrived = () => {
        if (++holding === 2) release();
      };
      const [a, b] = await Promise.all([
        app.inject({
          method: 'POST',
          url: DEADLOCK_PROBE,
          headers: admin.headers(),
          payload: { label: 'A', first: 9_301, second: 9_302 },
        }),
        app.inject({
          method: 'POST',
          url: DEADLOCK_PROBE,
          headers: admin.headers(),
          payload: { label: 'B', first: 9_302, second: 9_301 },
        }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      // One of them was the deadlock's victim and ran twice; each effect happened once.
      expect((attempts.get('A') ?? 0) + (attempts.get('B') ?? 0)).toBe(3);
      expect([effects.get('A'), effects.get('B')]).toEqual([1, 1]);
    },
  );
});
