import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CSRF_HEADER, SESSION_COOKIE } from '@scm/contract';
import { account, buyer, session } from '../src/db/schema';
import { ADMIN_PASSWORD, login, makeApp, signUpAndLogin } from './harness';

const ctx = await makeApp();
const { app } = ctx;
const db = ctx.database.db;

const postLogin = (payload: object, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/authentication/login', payload, remoteAddress: ip });

describe('login', () => {
  it('answers the account, the token and the csrf value and sets an httpOnly session cookie', async () => {
    const res = await postLogin({ username: 'admin', password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.account).toMatchObject({ username: 'admin', employee: expect.any(Number) });
    expect(body.data.account.authorities).toContain('ROLE_ADMIN');
    expect(body.data.account.userInfo).toMatchObject({ userType: 'employee', name: '관리자' });
    expect(body.data.jwt).toEqual(expect.any(String));
    expect(body.data.csrf).toEqual(expect.any(String));
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.maxAge).toBeUndefined(); // browser session only
    const rows = await db.select().from(session);
    expect(rows.some((r) => r.rememberMe === false)).toBe(true);
  });

  it('keeps a rememberMe session for 30 days', async () => {
    const res = await postLogin({ username: 'admin', password: ADMIN_PASSWORD, rememberMe: true }, '10.0.0.2');
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie.maxAge).toBe(30 * 86400);
    const [row] = await db.select().from(session).where(eq(session.rememberMe, true));
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
  });

  it('refuses a wrong password and an unknown user with the same Korean message', async () => {
    const wrong = await postLogin({ username: 'admin', password: 'nope' }, '10.0.0.3');
    const unknown = await postLogin({ username: 'ghost', password: 'nope' }, '10.0.0.3');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({
      errorCode: 'LOGIN_FAILED',
      errorMessage: '아이디 또는 비밀번호가 올바르지 않습니다.',
    });
  });

  it('slows down a username after 5 misses, from any address, with a Korean message and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await postLogin({ username: 'slow.user', password: 'bad' }, `10.9.9.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const limited = await postLogin({ username: 'slow.user', password: 'bad' }, '10.9.9.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('5');
    expect(limited.json()).toMatchObject({
      errorCode: 'LOGIN_RATE_LIMITED',
      errorMessage: '로그인 시도가 너무 많습니다. 5초 후 다시 시도해주세요.',
    });
    // Another username from the same address is not affected.
    expect((await postLogin({ username: 'kim.sales', password: 'demo1234' }, '10.9.9.0')).statusCode).toBe(200);
  });

  it('validates the login body', async () => {
    const res = await postLogin({ username: '', password: '' }, '10.0.0.4');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ username: { isError: true, defaultMessage: '아이디를 입력해주세요.' } });
  });
});

describe('session', () => {
  it('check_logged_in answers the account for a cookie or a Bearer token, 401 without', async () => {
    const agent = await login(app, 'admin', ADMIN_PASSWORD);
    const viaCookie = await app.inject({
      method: 'POST',
      url: '/api/authentication/check_logged_in',
      headers: { cookie: agent.cookie },
    });
    expect(viaCookie.statusCode).toBe(200);
    expect(viaCookie.json().data).toMatchObject({ account: { username: 'admin' }, csrf: agent.csrf });
    const viaBearer = await app.inject({
      method: 'POST',
      url: '/api/authentication/check_logged_in',
      headers: { authorization: `Bearer ${agent.token}` },
    });
    expect(viaBearer.statusCode).toBe(200);
    const anonymous = await app.inject({ method: 'POST', url: '/api/authentication/check_logged_in' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
  });

  it('logout ends the session', async () => {
    const agent = await login(app, 'admin', ADMIN_PASSWORD);
    const out = await app.inject({
      method: 'POST',
      url: '/api/authentication/logout',
      headers: { cookie: agent.cookie },
    });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/department', headers: { cookie: agent.cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('rejects a cookie-authenticated write without the CSRF token, accepts it with the token or a Bearer header', async () => {
    const agent = await login(app, 'admin', ADMIN_PASSWORD);
    const payload = { name: 'CSRF 확인' };
    const without = await app.inject({
      method: 'POST',
      url: '/api/department',
      headers: { cookie: agent.cookie },
      payload,
    });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ errorCode: 'CSRF_INVALID' });
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/department',
      headers: { cookie: agent.cookie, 'x-csrf-token': 'forged' },
      payload,
    });
    expect(wrong.statusCode).toBe(403);
    const withToken = await app.inject({ method: 'POST', url: '/api/department', headers: agent.headers(), payload });
    expect(withToken.statusCode).toBe(201);
    const bearer = await app.inject({
      method: 'POST',
      url: '/api/department',
      headers: { authorization: `Bearer ${agent.token}` },
      payload,
    });
    expect(bearer.statusCode).toBe(201);
  });
});

describe('401 versus 403', () => {
  it('answers 401 to an anonymous caller and 403 to a customer on a staff endpoint', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/department' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await signUpAndLogin(app, 'cust401');
    const res = await app.inject({ method: 'GET', url: '/api/department', headers: customer.headers() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN', errorMessage: '접근 권한이 없습니다.' });
    const write = await app.inject({
      method: 'POST',
      url: '/api/department',
      headers: customer.headers(),
      payload: { name: 'x' },
    });
    expect(write.statusCode).toBe(403);
  });
});

describe('sign-up', () => {
  const valid = {
    name: '새고객',
    username: 'newcust',
    password: 'blue-river-77',
    passwordCheck: 'blue-river-77',
    tel: '010-1111-2222',
    address: '서울',
    email: 'a@b.kr',
  };
  const signUp = (payload: object) => app.inject({ method: 'POST', url: '/api/customer/cm/sign-up', payload });

  it('creates a customer account and its client company, who can then sign in to the customer area', async () => {
    const res = await signUp(valid);
    expect(res.statusCode).toBe(201);
    const [acc] = await db.select().from(account).where(eq(account.username, 'newcust'));
    expect(acc).toMatchObject({ userType: 'customer', isAdmin: false });
    expect(acc!.passwordHash.startsWith('$argon2id$')).toBe(true);
    const [company] = await db.select().from(buyer).where(eq(buyer.accountId, acc!.id));
    expect(company).toMatchObject({ name: '새고객', tel: '010-1111-2222', address: '서울', email: 'a@b.kr' });
    const agent = await login(app, 'newcust', 'blue-river-77');
    const check = await app.inject({
      method: 'POST',
      url: '/api/authentication/check_logged_in',
      headers: { cookie: agent.cookie },
    });
    expect(check.json().data.account).toMatchObject({
      employee: null,
      authorities: ['ROLE_CUSTOMER'],
      userInfo: { userType: 'customer', name: '새고객' },
    });
  });

  it('signs the new customer in: the session cookie and CSRF token it answers make a signed-in write', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/customer/cm/sign-up',
      payload: { ...valid, username: 'signedin1', email: '' },
      remoteAddress: '10.0.7.7',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ data: { id: number; username: string; jwt: string; csrf: string; account: object } }>();
    expect(body.data).toMatchObject({
      username: 'signedin1',
      account: { employee: null, authorities: ['ROLE_CUSTOMER'], userInfo: { userType: 'customer', name: '새고객' } },
    });
    const setCookie = [res.headers['set-cookie']].flat().join(';');
    expect(setCookie).toContain(`${SESSION_COOKIE}=${body.data.jwt}`);
    expect(setCookie).toMatch(/HttpOnly/i);
    const [acc] = await db.select().from(account).where(eq(account.username, 'signedin1'));
    expect(await db.select().from(session).where(eq(session.accountId, acc!.id))).toHaveLength(1);

    const cookie = `${SESSION_COOKIE}=${body.data.jwt}`;
    const profile = { name: '새고객', tel: '010-7777-8888', email: '', address: '부산' };
    const put = (headers: Record<string, string>) =>
      app.inject({ method: 'PUT', url: '/api/my/mypage', headers, payload: profile });
    expect((await put({ cookie })).statusCode).toBe(403); // the CSRF token is required, as after a login
    const saved = await put({ cookie, [CSRF_HEADER]: body.data.csrf });
    expect(saved.statusCode).toBe(200);
    const [company] = await db.select().from(buyer).where(eq(buyer.id, body.data.id));
    expect(company).toMatchObject({ accountId: acc!.id, tel: '010-7777-8888', address: '부산' });
  });

  it.each([
    ['name required', { name: '' }, 'name', '필수 입력 항목입니다.'],
    ['name max 15', { name: '가'.repeat(16) }, 'name', '15자 이내로 입력해주세요.'],
    ['username required', { username: '' }, 'username', '필수 입력 항목입니다.'],
    ['username max 15', { username: 'a'.repeat(16) }, 'username', '15자 이내로 입력해주세요.'],
    ['tel required', { tel: '' }, 'tel', '필수 입력 항목입니다.'],
    ['tel max 255', { tel: '1'.repeat(256) }, 'tel', '255자 이내로 입력해주세요.'],
    ['email max 255', { email: `${'a'.repeat(250)}@b.com` }, 'email', '255자 이내로 입력해주세요.'],
    ['email format', { email: 'not-an-email' }, 'email', '이메일 형식이 올바르지 않습니다.'],
    ['address max 255', { address: '주'.repeat(256) }, 'address', '255자 이내로 입력해주세요.'],
    ['password required', { password: '', passwordCheck: '' }, 'password', '필수 입력 항목입니다.'],
    [
      'password at least 8',
      { password: 'abcdefg', passwordCheck: 'abcdefg' },
      'password',
      '비밀번호는 8자 이상 64자 이하로 입력해주세요.',
    ],
    [
      'password at most 64',
      { password: 'a'.repeat(65), passwordCheck: 'a'.repeat(65) },
      'password',
      '비밀번호는 8자 이상 64자 이하로 입력해주세요.',
    ],
    [
      'password not the username',
      { password: 'RuleCheck', passwordCheck: 'RuleCheck' },
      'password',
      '아이디와 같은 비밀번호는 사용할 수 없습니다.',
    ],
    [
      'password not a common one',
      { password: 'Password1', passwordCheck: 'Password1' },
      'password',
      '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요.',
    ],
    [
      'password confirmation',
      { passwordCheck: 'blue-river-78' },
      'passwordCheck',
      '비밀번호와 비밀번호 확인이 일치하지 않습니다.',
    ],
  ])('%s', async (_name, change, field, message) => {
    const before = await db.select().from(account);
    const res = await signUp({ ...valid, username: 'rulecheck', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual({ isError: true, defaultMessage: message });
    expect(await db.select().from(account)).toHaveLength(before.length);
  });

  it('refuses a customer username already taken, under the field', async () => {
    const res = await signUp({ ...valid, username: 'hanbit' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: { isError: true, defaultMessage: '이미 사용 중인 아이디입니다.' } });
  });

  it('tells nothing about staff usernames: one answers like a free one, and each signs in with its own password', async () => {
    // from an address of its own, so the sign-up throttle of the other cases is not used up
    const signUpFrom = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/customer/cm/sign-up', payload, remoteAddress: '10.0.9.9' });
    const free = await signUpFrom({ ...valid, username: 'nobody-here-42' });
    const staff = await signUpFrom({
      ...valid,
      username: 'kim.sales',
      password: 'green-hill-55',
      passwordCheck: 'green-hill-55',
    });
    expect(staff.statusCode).toBe(free.statusCode);
    expect(staff.statusCode).toBe(201);
    expect(Object.keys(staff.json<{ data: object }>().data)).toEqual(Object.keys(free.json<{ data: object }>().data));
    // the staff member still signs in to the staff account, the new customer to its own
    const employee = await postLogin({ username: 'kim.sales', password: 'demo1234', rememberMe: false }, '10.0.9.1');
    expect(employee.statusCode).toBe(200);
    expect(employee.json<{ data: { account: { authorities: string[] } } }>().data.account.authorities).toContain(
      'ROLE_EMPLOYEE',
    );
    const rows = await db.select().from(account).where(eq(account.username, 'kim.sales'));
    expect(rows.map((r) => r.userType).sort()).toEqual(['customer', 'employee']);
    const customerLogin = await postLogin(
      { username: 'kim.sales', password: 'green-hill-55', rememberMe: false },
      '10.0.9.2',
    );
    expect(customerLogin.statusCode).toBe(200);
    expect(customerLogin.json()).toMatchObject({ data: { account: { authorities: ['ROLE_CUSTOMER'] } } });
    // a wrong password for either is the one wrong-credentials answer
    const wrong = await postLogin({ username: 'kim.sales', password: 'not-either-99', rememberMe: false }, '10.0.9.3');
    expect(wrong.statusCode).toBe(401);
  });

  it('rejects unknown fields', async () => {
    const res = await signUp({ ...valid, username: 'strict1', isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('isAdmin');
  });
});
