import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CSRF_HEADER, SESSION_COOKIE, buyerMessages } from '@scm/contract';
import { account, buyer, session } from '../src/db/schema';
import { verifyPassword } from '../src/platform/auth/passwords';
import { BUYER } from '../src/modules/buyers/service';
import {
  ADMIN_PASSWORD,
  employeeWithoutGroups,
  grantAuthority,
  login,
  makeApp,
  signUpAndLogin,
  type Agent,
} from './harness';

const ctx = await makeApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
let ipSeq = 0;
/** Signs in from its own address: this file signs in more often than the per-address login limit allows. */
async function signIn(username: string, password: string): Promise<Agent> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/authentication/login',
    payload: { username, password },
    remoteAddress: `10.20.0.${++ipSeq}`,
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode}`);
  const { jwt, csrf, account: acc } = res.json().data as { jwt: string; csrf: string; account: { id: number } };
  const cookie = `${SESSION_COOKIE}=${jwt}`;
  return {
    cookie,
    csrf,
    token: jwt,
    accountId: acc.id,
    headers: (extra = {}) => ({ cookie, [CSRF_HEADER]: csrf, ...extra }),
  };
}

const call = (method: Method, url: string, payload?: object, agent: Agent = admin) =>
  app.inject({ method, url, headers: agent.headers(), ...(payload ? { payload } : {}) });

const company = {
  name: '푸른인쇄소',
  tel: '02-777-8888',
  address: '서울특별시 중구 충무로 1',
  chargerName: '한지민',
};
const newBuyer = (username: string) => ({
  ...company,
  username,
  password: 'test-pass-2468',
  passwordCheck: 'test-pass-2468',
});
const buyerRow = async (id: number) => (await db.select().from(buyer).where(eq(buyer.id, id)))[0];
const accountRow = async (username: string) =>
  (await db.select().from(account).where(eq(account.username, username)))[0];

describe('buyer CRUD', () => {
  it('creates the company with its customer account, which can sign in to the customer area', async () => {
    const res = await call('POST', '/api/buyer', {
      ...newBuyer('blue-print'),
      email: 'order@blue.example',
      registrationNumber: '101-81-00001',
      remark: '정기 거래',
      chargerTel: '010-1234-0000',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      data: { username: 'blue-print', ...company, email: 'order@blue.example', chargerTel: '010-1234-0000' },
      message: '푸른인쇄소 고객사가 등록되었습니다.',
    });
    expect(res.json().data).not.toHaveProperty('password');
    const acc = await accountRow('blue-print');
    expect(acc).toMatchObject({ userType: 'customer', enabled: true, isAdmin: false });
    expect(await verifyPassword(acc!.passwordHash, 'test-pass-2468')).toBe(true);
    expect(await buyerRow(res.json().data.id)).toMatchObject({
      accountId: acc!.id,
      registrationNumber: '101-81-00001',
      remark: '정기 거래',
    });

    const customer = await signIn('blue-print', 'test-pass-2468');
    const check = await app.inject({
      method: 'POST',
      url: '/api/authentication/check_logged_in',
      headers: customer.headers(),
    });
    expect(check.json().data.account).toMatchObject({
      employee: null,
      userInfo: { userType: 'customer', customer: { id: res.json().data.id, name: '푸른인쇄소' } },
    });
  });

  it('reads, updates the company fields (never the username) and deletes it with its account', async () => {
    const id = (await call('POST', '/api/buyer', newBuyer('edit-me'))).json().data.id as number;
    const read = await call('GET', `/api/buyer/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id, username: 'edit-me', ...company, email: '', remark: '' });

    const changes = {
      id,
      name: '푸른인쇄',
      tel: '02-777-9999',
      address: '서울특별시 중구 충무로 2',
      email: 'new@blue.example',
      registrationNumber: '120-81-47521',
      remark: '메모',
      chargerName: '김담당',
      chargerTel: '010-9999-0000',
    };
    const updated = await call('PUT', '/api/buyer', changes);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      data: { username: 'edit-me' },
      message: '푸른인쇄 고객사가 수정되었습니다.',
    });
    const { id: _id, ...stored } = changes;
    expect(await buyerRow(id)).toMatchObject(stored);

    const rename = await call('PUT', '/api/buyer', { ...changes, username: 'renamed' });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toEqual({ username: { isError: true, defaultMessage: '허용되지 않는 항목입니다.' } });
    const repass = await call('PUT', '/api/buyer', { ...changes, password: 'x' });
    expect(repass.statusCode).toBe(400);
    expect(await accountRow('edit-me')).toBeDefined();

    const customer = await signIn('edit-me', 'test-pass-2468');
    const deleted = await call('DELETE', `/api/buyer/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: null, message: '푸른인쇄 고객사가 삭제되었습니다.' });
    expect(await buyerRow(id)).toBeUndefined();
    expect(await accountRow('edit-me')).toBeUndefined();
    expect(await db.select().from(session).where(eq(session.accountId, customer.accountId))).toHaveLength(0);
    expect((await call('GET', `/api/buyer/${id}`)).json()).toMatchObject({
      errorCode: 'NOT_FOUND',
      errorMessage: '고객사를 찾을 수 없습니다.',
    });
  });

  it('refuses deleting a buyer that another module reports in use (orders), keeping it and its account', async () => {
    const id = (await call('POST', '/api/buyer', newBuyer('has-orders'))).json().data.id as number;
    // What the orders modules will register: their rows point at the buyer.
    app.references.register(BUYER, { uses: async (_db, buyerId) => buyerId === id, message: buyerMessages.inUse });
    const res = await call('DELETE', `/api/buyer/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errorCode: 'BUYER_IN_USE',
      errorMessage: '주문 내역이 있는 고객사는 삭제할 수 없습니다.',
      isAlert: true,
      isSnackbar: false,
    });
    expect(await buyerRow(id)).toBeDefined();
    expect(await accountRow('has-orders')).toBeDefined();
  });

  it('a missing buyer is a 404 for update, delete and password reset', async () => {
    expect((await call('PUT', '/api/buyer', { id: 999999, ...company })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/buyer/999999')).statusCode).toBe(404);
    expect(
      (await call('PATCH', '/api/employee/customer_password/999999', { password: 'long-enough-1' })).statusCode,
    ).toBe(404);
  });
});

describe('buyer validation', () => {
  it('requires name, tel, address, chargerName, username and both passwords', async () => {
    const before = (await db.select().from(buyer)).length;
    const res = await call('POST', '/api/buyer', {
      name: '',
      tel: ' ',
      address: '',
      chargerName: '',
      username: '',
      password: '',
      passwordCheck: '',
    });
    expect(res.statusCode).toBe(400);
    const required = { isError: true, defaultMessage: '필수 입력 항목입니다.' };
    expect(res.json()).toEqual({
      name: required,
      tel: required,
      address: required,
      chargerName: required,
      username: required,
      password: required,
      passwordCheck: required,
    });
    expect((await db.select().from(buyer)).length).toBe(before);
  });

  it('limits lengths: 15 for name, tel, chargerName, chargerTel; 255; 1024 for remark', async () => {
    const res = await call('POST', '/api/buyer', {
      ...newBuyer('long-fields'),
      name: '가'.repeat(16),
      tel: '0'.repeat(16),
      chargerName: '가'.repeat(16),
      chargerTel: '0'.repeat(16),
      address: '가'.repeat(256),
      email: `${'a'.repeat(250)}@x.com`,
      registrationNumber: '1'.repeat(256),
      remark: '가'.repeat(1025),
    });
    const m15 = { isError: true, defaultMessage: '15자 이내로 입력해주세요.' };
    const m255 = { isError: true, defaultMessage: '255자 이내로 입력해주세요.' };
    expect(res.json()).toEqual({
      name: m15,
      tel: m15,
      chargerName: m15,
      chargerTel: m15,
      address: m255,
      email: m255,
      registrationNumber: { isError: true, defaultMessage: '사업자등록번호 10자리를 입력해주세요.' },
      remark: { isError: true, defaultMessage: '1024자 이내로 입력해주세요.' },
    });
    const exact = await call('POST', '/api/buyer', {
      ...newBuyer('exact-15'),
      name: '가'.repeat(15),
      tel: '0'.repeat(15),
      chargerName: '가'.repeat(15),
      chargerTel: '0'.repeat(15),
      remark: '가'.repeat(1024),
    });
    expect(exact.statusCode).toBe(201);
    const longName = await call('POST', '/api/buyer', newBuyer('a'.repeat(256)));
    expect(longName.json()).toEqual({ username: m255 });
  });

  it('passwords: the password rule, and the confirmation must match', async () => {
    const short = await call('POST', '/api/buyer', {
      ...newBuyer('short-pw'),
      password: 'abcdefg',
      passwordCheck: 'abcdefg',
    });
    expect(short.json()).toEqual({
      password: { isError: true, defaultMessage: '비밀번호는 8자 이상 64자 이하로 입력해주세요.' },
    });
    const common = await call('POST', '/api/buyer', {
      ...newBuyer('common-pw'),
      password: 'qwerty123',
      passwordCheck: 'qwerty123',
    });
    expect(common.json()).toEqual({
      password: { isError: true, defaultMessage: '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요.' },
    });
    const same = await call('POST', '/api/buyer', {
      ...newBuyer('same-as-id'),
      password: 'Same-As-Id',
      passwordCheck: 'Same-As-Id',
    });
    expect(same.json()).toEqual({
      password: { isError: true, defaultMessage: '아이디와 같은 비밀번호는 사용할 수 없습니다.' },
    });
    expect(await accountRow('common-pw')).toBeUndefined();
    const mismatch = await call('POST', '/api/buyer', { ...newBuyer('mismatch'), passwordCheck: 'test-pass-24685' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      passwordCheck: { isError: true, defaultMessage: '비밀번호와 비밀번호 확인이 일치하지 않습니다.' },
    });
    expect(await accountRow('mismatch')).toBeUndefined();
  });

  it('refuses a username already used by any account, customer or employee', async () => {
    for (const taken of ['hanbit', 'kim.sales']) {
      const res = await call('POST', '/api/buyer', newBuyer(taken));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ username: { isError: true, defaultMessage: '이미 사용 중인 아이디입니다.' } });
    }
    const odd = await call('POST', '/api/buyer', newBuyer('한글아이디'));
    expect(odd.json().username.defaultMessage).toBe('아이디는 영문, 숫자와 . _ - 만 사용할 수 있습니다.');
    const email = await call('POST', '/api/buyer', { ...newBuyer('bad-mail'), email: 'nope' });
    expect(email.json()).toEqual({ email: { isError: true, defaultMessage: '이메일 형식이 올바르지 않습니다.' } });
  });
});

describe('buyer list and select', () => {
  it('pages, sorts and searches every filter, including the username', async () => {
    const list = async (query: string) =>
      (await call('GET', `/api/buyer?${query}`)).json().data as {
        content: { username: string; name: string }[];
        pageable: { totalElements: number; totalPages: number; size: number };
      };
    const page = await list('page=0&size=2&sort=username,asc');
    expect(page.content).toHaveLength(2);
    expect(page.pageable.totalPages).toBe(Math.ceil(page.pageable.totalElements / 2));
    const search = async (filter: string, keyword: string) =>
      (await list(`searchFilter=${filter}&searchKeyword=${encodeURIComponent(keyword)}`)).content.map((b) => b.name);
    expect(await search('username', 'seoul-cafe')).toEqual(['서울카페']);
    expect(await search('name', '그린')).toEqual(['그린마트']);
    expect(await search('tel', '02-555-0101')).toEqual(['한빛출판']);
    expect(await search('address', '성수이로')).toEqual(['서울카페']);
    expect(await search('chargerName', '장예준')).toEqual(['그린마트']);
    expect(await search('chargerTel', '8800-0101')).toEqual(['한빛출판']);
    expect(await search('all', 'hanbit')).toEqual(['한빛출판']);
    expect((await call('GET', '/api/buyer?sort=passwordHash,asc')).json()).toMatchObject({ errorCode: 'INVALID_SORT' });
    expect((await call('GET', '/api/buyer?searchFilter=email&searchKeyword=x')).statusCode).toBe(400);
  });

  it('the select list answers id and name for any employee', async () => {
    const { agent } = await employeeWithoutGroups(ctx, 'buyer.picker');
    const res = await call('GET', '/api/buyer/select', undefined, agent);
    expect(res.statusCode).toBe(200);
    const items = res.json().data as { id: number; name: string }[];
    expect(items).toHaveLength((await db.select().from(buyer)).length);
    expect(Object.keys(items[0]!).sort()).toEqual(['id', 'name']);
    expect(items.map((b) => b.name)).toContain('한빛출판');
  });
});

describe('customer password reset', () => {
  it('sets the new password and ends every session of that customer', async () => {
    const customer = await signUpAndLogin(app, 'reset-me', '초기화고객');
    const second = await signIn('reset-me', 'test-pass-2468');
    const [b] = await db
      .select()
      .from(buyer)
      .innerJoin(account, eq(account.id, buyer.accountId))
      .where(eq(account.username, 'reset-me'));
    const res = await call('PATCH', `/api/employee/customer_password/${b!.buyer.id}`, { password: 'new-pw-9999' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: '초기화고객 고객사의 비밀번호가 초기화되었습니다.' });
    expect(await db.select().from(session).where(eq(session.accountId, customer.accountId))).toHaveLength(0);
    for (const agent of [customer, second]) {
      const check = await app.inject({
        method: 'POST',
        url: '/api/authentication/check_logged_in',
        headers: agent.headers(),
      });
      expect(check.statusCode).toBe(401);
    }
    await expect(signIn('reset-me', 'test-pass-2468')).rejects.toThrow();
    expect((await signIn('reset-me', 'new-pw-9999')).accountId).toBe(customer.accountId);
    // Staff sessions are untouched.
    expect((await call('GET', '/api/buyer')).statusCode).toBe(200);
  });

  it('follows the password rule: 8 to 64 characters, not common, not the username', async () => {
    const id = (await call('POST', '/api/buyer', newBuyer('reset-length'))).json().data.id as number;
    const url = `/api/employee/customer_password/${id}`;
    const refused = async (password: string | undefined, message: string) =>
      expect((await call('PATCH', url, password === undefined ? {} : { password })).json()).toEqual({
        password: { isError: true, defaultMessage: message },
      });
    await refused('abcdefg', '비밀번호는 8자 이상 64자 이하로 입력해주세요.');
    await refused('a'.repeat(65), '비밀번호는 8자 이상 64자 이하로 입력해주세요.');
    await refused(undefined, '필수 입력 항목입니다.');
    await refused('1q2w3e4r', '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요.');
    await refused('reset-length', '아이디와 같은 비밀번호는 사용할 수 없습니다.');
    expect((await call('PATCH', url, { password: '가'.repeat(64) })).statusCode).toBe(200);
  });
});

describe('buyer permissions', () => {
  it('needs PARTNER_READ to read and PARTNER_WRITE to write or reset a password', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'no.partner.b');
    const [b] = await db.select().from(buyer);
    const reset = `/api/employee/customer_password/${b!.id}`;
    expect((await call('GET', '/api/buyer', undefined, agent)).statusCode).toBe(403);
    expect((await call('GET', `/api/buyer/${b!.id}`, undefined, agent)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'PARTNER_READ');
    expect((await call('GET', '/api/buyer', undefined, agent)).statusCode).toBe(200);
    expect((await call('GET', `/api/buyer/${b!.id}`, undefined, agent)).statusCode).toBe(200);
    expect((await call('POST', '/api/buyer', newBuyer('perm-test'), agent)).statusCode).toBe(403);
    expect((await call('PATCH', reset, { password: 'abcd' }, agent)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/buyer/${b!.id}`, undefined, agent)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'PARTNER_WRITE');
    expect((await call('POST', '/api/buyer', newBuyer('perm-test'), agent)).statusCode).toBe(201);
  });

  it('customers get 403 on every staff endpoint, including resetting their own password', async () => {
    const hanbit = await signIn('hanbit', 'demo1234');
    const own = hanbit.accountId;
    const [mine] = await db.select().from(buyer).where(eq(buyer.accountId, own));
    for (const url of ['/api/buyer', '/api/buyer/select', `/api/buyer/${mine!.id}`])
      expect((await call('GET', url, undefined, hanbit)).statusCode).toBe(403);
    expect((await call('POST', '/api/buyer', newBuyer('by-customer'), hanbit)).statusCode).toBe(403);
    const res = await call('PATCH', `/api/employee/customer_password/${mine!.id}`, { password: 'abcd' }, hanbit);
    expect(res.statusCode).toBe(403);
  });
});

describe('sign-up still creates a buyer', () => {
  it('a signed-up customer appears in the buyer list with its username', async () => {
    await signUpAndLogin(app, 'fresh-signup', '새고객사');
    const found = (await call('GET', '/api/buyer?searchFilter=username&searchKeyword=fresh-signup')).json().data
      .content;
    expect(found).toEqual([
      expect.objectContaining({ username: 'fresh-signup', name: '새고객사', tel: '010-1234-5678' }),
    ]);
  });
});
