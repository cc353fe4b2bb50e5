import { and, eq } from 'drizzle-orm';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { notificationMessage } from '../src/db/schema';
import { conflict } from '../src/platform/errors';
import { ShopClock, type ServiceContext } from '../src/platform/service';
import { ADMIN_PASSWORD, engine, login, makeApp } from './harness';

describe('ShopClock: the shop calendar, whatever zone the process runs in', () => {
  it('turns the day at midnight in Seoul, which is 15:00 UTC the day before', () => {
    const clock = new ShopClock('Asia/Seoul');
    clock.fixAt('2026-11-22T14:59:59.999Z');
    expect(clock.today()).toBe('2026-11-22');
    clock.fixAt('2026-11-22T15:00:00Z');
    expect(clock.today()).toBe('2026-11-23');
    // Across midnight UTC the shop's day does not change: 08:59 and 09:00 in Seoul.
    clock.fixAt('2026-11-22T23:59:00Z');
    expect(clock.today()).toBe('2026-11-23');
    clock.fixAt('2026-11-23T00:01:00Z');
    expect(clock.today()).toBe('2026-11-23');
  });

  it('crosses a year end by the shop calendar', () => {
    const clock = new ShopClock('Asia/Seoul');
    clock.fixAt('2026-12-31T15:30:00Z');
    expect(clock.today()).toBe('2027-01-01');
    expect(clock.dayOf(new Date('2026-12-31T14:30:00Z'))).toBe('2026-12-31');
  });

  it('stays at the fixed moment, hands out copies, and runs again when released', async () => {
    const clock = new ShopClock('Asia/Seoul');
    clock.fixAt(new Date('2026-03-01T00:00:00+09:00'));
    const first = clock.now();
    first.setFullYear(1999);
    await new Promise((r) => setTimeout(r, 5));
    expect(clock.now().toISOString()).toBe('2026-02-28T15:00:00.000Z');
    clock.release();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('reads its own zone, not the process one (tests run with TZ=Asia/Seoul)', () => {
    const utc = new ShopClock('UTC');
    utc.fixAt('2026-11-22T15:00:00Z');
    expect(utc.today()).toBe('2026-11-22');
    expect(new ShopClock().timeZone).toBe('Asia/Seoul');
  });

  it('refuses a moment that is not one', () => {
    expect(() => new ShopClock().fixAt('어제')).toThrow(/not a moment/);
  });
});

const NOTIFY_PROBE = '/api/test/service-context/notify';
const ME_PROBE = '/api/test/service-context/me';
const marker = (label: string) => `서비스 컨텍스트 시험 ${label}`;

/** What the probe does with its context: notify inside a transaction, then perhaps fail after it. */
const outcome = z.enum(['commit', 'fail', 'fail-outer']);

async function notifyThen(ctx: ServiceContext, how: z.infer<typeof outcome>) {
  const content = marker(how);
  await ctx.transaction(async (tx) => {
    // A nested call reuses the outer transaction: its notification stands or falls with the outer work.
    await tx.transaction(async (inner) => {
      await inner.notify([inner.actor.accountId], { content, status: 'CREATED' });
      if (how === 'fail') throw conflict('PROBE_REFUSED', '시험용 거절입니다.');
    });
    if (how === 'fail-outer') throw conflict('PROBE_REFUSED', '시험용 거절입니다.');
  });
}

const ctx = await makeApp({
  demo: false,
  beforeReady: (app) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.post(
      NOTIFY_PROBE,
      {
        config: { access: 'employee' },
        schema: { hide: true, body: z.object({ how: outcome }) },
      },
      async (req) => {
        await notifyThen(app.serviceContext(req), req.body.how);
        return { data: null, message: '' };
      },
    );
    routes.get(ME_PROBE, { config: { access: 'employee' }, schema: { hide: true } }, async (req) => {
      const sc = app.serviceContext(req);
      return { data: { actor: sc.actor, today: sc.clock.today(), now: sc.clock.now().toISOString() }, message: '' };
    });
  },
});
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);
const probe = (how: z.infer<typeof outcome>) =>
  app.inject({ method: 'POST', url: NOTIFY_PROBE, headers: admin.headers(), payload: { how } });
const stored = (content: string) =>
  db
    .select({ accountId: notificationMessage.accountId, status: notificationMessage.status })
    .from(notificationMessage)
    .where(and(eq(notificationMessage.accountId, admin.accountId), eq(notificationMessage.content, content)));

describe(`ServiceContext (${engine})`, () => {
  it('stores a notification sent inside a transaction that commits', async () => {
    expect((await probe('commit')).statusCode).toBe(200);
    expect(await stored(marker('commit'))).toEqual([{ accountId: admin.accountId, status: 'CREATED' }]);
  });

  it('leaves no notification row when the transaction fails after the notify', async () => {
    const res = await probe('fail');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'PROBE_REFUSED', errorMessage: '시험용 거절입니다.' });
    expect(await stored(marker('fail'))).toEqual([]);
  });

  it('rolls the nested notify back with the outer transaction too', async () => {
    expect((await probe('fail-outer')).statusCode).toBe(409);
    expect(await stored(marker('fail-outer'))).toEqual([]);
  });

  it('gives the signed-in employee as actor and the app clock, which a test can fix', async () => {
    app.clock.fixAt('2026-11-22T15:00:00Z');
    try {
      const res = await app.inject({ method: 'GET', url: ME_PROBE, headers: admin.headers() });
      expect(res.statusCode).toBe(200);
      const { actor, today, now } = res.json().data;
      expect(actor).toMatchObject({
        accountId: admin.accountId,
        userType: 'employee',
        isAdmin: true,
        employeeId: expect.any(Number),
        buyerId: null,
      });
      expect(actor.authorities).toContain('ROLE_ADMIN');
      expect(today).toBe('2026-11-23');
      expect(now).toBe('2026-11-22T15:00:00.000Z');
    } finally {
      app.clock.release();
    }
  });

  it('answers 401 to a request nobody signed in to', async () => {
    expect((await app.inject({ method: 'GET', url: ME_PROBE })).statusCode).toBe(401);
  });
});
