import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { code, codeCategory, employee } from '../src/db/schema';
import { ADMIN_PASSWORD, employeeWithoutGroups, grantAuthority, login, makeApp, signUpAndLogin } from './harness';

const ctx = await makeApp({ demo: false });
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);
const P = '/api/admin/cm/code';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, agent = admin) =>
  app.inject({ method, url, headers: agent.headers(), ...(payload ? { payload } : {}) });

const categoryRow = async (id: number) => (await db.select().from(codeCategory).where(eq(codeCategory.id, id)))[0];
const codeRow = async (id: number) => (await db.select().from(code).where(eq(code.id, id)))[0];
const positionCategory = async () =>
  (await db.select().from(codeCategory).where(eq(codeCategory.name, 'position')))[0]!;

describe('code categories', () => {
  it('lists every category with its codes; the seeded ones are reference categories with protected codes', async () => {
    const res = await call('GET', P);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      name: string;
      isReference: boolean;
      codes: { name: string; isDeletable: boolean; isUsed: boolean }[];
    }[];
    expect(data.map((c) => c.name)).toEqual(
      expect.arrayContaining(['position', 'deliveryType', 'quality', 'itemUnit']),
    );
    const position = data.find((c) => c.name === 'position')!;
    expect(position.isReference).toBe(true);
    expect(position.codes.map((c) => c.name)).toEqual(['사원', '주임', '대리', '과장', '차장', '부장', '이사', '대표']);
    expect(position.codes.every((c) => !c.isDeletable && c.isUsed)).toBe(true);
    expect(data.find((c) => c.name === 'deliveryType')!.codes.map((c) => c.name)).toContain('택배');
  });

  it('creates, renames and deletes a category', async () => {
    const created = await call('POST', `${P}/category`, { name: '  제본 방식  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      data: { name: '제본 방식', isReference: false, codes: [] },
      message: '제본 방식 코드 분류가 생성되었습니다.',
    });
    const id = created.json().data.id as number;
    expect(await categoryRow(id)).toMatchObject({ name: '제본 방식' });

    const renamed = await call('PUT', `${P}/category`, { id, name: '제본 종류' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      data: { id, name: '제본 종류' },
      message: '제본 종류 코드 분류가 수정되었습니다.',
    });
    expect(await categoryRow(id)).toMatchObject({ name: '제본 종류' });

    const deleted = await call('DELETE', `${P}/category/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: null, message: '제본 종류 코드 분류가 삭제되었습니다.' });
    expect(await categoryRow(id)).toBeUndefined();
  });

  it('answers field errors with the spec messages and saves nothing', async () => {
    const before = (await db.select().from(codeCategory)).length;
    const empty = await call('POST', `${P}/category`, { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ name: { isError: true, defaultMessage: '필수 입력 항목입니다.' } });
    const long = await call('POST', `${P}/category`, { name: '가'.repeat(256) });
    expect(long.json()).toEqual({ name: { isError: true, defaultMessage: '255자 이내로 입력해주세요.' } });
    const duplicate = await call('POST', `${P}/category`, { name: 'position' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ name: { isError: true, defaultMessage: '이미 등록된 코드 분류명입니다.' } });
    const extra = await call('POST', `${P}/category`, { name: '가', isReference: true });
    expect(extra.json().isReference.defaultMessage).toBe('허용되지 않는 항목입니다.');
    expect((await db.select().from(codeCategory)).length).toBe(before);
  });

  it('refuses renaming onto another name, and renaming or deleting a reference category', async () => {
    const a = (await call('POST', `${P}/category`, { name: '가공 A' })).json().data;
    await call('POST', `${P}/category`, { name: '가공 B' });
    const clash = await call('PUT', `${P}/category`, { id: a.id, name: '가공 B' });
    expect(clash.json()).toEqual({ name: { isError: true, defaultMessage: '이미 등록된 코드 분류명입니다.' } });

    const position = await positionCategory();
    const rename = await call('PUT', `${P}/category`, { id: position.id, name: '직위' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toMatchObject({
      errorCode: 'CODE_CATEGORY_PROTECTED',
      errorMessage: '기본 코드 분류는 이름을 바꿀 수 없습니다.',
      isAlert: true,
    });
    const del = await call('DELETE', `${P}/category/${position.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({
      errorCode: 'CODE_CATEGORY_PROTECTED',
      errorMessage: '기본 코드 분류는 삭제할 수 없습니다.',
    });
    expect(await categoryRow(position.id)).toMatchObject({ name: 'position' });
  });

  it('refuses deleting a category that still has codes', async () => {
    const cat = (await call('POST', `${P}/category`, { name: '코팅 종류' })).json().data;
    const c = (await call('POST', `${P}/code`, { codeCategoryId: cat.id, name: '유광' })).json().data;
    const res = await call('DELETE', `${P}/category/${cat.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'CODE_CATEGORY_IN_USE',
      errorMessage: '코드가 등록된 분류는 삭제할 수 없습니다. 코드를 먼저 삭제해주세요.',
    });
    expect(await categoryRow(cat.id)).toBeDefined();
    await call('DELETE', `${P}/code/${c.id}`);
    expect((await call('DELETE', `${P}/category/${cat.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for a missing category', async () => {
    expect((await call('PUT', `${P}/category`, { id: 999999, name: 'x' })).statusCode).toBe(404);
    const del = await call('DELETE', `${P}/category/999999`);
    expect(del.statusCode).toBe(404);
    expect(del.json().errorMessage).toBe('코드 분류를 찾을 수 없습니다.');
  });
});

describe('codes', () => {
  it('creates a deletable code with defaults, reads, updates and deletes it', async () => {
    const cat = (await call('POST', `${P}/category`, { name: '접지 방식' })).json().data;
    const created = await call('POST', `${P}/code`, { codeCategoryId: cat.id, name: ' 2단 접지 ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      data: { codeCategoryId: cat.id, name: '2단 접지', isUsed: true, isDeletable: true, remark: '' },
      message: '2단 접지 코드가 생성되었습니다.',
    });
    const id = created.json().data.id as number;
    expect(await codeRow(id)).toMatchObject({ name: '2단 접지', isUsed: true, isDeletable: true, remark: '' });

    const one = await call('GET', `${P}/code/${id}`);
    expect(one.json().data).toMatchObject({ id, name: '2단 접지' });
    const list = await call('GET', `${P}/code?categoryId=${cat.id}`);
    expect(list.json().data.map((c: { id: number }) => c.id)).toEqual([id]);
    const all = (await call('GET', P)).json().data as { id: number; codes: { id: number }[] }[];
    expect(all.find((c) => c.id === cat.id)!.codes.map((c) => c.id)).toEqual([id]);

    const updated = await call('PUT', `${P}/code`, { id, name: '3단 접지', isUsed: false, remark: '대문 접지 포함' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      data: { id, name: '3단 접지', isUsed: false, remark: '대문 접지 포함', isDeletable: true },
      message: '3단 접지 코드가 수정되었습니다.',
    });
    expect(await codeRow(id)).toMatchObject({ name: '3단 접지', isUsed: false, remark: '대문 접지 포함' });

    const deleted = await call('DELETE', `${P}/code/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: null, message: '3단 접지 코드가 삭제되었습니다.' });
    expect(await codeRow(id)).toBeUndefined();
    expect((await call('GET', `${P}/code/${id}`)).statusCode).toBe(404);
  });

  it('answers field errors with the spec messages and saves nothing', async () => {
    const position = await positionCategory();
    const before = (await db.select().from(code)).length;
    const empty = await call('POST', `${P}/code`, { codeCategoryId: position.id, name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ name: { isError: true, defaultMessage: '필수 입력 항목입니다.' } });
    const long = await call('POST', `${P}/code`, { codeCategoryId: position.id, name: '가'.repeat(256) });
    expect(long.json()).toEqual({ name: { isError: true, defaultMessage: '255자 이내로 입력해주세요.' } });
    const remark = await call('POST', `${P}/code`, {
      codeCategoryId: position.id,
      name: '가',
      remark: 'x'.repeat(256),
    });
    expect(remark.json()).toEqual({ remark: { isError: true, defaultMessage: '255자 이내로 입력해주세요.' } });
    const noCategory = await call('POST', `${P}/code`, { name: '가' });
    expect(noCategory.json()).toEqual({
      codeCategoryId: { isError: true, defaultMessage: '코드 분류를 선택해주세요.' },
    });
    const forged = await call('POST', `${P}/code`, { codeCategoryId: position.id, name: '가', isDeletable: false });
    expect(forged.json().isDeletable.defaultMessage).toBe('허용되지 않는 항목입니다.');
    const missingCategory = await call('POST', `${P}/code`, { codeCategoryId: 999999, name: '가' });
    expect(missingCategory.statusCode).toBe(404);
    expect((await call('PUT', `${P}/code`, { id: 1, name: '' })).json()).toEqual({
      name: { isError: true, defaultMessage: '필수 입력 항목입니다.' },
    });
    expect((await db.select().from(code)).length).toBe(before);
    expect((await call('GET', `${P}/code?categoryId=abc`)).statusCode).toBe(400);
    expect((await call('GET', `${P}/code?categoryId=999999`)).statusCode).toBe(404);
  });

  it('protects seeded codes: no delete, no change of the use flag; the name and remark stay editable', async () => {
    const [staff] = await db.select().from(code).where(eq(code.name, '사원'));
    const del = await call('DELETE', `${P}/code/${staff!.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({
      errorCode: 'CODE_NOT_DELETABLE',
      errorMessage: '기본 코드는 삭제할 수 없습니다.',
      isAlert: true,
    });
    const unuse = await call('PUT', `${P}/code`, { id: staff!.id, name: '사원', isUsed: false, remark: '' });
    expect(unuse.statusCode).toBe(400);
    expect(unuse.json()).toEqual({
      isUsed: { isError: true, defaultMessage: '기본 코드는 사용 여부를 바꿀 수 없습니다.' },
    });
    const remark = await call('PUT', `${P}/code`, { id: staff!.id, name: '사원', isUsed: true, remark: '신입 포함' });
    expect(remark.statusCode).toBe(200);
    expect(await codeRow(staff!.id)).toMatchObject({
      name: '사원',
      isUsed: true,
      isDeletable: false,
      remark: '신입 포함',
    });
  });

  it('refuses deleting a code another record still uses', async () => {
    const position = await positionCategory();
    const c = (await call('POST', `${P}/code`, { codeCategoryId: position.id, name: '실장' })).json().data;
    const [adminRow] = await db.select().from(employee);
    await db.update(employee).set({ positionId: c.id }).where(eq(employee.id, adminRow!.id));
    const res = await call('DELETE', `${P}/code/${c.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'CODE_IN_USE',
      errorMessage: '사용 중인 코드는 삭제할 수 없습니다. 사용 안 함으로 바꿔주세요.',
    });
    expect(await codeRow(c.id)).toBeDefined();
    await db.update(employee).set({ positionId: null }).where(eq(employee.id, adminRow!.id));
  });

  it('keeps the getCode select query answering from the same codes', async () => {
    const cat = (await call('GET', P)).json().data.find((c: { name: string }) => c.name === 'deliveryType');
    await call('POST', `${P}/code`, { codeCategoryId: cat.id, name: '해외 배송', isUsed: false });
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: admin.headers(),
      payload: { query: '{ getCode(codeName: "deliveryType") { name isUsed } }' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.getCode).toContainEqual({ name: '해외 배송', isUsed: false });
    expect(res.json().data.getCode[0]).toEqual({ name: '택배', isUsed: true });
  });
});

describe('code permissions', () => {
  it('needs COMMON_READ to read and COMMON_WRITE to write; customers are refused', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'code-nobody');
    expect((await call('GET', P, undefined, agent)).statusCode).toBe(403);
    expect((await call('POST', `${P}/category`, { name: '권한 확인' }, agent)).statusCode).toBe(403);

    await grantAuthority(ctx, employeeId, 'COMMON_READ');
    expect((await call('GET', P, undefined, agent)).statusCode).toBe(200);
    expect((await call('GET', `${P}/code/1`, undefined, agent)).statusCode).toBe(200);
    const write = await call('POST', `${P}/category`, { name: '권한 확인' }, agent);
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ errorCode: 'FORBIDDEN', errorMessage: '접근 권한이 없습니다.' });
    expect((await call('DELETE', `${P}/code/1`, undefined, agent)).statusCode).toBe(403);

    await grantAuthority(ctx, employeeId, 'COMMON_WRITE');
    const created = await call('POST', `${P}/category`, { name: '권한 확인' }, agent);
    expect(created.statusCode).toBe(201);

    const customer = await signUpAndLogin(app, 'code-customer');
    expect((await call('GET', P, undefined, customer)).statusCode).toBe(403);
    expect((await call('POST', `${P}/code`, { codeCategoryId: 1, name: 'x' }, customer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: P })).statusCode).toBe(401);
  });
});
