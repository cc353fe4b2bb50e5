import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  API_AUTH,
  API_AUTH_GROUP,
  API_BUYER,
  API_CUSTOMER_PASSWORD,
  API_DEPARTMENT,
  API_MY_PAGE,
  API_NOTIFICATION,
  SOCKET_CLOSE_UNAUTHORIZED,
} from '@scm/contract';
import { account, authority, code, codeCategory, employee, employeeAuthGroup, session } from '../src/db/schema';
import { ABSOLUTE_LIFETIME_MS } from '../src/platform/auth/sessions';
import { findLiveSessionIds } from '../src/platform/realtime/live-sessions';
import dates from '../src/platform/dates';
import {
  ADMIN_PASSWORD,
  employeeWithoutGroups,
  engine,
  grantAuthority,
  login,
  makeApp,
  signUpAndLogin,
  type Agent,
  type TestContext,
} from './harness';
import { listenForSockets as listen, openReadySocket, openSocket, type TestSocket } from './socket-client';
import { twoServerProcesses } from './two-servers';

const ctx = await makeApp();
const { app } = ctx;
const db = ctx.database.db;
const url = await listen(app);
const admin = await login(app, 'admin', ADMIN_PASSWORD);

const today = () => dates.today();
const tomorrow = () => dates.isoDay(new Date(Date.now() + 86_400_000));
/** Well past the heartbeat's 30 s: a socket closed within this came through the session-ended notice. */
const PROMPTLY_MS = 1500;

const opened: TestSocket[] = [];
afterAll(() => {
  for (const s of opened) s.ws.terminate();
});

async function socketOf(agent: Agent, at = url) {
  const { socket } = await openReadySocket(at, { cookie: agent.cookie });
  opened.push(socket);
  return socket;
}

/** The close code, or 'open' if the socket is still open after `ms`. */
const closedWithin = (socket: TestSocket, ms = PROMPTLY_MS) =>
  Promise.race([socket.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);

const isSignedIn = async (agent: Agent, on: FastifyInstance = app) =>
  (await on.inject({ method: 'POST', url: API_AUTH.checkLoggedIn, headers: { cookie: agent.cookie } })).statusCode;

const loginAttempt = (username: string, password: string) =>
  app.inject({ method: 'POST', url: API_AUTH.login, payload: { username, password, rememberMe: false } });

const [staffPosition] = await db
  .select({ id: code.id })
  .from(code)
  .innerJoin(codeCategory, eq(codeCategory.id, code.codeCategoryId))
  .where(and(eq(codeCategory.name, 'position'), eq(code.name, '사원')));

let seq = 0;
/** A fresh employee with a position and phone (so the admin's update form is valid), signed in. */
async function staff(c: TestContext = ctx) {
  const username = `leaver${Date.now().toString(36)}${seq++}`;
  const made = await employeeWithoutGroups(c, username);
  await c.database.db
    .update(employee)
    .set({ positionId: staffPosition!.id, tel: '010-0000-0000' })
    .where(eq(employee.id, made.employeeId));
  return { ...made, username };
}

/** Saves the employee with a resignation date through PUT /api/employee, as the admin screen does. */
async function saveResignation(employeeId: number, dateResigned: string | null, on: FastifyInstance = app, by = admin) {
  const current = (await on.inject({ method: 'GET', url: `/api/employee/${employeeId}`, headers: by.headers() })).json<{
    data: Record<string, unknown>;
  }>().data;
  const { departmentName: _d, positionName: _p, hasStamp: _h, createdAt: _c, ...fields } = current;
  return on.inject({
    method: 'PUT',
    url: '/api/employee',
    headers: by.headers(),
    payload: {
      ...fields,
      positionId: fields.positionId ?? staffPosition!.id,
      tel: fields.tel || '010-0000-0000',
      dateResigned,
    },
  });
}

const sessionCount = async (accountId: number) =>
  (await db.select().from(session).where(eq(session.accountId, accountId))).length;

describe('resigned employees', () => {
  it('refuses the demo employee who left, with the very answer a wrong password gets', async () => {
    const resigned = await loginAttempt('seo.design', 'demo1234');
    const wrong = await loginAttempt('seo.design', 'not-the-password');
    const unknown = await loginAttempt('nobody.here', 'demo1234');
    expect(resigned.statusCode).toBe(401);
    expect(resigned.json()).toMatchObject({ errorCode: 'LOGIN_FAILED' });
    expect(resigned.body).toBe(wrong.body);
    expect(resigned.body).toBe(unknown.body);
    const [seo] = await db.select().from(account).where(eq(account.username, 'seo.design'));
    expect(await sessionCount(seo!.id)).toBe(0);
  });

  it('counts today as resigned and keeps access until a future date', async () => {
    const { agent, employeeId, username } = await staff();
    await db.update(employee).set({ dateResigned: tomorrow() }).where(eq(employee.id, employeeId));
    expect((await loginAttempt(username, 'test-pass-2468')).statusCode).toBe(200);
    expect(await isSignedIn(agent)).toBe(200);
    await db.update(employee).set({ dateResigned: today() }).where(eq(employee.id, employeeId));
    const refused = await loginAttempt(username, 'test-pass-2468');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ errorCode: 'LOGIN_FAILED' });
  });

  it('refuses a session still open when the resignation day comes, requests and sockets alike', async () => {
    const { agent, employeeId } = await staff();
    await db.update(employee).set({ dateResigned: tomorrow() }).where(eq(employee.id, employeeId));
    const socket = await socketOf(agent);
    expect(await isSignedIn(agent)).toBe(200);
    // The day arrives: nothing is saved, the shop's calendar simply turns to the resignation date.
    const dayAfter = tomorrow();
    vi.spyOn(dates, 'today').mockReturnValue(dayAfter);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    expect(await isSignedIn(agent)).toBe(401);
    const work = await app.inject({ method: 'GET', url: API_NOTIFICATION, headers: agent.headers() });
    expect(work.statusCode).toBe(401);
    const late = await openSocket(url, { cookie: agent.cookie });
    opened.push(late);
    expect(await late.closed).toBe(SOCKET_CLOSE_UNAUTHORIZED);
    // The heartbeat, the backstop for the open socket, no longer counts the session as live.
    const [row] = await db.select().from(session).where(eq(session.accountId, agent.accountId));
    expect(await findLiveSessionIds(db, [row!.id])).toEqual(new Set());
    socket.ws.terminate();
  });

  it('ends every session and closes the sockets the moment a date of today is saved', async () => {
    const { agent, employeeId, username } = await staff();
    const second = await login(app, username, 'test-pass-2468', true);
    const socket = await socketOf(agent);
    const res = await saveResignation(employeeId, today());
    expect(res.statusCode).toBe(200);
    expect(await closedWithin(socket)).toBe(SOCKET_CLOSE_UNAUTHORIZED);
    expect(await isSignedIn(agent)).toBe(401);
    expect(await isSignedIn(second)).toBe(401);
    expect(await sessionCount(agent.accountId)).toBe(0);
    // The admin who saved it is untouched.
    expect(await isSignedIn(admin)).toBe(200);
  });

  it('ends sessions for a date in the past too, and keeps them for a future date', async () => {
    const future = await staff();
    expect((await saveResignation(future.employeeId, tomorrow())).statusCode).toBe(200);
    expect(await isSignedIn(future.agent)).toBe(200);
    const past = await staff();
    expect((await saveResignation(past.employeeId, '2025-01-31')).statusCode).toBe(200);
    expect(await isSignedIn(past.agent)).toBe(401);
  });

  it('does not let the my page set a resignation date', async () => {
    const { agent, employeeId } = await staff();
    const res = await app.inject({
      method: 'PUT',
      url: API_MY_PAGE.employee,
      headers: agent.headers(),
      payload: { name: '본인', tel: '010-0000-0000', dateResigned: '2025-01-01' },
    });
    expect(res.statusCode).toBe(400);
    expect((await db.select().from(employee).where(eq(employee.id, employeeId)))[0]!.dateResigned).toBeNull();
    expect(await isSignedIn(agent)).toBe(200);
  });

  it('keeps the last admin who has not left from being resigned', async () => {
    const [adminEmployee] = await db.select().from(employee).where(eq(employee.accountId, admin.accountId));
    const res = await saveResignation(adminEmployee!.id, today());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'CANNOT_RESIGN_LAST_ADMIN',
      errorMessage: '마지막 관리자 계정은 퇴사 처리할 수 없습니다.',
    });
    expect(await isSignedIn(admin)).toBe(200);
  });
});

describe('a revoked session’s sockets close at once', () => {
  it('on sign-out', async () => {
    const { agent } = await staff();
    const socket = await socketOf(agent);
    const res = await app.inject({ method: 'POST', url: API_AUTH.logout, headers: { cookie: agent.cookie } });
    expect(res.statusCode).toBe(200);
    expect(await closedWithin(socket)).toBe(SOCKET_CLOSE_UNAUTHORIZED);
  });

  it('on an employee’s own password change: the other sessions’ sockets close, the asking one stays', async () => {
    const { agent, username } = await staff();
    const other = await login(app, username, 'test-pass-2468');
    const mine = await socketOf(agent);
    const theirs = await socketOf(other);
    const res = await app.inject({
      method: 'POST',
      url: API_MY_PAGE.employeePassword,
      headers: agent.headers(),
      payload: { oldPassword: 'test-pass-2468', password: 'Tide-Lamp-47', passwordCheck: 'Tide-Lamp-47' },
    });
    expect(res.statusCode).toBe(200);
    expect(await closedWithin(theirs)).toBe(SOCKET_CLOSE_UNAUTHORIZED);
    const [message] = await app.notify([agent.accountId], { content: '아직 연결됨', status: 'CREATED' });
    expect(await mine.next()).toEqual({ type: 'notification', message });
    expect(await isSignedIn(agent)).toBe(200);
    expect(await isSignedIn(other)).toBe(401);
  });

  it('on a customer’s own password change', async () => {
    const customer = await signUpAndLogin(app, `pw${Date.now().toString(36)}`);
    const other = await login(app, (await whoAmI(customer)).username, 'test-pass-2468');
    const theirs = await socketOf(other);
    const res = await app.inject({
      method: 'PATCH',
      url: API_MY_PAGE.customerPassword,
      headers: customer.headers(),
      payload: { oldPassword: 'test-pass-2468', newPassword: 'Tide-Lamp-47' },
    });
    expect(res.statusCode).toBe(200);
    expect(await closedWithin(theirs)).toBe(SOCKET_CLOSE_UNAUTHORIZED);
    expect(await isSignedIn(customer)).toBe(200);
  });

  it('on a staff reset of a customer’s password, and on deleting the customer', async () => {
    const customer = await signUpAndLogin(app, `reset${Date.now().toString(36)}`);
    const buyerId = (await whoAmI(customer)).buyerId;
    const socket = await socketOf(customer);
    const reset = await app.inject({
      method: 'PATCH',
      url: `${API_CUSTOMER_PASSWORD}/${buyerId}`,
      headers: admin.headers(),
      payload: { password: 'Tide-Lamp-47' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await closedWithin(socket)).toBe(SOCKET_CLOSE_UNAUTHORIZED);
    expect(await isSignedIn(customer)).toBe(401);

    const again = await login(app, (await usernameOf(customer.accountId))!, 'Tide-Lamp-47');
    const next = await socketOf(again);
    const deleted = await app.inject({ method: 'DELETE', url: `${API_BUYER}/${buyerId}`, headers: admin.headers() });
    expect(deleted.statusCode).toBe(200);
    expect(await closedWithin(next)).toBe(SOCKET_CLOSE_UNAUTHORIZED);
  });

  it('on deleting an employee', async () => {
    const { agent, employeeId } = await staff();
    const socket = await socketOf(agent);
    const res = await app.inject({ method: 'DELETE', url: `/api/employee/${employeeId}`, headers: admin.headers() });
    expect(res.statusCode).toBe(200);
    expect(await closedWithin(socket)).toBe(SOCKET_CLOSE_UNAUTHORIZED);
  });

  it('announces nothing when the ending write rolls back', async () => {
    const { agent, employeeId } = await staff();
    const socket = await socketOf(agent);
    // A record pointing at the employee makes the deletion fail, rolling back the session end with it.
    await db.execute(sql`create table session_end_probe (employee_id integer references employee(id))`);
    await db.execute(sql`insert into session_end_probe values (${employeeId})`);
    const res = await app.inject({ method: 'DELETE', url: `/api/employee/${employeeId}`, headers: admin.headers() });
    await db.execute(sql`drop table session_end_probe`);
    expect(res.statusCode).toBe(409);
    expect(await closedWithin(socket, 500)).toBe('open');
    expect(await isSignedIn(agent)).toBe(200);
  });
});

async function whoAmI(agent: Agent) {
  const res = await app.inject({ method: 'POST', url: API_AUTH.checkLoggedIn, headers: { cookie: agent.cookie } });
  const account = res.json<{ data: { account: { username: string; userInfo: { customer: { id: number } | null } } } }>()
    .data.account;
  return { username: account.username, buyerId: account.userInfo.customer?.id ?? 0 };
}

async function usernameOf(accountId: number) {
  return (await db.select().from(account).where(eq(account.id, accountId)))[0]?.username;
}

describe('absolute session lifetime', () => {
  it('refuses a session signed in 31 days ago even though its idle expiry is ahead', async () => {
    const remembered = await login(app, 'kim.sales', 'demo1234', true);
    const { id } = (await app.sessions.find(remembered.token))!;
    await db
      .update(session)
      .set({
        createdAt: new Date(Date.now() - 31 * 86_400_000),
        lastSeenAt: new Date(Date.now() - 120_000),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .where(eq(session.id, id));
    expect(await isSignedIn(remembered)).toBe(401);
    expect(await findLiveSessionIds(db, [id])).toEqual(new Set());
    await app.sessions.purgeExpired();
    expect(await db.select().from(session).where(eq(session.id, id))).toEqual([]);
    expect(await isSignedIn(admin)).toBe(200);
  });

  it('never slides the expiry past 30 days from sign-in', async () => {
    const remembered = await login(app, 'kim.sales', 'demo1234', true);
    const { id } = (await app.sessions.find(remembered.token))!;
    const createdAt = new Date(Date.now() - 29 * 86_400_000);
    await db
      .update(session)
      .set({ createdAt, lastSeenAt: new Date(Date.now() - 120_000) })
      .where(eq(session.id, id));
    expect(await isSignedIn(remembered)).toBe(200);
    const [row] = await db.select().from(session).where(eq(session.id, id));
    expect(row!.expiresAt.getTime()).toBe(createdAt.getTime() + ABSOLUTE_LIFETIME_MS);
  });
});

/** A staff member who may read the department list through a permission group of their own, signed in. */
async function reader(c: TestContext = ctx) {
  const made = await staff(c);
  await grantAuthority(c, made.employeeId, 'COMMON_READ');
  const [link] = await c.database.db
    .select({ authGroupId: employeeAuthGroup.authGroupId })
    .from(employeeAuthGroup)
    .where(eq(employeeAuthGroup.employeeId, made.employeeId));
  const [read] = await c.database.db.select().from(authority).where(eq(authority.name, 'COMMON_READ'));
  return { ...made, authGroupId: link!.authGroupId, authorityId: read!.id };
}

const departments = async (agent: Agent, on: FastifyInstance = app) =>
  (await on.inject({ method: 'GET', url: API_DEPARTMENT, headers: agent.headers() })).statusCode;

/** Asks until the answer is `expected` or `ms` pass (a notice from another process arrives asynchronously). */
async function answersWithin(ask: () => Promise<number>, expected: number, ms = PROMPTLY_MS) {
  const until = Date.now() + ms;
  let got = await ask();
  while (got !== expected && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    got = await ask();
  }
  return got;
}

describe('a session checked moments ago (held by the session check) sees every change at once', () => {
  it('sign-out', async () => {
    const { agent } = await reader();
    expect(await departments(agent)).toBe(200);
    await app.inject({ method: 'POST', url: API_AUTH.logout, headers: { cookie: agent.cookie } });
    expect(await departments(agent)).toBe(401);
  });

  it('a password change ends the other sessions, not the asking one', async () => {
    const { agent, username } = await reader();
    const other = await login(app, username, 'test-pass-2468');
    expect(await departments(other)).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: API_MY_PAGE.employeePassword,
      headers: agent.headers(),
      payload: { oldPassword: 'test-pass-2468', password: 'Tide-Lamp-47', passwordCheck: 'Tide-Lamp-47' },
    });
    expect(res.statusCode).toBe(200);
    expect(await departments(other)).toBe(401);
    expect(await departments(agent)).toBe(200);
  });

  it('a resignation saved for today', async () => {
    const { agent, employeeId } = await reader();
    expect(await departments(agent)).toBe(200);
    expect((await saveResignation(employeeId, today())).statusCode).toBe(200);
    expect(await departments(agent)).toBe(401);
  });

  it('an authority taken out of the group, and given back', async () => {
    const { agent, authGroupId, authorityId } = await reader();
    expect(await departments(agent)).toBe(200);
    const body = { authGroupId, authorityId };
    const removed = await app.inject({
      method: 'POST',
      url: `${API_AUTH_GROUP}/authority/delete`,
      headers: admin.headers(),
      payload: body,
    });
    expect(removed.statusCode).toBe(200);
    expect(await departments(agent)).toBe(403);
    await app.inject({ method: 'POST', url: `${API_AUTH_GROUP}/authority`, headers: admin.headers(), payload: body });
    expect(await departments(agent)).toBe(200);
  });
});

describe.runIf(engine === 'postgres')('two server processes on one PostgreSQL database', async () => {
  const { one, two, urlOne } = await twoServerProcesses();
  const adminTwo = await login(two.app, 'admin', ADMIN_PASSWORD);

  it('closes a socket on one process when its session is signed out through the other', async () => {
    const kim = await login(one.app, 'kim.sales', 'demo1234');
    const socket = await socketOf(kim, urlOne);
    const res = await two.app.inject({ method: 'POST', url: API_AUTH.logout, headers: { cookie: kim.cookie } });
    expect(res.statusCode).toBe(200);
    expect(await closedWithin(socket)).toBe(SOCKET_CLOSE_UNAUTHORIZED);
  });

  it('closes a socket on one process when the other saves a resignation', async () => {
    const { agent, employeeId } = await staff(one);
    const socket = await socketOf(agent, urlOne);
    const res = await saveResignation(employeeId, today(), two.app, adminTwo);
    expect(res.statusCode).toBe(200);
    expect(await closedWithin(socket)).toBe(SOCKET_CLOSE_UNAUTHORIZED);
    expect(await isSignedIn(agent, one.app)).toBe(401);
  });

  it('refuses on one process a session signed out through the other, though it was just checked there', async () => {
    const { agent } = await reader(one);
    expect(await departments(agent, one.app)).toBe(200);
    await two.app.inject({ method: 'POST', url: API_AUTH.logout, headers: { cookie: agent.cookie } });
    expect(await answersWithin(() => departments(agent, one.app), 401)).toBe(401);
  });

  it('applies on one process an authority removed through the other', async () => {
    const { agent, authGroupId, authorityId } = await reader(one);
    expect(await departments(agent, one.app)).toBe(200);
    const removed = await two.app.inject({
      method: 'POST',
      url: `${API_AUTH_GROUP}/authority/delete`,
      headers: adminTwo.headers(),
      payload: { authGroupId, authorityId },
    });
    expect(removed.statusCode).toBe(200);
    expect(await answersWithin(() => departments(agent, one.app), 403)).toBe(403);
  });
});
