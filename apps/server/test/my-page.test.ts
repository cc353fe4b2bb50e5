import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CSRF_HEADER, SESSION_COOKIE } from '@scm/contract';
import { account, buyer, employee } from '../src/db/schema';
import { verifyPassword } from '../src/platform/auth/passwords';
import { ADMIN_PASSWORD, employeeWithoutGroups, login, makeApp, signUpAndLogin, type Agent } from './harness';

const ctx = await makeApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);
// Signed in once: the login limit allows ten attempts a minute per user.
const kim = await login(app, 'kim.sales', 'demo1234');
const hanbit = await login(app, 'hanbit', 'demo1234');
const kimRemark = async () => (await db.select().from(employee).where(eq(employee.number, 'E-1001')))[0]!.remark;
const KIM_REMARK = await kimRemark();

/** Signs in from its own address: the login limit counts attempts per address. */
let lastOctet = 10;
async function loginElsewhere(username: string, password: string): Promise<Agent> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/authentication/login',
    remoteAddress: `10.20.0.${lastOctet++}`,
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode}`);
  const { jwt, csrf, account: acc } = res.json().data;
  const cookie = `${SESSION_COOKIE}=${jwt}`;
  return {
    cookie,
    csrf,
    token: jwt,
    accountId: acc.id,
    headers: (extra = {}) => ({ cookie, [CSRF_HEADER]: csrf, ...extra }),
  };
}

const send = (agent: Agent | undefined, method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: agent?.headers() ?? {}, ...(payload ? { payload } : {}) });
const checkLoggedIn = (agent: Agent) =>
  app.inject({ method: 'POST', url: '/api/authentication/check_logged_in', headers: { cookie: agent.cookie } });
const employeeIdOf = async (agent: Agent) => (await checkLoggedIn(agent)).json().data.account.employee as number;
const buyerIdOf = async (agent: Agent) =>
  (await checkLoggedIn(agent)).json().data.account.userInfo.customer.id as number;

const myInfo = {
  name: '김민준',
  tel: '010-2345-1001',
  email: 'kim.sales@print-scm.example',
  address: '서울특별시 마포구 월드컵로 10',
  salaryAccount: '신한 110-222-333333',
  emergencyContact: '010-5555-6666',
  remark: '오전 외근 잦음',
  isOrderReceiptNotification: false,
  isWorkRequestDepartmentNotification: true,
};

describe('employee my page', () => {
  it('reads only one’s own record, with number, username, department and position', async () => {
    const id = await employeeIdOf(kim);
    const own = await send(kim, 'GET', `/api/mypage/${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      id,
      username: 'kim.sales',
      number: 'E-1001',
      name: '김민준',
      departmentName: '영업부',
      positionName: '과장',
    });
    expect(own.json().data).not.toHaveProperty('password');
    const adminId = await employeeIdOf(admin);
    expect((await send(kim, 'GET', `/api/mypage/${adminId}`)).statusCode).toBe(403);
    expect((await send(kim, 'GET', '/api/mypage/999999')).statusCode).toBe(403);
    expect((await send(hanbit, 'GET', `/api/mypage/${id}`)).statusCode).toBe(403);
    expect((await send(undefined, 'GET', `/api/mypage/${id}`)).statusCode).toBe(401);
  });

  it('updates the signed-in employee only; the header name follows', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'my.page');
    const res = await send(agent, 'PUT', '/api/mypage', { ...myInfo, name: '나혜린' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: '내 정보가 수정되었습니다.',
      data: { id: employeeId, name: '나혜린' },
    });
    const [row] = await db.select().from(employee).where(eq(employee.id, employeeId));
    expect(row).toMatchObject({ ...myInfo, name: '나혜린' });
    expect((await checkLoggedIn(agent)).json().data.account.userInfo.name).toBe('나혜린');
    // Nobody else changed.
    expect(await kimRemark()).toBe(KIM_REMARK);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing name', { name: ' ' }, 'name', '필수 입력 항목입니다.'],
    ['long name', { name: '가'.repeat(16) }, 'name', '15자 이내로 입력해주세요.'],
    ['missing tel', { tel: '' }, 'tel', '필수 입력 항목입니다.'],
    ['long tel', { tel: '1'.repeat(256) }, 'tel', '255자 이내로 입력해주세요.'],
    ['long email', { email: `${'a'.repeat(250)}@x.example` }, 'email', '255자 이내로 입력해주세요.'],
    ['long address', { address: '가'.repeat(256) }, 'address', '255자 이내로 입력해주세요.'],
    ['long salary account', { salaryAccount: '1'.repeat(256) }, 'salaryAccount', '255자 이내로 입력해주세요.'],
    ['long emergency contact', { emergencyContact: '1'.repeat(256) }, 'emergencyContact', '255자 이내로 입력해주세요.'],
    ['long remark', { remark: '가'.repeat(1025) }, 'remark', '1024자 이내로 입력해주세요.'],
    ['an id in the body', { id: 1 }, 'id', '허용되지 않는 항목입니다.'],
    ['a department in the body', { departmentId: 1 }, 'departmentId', '허용되지 않는 항목입니다.'],
    ['a number in the body', { number: 'X' }, 'number', '허용되지 않는 항목입니다.'],
  ];
  it.each(cases)('refuses %s with the spec message and saves nothing', async (_label, over, field, message) => {
    const res = await send(kim, 'PUT', '/api/mypage', { ...myInfo, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual({ isError: true, defaultMessage: message });
    expect(await kimRemark()).toBe(KIM_REMARK);
  });

  it('accepts a 1024-character remark and a 15-character name', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'my.limits');
    const res = await send(agent, 'PUT', '/api/mypage', {
      ...myInfo,
      name: '가'.repeat(15),
      remark: '나'.repeat(1024),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(employee).where(eq(employee.id, employeeId));
    expect(row!.remark).toHaveLength(1024);
  });
});

describe('customer my page', () => {
  it('reads and updates the signed-in customer’s own record only', async () => {
    const me = await signUpAndLogin(app, 'my.cust', '마이고객');
    const id = await buyerIdOf(me);
    const read = await send(me, 'GET', `/api/my/mypage/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({
      id,
      username: 'my.cust',
      name: '마이고객',
      tel: '010-1234-5678',
      address: '',
      email: '',
      registrationNumber: '',
      representative: '',
      businessType: '',
      businessItem: '',
      taxInvoiceEmail: '',
      taxInvoiceMode: 'PER_ORDER',
    });
    const hanbitId = await buyerIdOf(hanbit);
    expect((await send(me, 'GET', `/api/my/mypage/${hanbitId}`)).statusCode).toBe(403);
    expect((await send(admin, 'GET', `/api/my/mypage/${id}`)).statusCode).toBe(403);
    expect((await send(undefined, 'GET', `/api/my/mypage/${id}`)).statusCode).toBe(401);

    const profile = {
      name: '마이상사',
      tel: '02-333-4444',
      email: 'buy@my.example',
      address: '부산광역시 해운대구 센텀로 1',
    };
    const res = await send(me, 'PUT', '/api/my/mypage', profile);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: '내 정보가 수정되었습니다.',
      data: { id, username: 'my.cust', ...profile },
    });
    expect((await db.select().from(buyer).where(eq(buyer.id, id)))[0]).toMatchObject(profile);
    expect((await db.select().from(buyer).where(eq(buyer.id, hanbitId)))[0]!.name).toBe('한빛출판');
    expect((await send(admin, 'PUT', '/api/my/mypage', profile)).statusCode).toBe(403);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing name', { name: '' }, 'name', '필수 입력 항목입니다.'],
    ['long name', { name: '가'.repeat(16) }, 'name', '15자 이내로 입력해주세요.'],
    ['missing tel', { tel: '' }, 'tel', '필수 입력 항목입니다.'],
    ['long tel', { tel: '1'.repeat(256) }, 'tel', '255자 이내로 입력해주세요.'],
    ['long email', { email: `${'a'.repeat(250)}@x.example` }, 'email', '255자 이내로 입력해주세요.'],
    ['bad email', { email: 'buy-at-example' }, 'email', '이메일 형식이 올바르지 않습니다.'],
    ['long address', { address: '가'.repeat(256) }, 'address', '255자 이내로 입력해주세요.'],
    ['a username in the body', { username: 'other' }, 'username', '허용되지 않는 항목입니다.'],
  ];
  it.each(cases)('refuses %s with the spec message', async (_label, over, field, message) => {
    const res = await send(hanbit, 'PUT', '/api/my/mypage', { name: '한빛출판', tel: '02-555-0101', ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual({ isError: true, defaultMessage: message });
    expect((await db.select().from(buyer).where(eq(buyer.name, '한빛출판')))[0]!.tel).toBe('02-555-0101');
  });
});

const passwordHashOf = async (username: string) =>
  (await db.select().from(account).where(eq(account.username, username)))[0]!.passwordHash;

describe('staff password change', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing current password', { oldPassword: '' }, 'oldPassword', '필수 입력 항목입니다.'],
    ['missing new password', { password: '', passwordCheck: '' }, 'password', '필수 입력 항목입니다.'],
    ['missing confirmation', { passwordCheck: '' }, 'passwordCheck', '필수 입력 항목입니다.'],
    [
      'short new password',
      { password: 'abcdefg', passwordCheck: 'abcdefg' },
      'password',
      '비밀번호는 8자 이상 64자 이하로 입력해주세요.',
    ],
    [
      'long new password',
      { password: 'a'.repeat(65), passwordCheck: 'a'.repeat(65) },
      'password',
      '비밀번호는 8자 이상 64자 이하로 입력해주세요.',
    ],
    [
      'common new password',
      { password: 'sunshine', passwordCheck: 'sunshine' },
      'password',
      '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요.',
    ],
    [
      'username as new password',
      { password: 'Kim.Sales', passwordCheck: 'Kim.Sales' },
      'password',
      '아이디와 같은 비밀번호는 사용할 수 없습니다.',
    ],
    ['mismatch', { passwordCheck: 'other123' }, 'passwordCheck', '비밀번호와 비밀번호 확인이 일치하지 않습니다.'],
    ['wrong current password', { oldPassword: 'wrong123' }, 'oldPassword', '현재 비밀번호가 올바르지 않습니다.'],
  ];
  it.each(cases)('refuses %s and keeps the password', async (_label, over, field, message) => {
    const before = await passwordHashOf('kim.sales');
    const body = { oldPassword: 'demo1234', password: 'new-pw-1234', passwordCheck: 'new-pw-1234', ...over };
    const res = await send(kim, 'POST', '/api/users/password', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual({ isError: true, defaultMessage: message });
    expect(await passwordHashOf('kim.sales')).toBe(before);
  });

  it('changes the password and ends the other sessions, keeping the current one', async () => {
    await employeeWithoutGroups(ctx, 'pw.staff', 'old12345');
    const here = await loginElsewhere('pw.staff', 'old12345');
    const elsewhere = await loginElsewhere('pw.staff', 'old12345');
    const res = await send(here, 'POST', '/api/users/password', {
      oldPassword: 'old12345',
      password: 'new12345',
      passwordCheck: 'new12345',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('비밀번호가 변경되었습니다.');
    expect(await verifyPassword(await passwordHashOf('pw.staff'), 'new12345')).toBe(true);
    expect((await checkLoggedIn(here)).statusCode).toBe(200);
    expect((await checkLoggedIn(elsewhere)).statusCode).toBe(401);
    await expect(loginElsewhere('pw.staff', 'old12345')).rejects.toThrow(/401/);
    expect((await loginElsewhere('pw.staff', 'new12345')).accountId).toBe(here.accountId);
  });

  it('is for employees: customers and strangers are refused', async () => {
    const body = { oldPassword: 'demo1234', password: 'new1234', passwordCheck: 'new1234' };
    expect((await send(hanbit, 'POST', '/api/users/password', body)).statusCode).toBe(403);
    expect((await send(undefined, 'POST', '/api/users/password', body)).statusCode).toBe(401);
  });
});

describe('customer password change', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing current password', { oldPassword: '' }, 'oldPassword', '필수 입력 항목입니다.'],
    ['short new password', { newPassword: 'abcdefg' }, 'newPassword', '비밀번호는 8자 이상 64자 이하로 입력해주세요.'],
    [
      'common new password',
      { newPassword: 'football' },
      'newPassword',
      '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요.',
    ],
    ['wrong current password', { oldPassword: 'wrong123' }, 'oldPassword', '현재 비밀번호가 올바르지 않습니다.'],
    ['a confirmation field', { passwordCheck: 'new1234' }, 'passwordCheck', '허용되지 않는 항목입니다.'],
  ];
  it.each(cases)('refuses %s and keeps the password', async (_label, over, field, message) => {
    const before = await passwordHashOf('hanbit');
    const res = await send(hanbit, 'PATCH', '/api/customer_request/password_change', {
      oldPassword: 'demo1234',
      newPassword: 'new-pw-1234',
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual({ isError: true, defaultMessage: message });
    expect(await passwordHashOf('hanbit')).toBe(before);
  });

  it('changes the password and ends the other sessions, keeping the current one', async () => {
    const here = await signUpAndLogin(app, 'pw.cust');
    const elsewhere = await loginElsewhere('pw.cust', 'test-pass-2468');
    const res = await send(here, 'PATCH', '/api/customer_request/password_change', {
      oldPassword: 'test-pass-2468',
      newPassword: 'fresh-pass',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('비밀번호가 정상적으로 변경되었습니다.');
    expect(await verifyPassword(await passwordHashOf('pw.cust'), 'fresh-pass')).toBe(true);
    expect((await checkLoggedIn(here)).statusCode).toBe(200);
    expect((await checkLoggedIn(elsewhere)).statusCode).toBe(401);
    expect((await loginElsewhere('pw.cust', 'fresh-pass')).accountId).toBe(here.accountId);
  });

  it('is for customers only', async () => {
    const body = { oldPassword: 'demo1234', newPassword: 'new1234' };
    expect((await send(kim, 'PATCH', '/api/customer_request/password_change', body)).statusCode).toBe(403);
    expect((await send(undefined, 'PATCH', '/api/customer_request/password_change', body)).statusCode).toBe(401);
  });
});
