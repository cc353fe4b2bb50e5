import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { account, authThrottle } from '../src/db/schema';
import { loadConfig } from '../src/config';
import { hashPassword } from '../src/platform/auth/passwords';
import { purgeThrottle } from '../src/platform/auth/login-throttle';
import { ADMIN_PASSWORD, login, makeApp } from './harness';

const ctx = await makeApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);

let octet = 1;
/** A fresh address for each test, so the per-address counts of one test don't reach another. */
const freshAddress = () => `10.77.${octet++}.1`;
const postLogin = (username: string, password: string, remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/authentication/login',
    payload: { username, password },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
/** Lets the next attempt through a short slow-down without waiting for it (the count stays). */
const endLock = (key: string) =>
  db
    .update(authThrottle)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(authThrottle.key, key));
const rowOf = async (key: string) => (await db.select().from(authThrottle).where(eq(authThrottle.key, key)))[0];
const signUp = (username: string, remoteAddress: string, forwardedFor?: string, password = 'sign-up-pass-1') =>
  app.inject({
    method: 'POST',
    url: '/api/customer/cm/sign-up',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { name: '가입', username, password, passwordCheck: password, tel: '010-0000-0000' },
  });

describe('per-username login throttle', () => {
  it('slows down after 5 misses, locks for 15 minutes after 10, and refuses even the right password then', async () => {
    await db
      .insert(account)
      .values({ username: 'lock.me', passwordHash: await hashPassword('right-pass-1'), userType: 'customer' });
    const ip = freshAddress();
    const waits: number[] = [];
    for (let i = 1; i <= 10; i++) {
      // The wait counts from the moment the server took the miss, between sending and the answer: measured from
      // the sending and rounded down, a busy machine's slow answer (under a second) does not shorten it.
      const sent = Date.now();
      expect((await postLogin('lock.me', 'wrong-pass', ip)).statusCode).toBe(401);
      const until = (await rowOf('user:lock.me'))!.lockedUntil;
      waits.push(until ? Math.floor((until.getTime() - sent) / 1000) : 0);
      if (i === 5) {
        const slowed = await postLogin('lock.me', 'right-pass-1', ip);
        expect(slowed.statusCode).toBe(429);
        expect(slowed.headers['retry-after']).toBe('5');
        expect(slowed.json()).toMatchObject({
          errorCode: 'LOGIN_RATE_LIMITED',
          errorMessage: '로그인 시도가 너무 많습니다. 5초 후 다시 시도해주세요.',
        });
      }
      if (i < 10) await endLock('user:lock.me');
    }
    // Attempts 1-4 free; after the 5th 5/10/20/40/80 seconds; the 10th locks for 15 minutes.
    expect(waits).toEqual([0, 0, 0, 0, 5, 10, 20, 40, 80, 900]);
    expect((await rowOf('user:lock.me'))!.failures).toBe(10);
    const locked = await postLogin('lock.me', 'right-pass-1', freshAddress());
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(890);
    expect(locked.json()).toMatchObject({
      errorCode: 'LOGIN_RATE_LIMITED',
      errorMessage: '로그인 시도가 너무 많습니다. 15분 후 다시 시도해주세요.',
    });
    // A refused attempt is not counted.
    expect((await rowOf('user:lock.me'))!.failures).toBe(10);
  });

  it('throttles unknown usernames exactly like existing ones', async () => {
    const answers = async (username: string) => {
      const ip = freshAddress();
      const out: string[] = [];
      for (let i = 0; i < 6; i++) {
        const r = await postLogin(username, 'wrong-pass', ip);
        out.push(`${r.statusCode} ${r.headers['retry-after'] ?? ''} ${r.body}`);
      }
      return out;
    };
    expect(await answers('ghost.user.x')).toEqual(await answers('seo.design'));
  });

  it('a success clears the count', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 4; i++) await postLogin('park.print', 'wrong-pass', ip);
    expect((await rowOf('user:park.print'))!.failures).toBe(4);
    expect((await postLogin('park.print', 'demo1234', ip)).statusCode).toBe(200);
    expect(await rowOf('user:park.print')).toBeUndefined();
  });

  it('concurrent guesses cannot slip past the count', async () => {
    const ip = freshAddress();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => postLogin('race.user', 'wrong-pass', ip).then((r) => r.statusCode)),
    );
    expect(results.filter((s) => s === 401)).toHaveLength(5);
    expect(results.filter((s) => s === 429)).toHaveLength(15);
    expect((await rowOf('user:race.user'))!.failures).toBe(5);
  });
});

describe('per-address login throttle, without trusting X-Forwarded-For', () => {
  it('refuses the 31st failed login from one address across usernames, whatever X-Forwarded-For says', async () => {
    const ip = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await postLogin(`probe.${i}`, 'wrong-pass', ip, `203.0.113.${i}`)).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const refused = await postLogin('choi.finish', 'demo1234', ip, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.json().errorMessage).toBe('로그인 시도가 너무 많습니다. 10분 후 다시 시도해주세요.');
    // Another address is not affected.
    expect((await postLogin('choi.finish', 'demo1234', freshAddress())).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 35; i++) expect((await postLogin('jung.ship', 'demo1234', ip)).statusCode).toBe(200);
  });
});

describe('sign-up per address', () => {
  it('allows 10 sign-ups an hour from one address, taken usernames included; X-Forwarded-For does not help', async () => {
    const ip = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const username = i % 2 === 0 ? 'hanbit' : `fresh.${i}`;
      statuses.push((await signUp(username, ip, `203.0.113.${i}`)).statusCode);
    }
    expect(statuses).toEqual([400, 201, 400, 201, 400, 201, 400, 201, 400, 201]);
    const refused = await signUp('one.more', ip, '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.json()).toMatchObject({
      errorCode: 'SIGN_UP_RATE_LIMITED',
      errorMessage: '회원가입 요청이 너무 많습니다. 60분 후 다시 시도해주세요.',
    });
    expect(await db.select().from(account).where(eq(account.username, 'one.more'))).toHaveLength(0);
  });

  it('tells nothing of staff usernames, and answers a taken customer username in comparable time', async () => {
    const timed = async (username: string) => {
      const start = performance.now();
      const res = await signUp(username, freshAddress());
      return { ms: performance.now() - start, body: res.body, status: res.statusCode };
    };
    // Staff and customers have separate username spaces: a staff member's name is as free as any other here.
    const staff = await timed('kim.sales');
    expect(staff.status).toBe(201);
    const customer = await timed('hanbit');
    expect(customer.status).toBe(400);
    expect(JSON.parse(customer.body)).toMatchObject({ username: { defaultMessage: '이미 사용 중인 아이디입니다.' } });
    const free = await timed('free.name.1');
    expect(free.status).toBe(201);
    // A taken username is answered only after the password is hashed, like a free one. Each side's fastest of three
    // is compared: one sample moves with whatever else the machine is doing (another test worker).
    const fastest = async (names: string[]) => {
      const times: number[] = [];
      for (const name of names) times.push((await timed(name)).ms);
      return Math.min(...times);
    };
    const freeMs = Math.min(free.ms, await fastest(['free.name.2', 'free.name.3']));
    expect(Math.min(customer.ms, await fastest(['hanbit', 'hanbit']))).toBeGreaterThan(freeMs * 0.3);
  });
});

describe('Retry-After on every 429', () => {
  it('the password-change limit sends Retry-After and keys on the real address', async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof app.inject>> | undefined;
    for (let i = 0; i < 31; i++) {
      last = await app.inject({
        method: 'POST',
        url: '/api/users/password',
        headers: admin.headers({ 'x-forwarded-for': `203.0.113.${i}` }),
        payload: {},
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(last!.statusCode).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('old passwords', () => {
  it('a short password set under the old rule still signs in', async () => {
    await db
      .insert(account)
      .values({ username: 'old.short', passwordHash: await hashPassword('1234'), userType: 'customer' });
    expect((await postLogin('old.short', '1234', freshAddress())).statusCode).toBe(200);
  });
});

describe('clean-up', () => {
  it('drops rows whose window and lock are over', async () => {
    await db.insert(authThrottle).values([
      { key: 'user:stale', failures: 3, windowStartedAt: new Date(Date.now() - 2 * 3_600_000) },
      { key: 'user:fresh', failures: 3, windowStartedAt: new Date() },
      {
        key: 'user:still.locked',
        failures: 10,
        windowStartedAt: new Date(Date.now() - 2 * 3_600_000),
        lockedUntil: new Date(Date.now() + 60_000),
      },
    ]);
    await purgeThrottle(db);
    expect(await rowOf('user:stale')).toBeUndefined();
    expect(await rowOf('user:fresh')).toBeDefined();
    expect(await rowOf('user:still.locked')).toBeDefined();
  });
});

describe('configuration', () => {
  const base = { DATA_DIR: '/tmp/x', LOG_LEVEL: 'silent' };
  it("prices the planner's random page read at 1.1, a given number, or the server's own", () => {
    expect(loadConfig(base).randomPageCost).toBe(1.1);
    expect(loadConfig({ ...base, PG_RANDOM_PAGE_COST: '2.5' }).randomPageCost).toBe(2.5);
    expect(loadConfig({ ...base, PG_RANDOM_PAGE_COST: 'server' }).randomPageCost).toBeNull();
    for (const bad of ['0', '-1', 'fast'])
      expect(() => loadConfig({ ...base, PG_RANDOM_PAGE_COST: bad })).toThrow(/PG_RANDOM_PAGE_COST는 0보다 큰 수/);
  });
  it('trusts no proxy by default, or the listed addresses and ranges', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,uniquelocal' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'uniquelocal',
    ]);
  });

  it.each(['true', '*', '10.0.0.0/33', 'proxy.local', '10.0.0.1/8/1'])('refuses TRUST_PROXY=%s naming it', (v) => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: v })).toThrow(/TRUST_PROXY/);
  });

  it.each([
    ['short', 'abc1234', '8자 이상'],
    ['common', 'password123', '흔한 비밀번호'],
    ['the username', 'Admin', '8자 이상'],
    ['the username itself', 'administrator', '흔한 비밀번호'],
  ])('refuses an ADMIN_PASSWORD that is %s', (_label, value, message) => {
    expect(() => loadConfig({ ...base, ADMIN_PASSWORD: value })).toThrow(new RegExp(`ADMIN_PASSWORD.*${message}`));
  });

  it('accepts an ADMIN_PASSWORD the rule accepts', () => {
    expect(loadConfig({ ...base, ADMIN_PASSWORD: 'a long admin pass' }).adminPassword).toBe('a long admin pass');
  });
});
