import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MODAL_SELECT_PATHS as M } from '@scm/contract';
import { employee, seller } from '../src/db/schema';
import { employeeWithoutGroups, grantAuthority, login, type Agent } from './harness';
import { employeesFixture } from './employees-fixture';

const { admin, app, create, ctx, db, employeeRow, form, send, valid } = await employeesFixture();

// Least privilege (issue 8, defect 9): each answer carries only what its caller may see.

const get = async <T>(agent: Agent, url: string) => {
  const res = await send(agent, 'GET', url);
  expect(res.statusCode, url).toBe(200);
  return res.json().data as T;
};
const page = async (agent: Agent, url: string) =>
  (await get<{ content: Record<string, unknown>[] }>(agent, url)).content;
const keysOf = (rows: Record<string, unknown>[]) => [...new Set(rows.flatMap((r) => Object.keys(r)))].sort();
const HR = {
  address: '서울시 마포구 비밀로 1',
  salaryAccount: '국민 999-99-9999',
  emergencyContact: '010-9999-1111 (모)',
};

describe('seller contact data', () => {
  it('all_read_seller needs the partner read authority; the pickers give a stranger names only', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'priv.seller');
    expect((await send(agent, 'GET', '/api/seller/all_read_seller')).statusCode).toBe(403);
    expect(keysOf(await get(agent, '/api/seller/select'))).toEqual(['id', 'sellerName']);
    expect(keysOf(await page(agent, `${M.seller}?size=9999`))).toEqual(['id', 'sellerName']);
    // A search or sort by phone or address would reveal them digit by digit.
    expect((await send(agent, 'GET', `${M.seller}?searchFilter=sellerTel&searchKeyword=032`)).statusCode).toBe(400);
    expect((await send(agent, 'GET', `${M.seller}?sort=sellerAddress,asc`)).statusCode).toBe(400);
    const [one] = await db.select().from(seller).where(eq(seller.sellerName, '동양잉크'));
    expect(await page(agent, `${M.seller}?searchKeyword=${one!.sellerTel}`)).toEqual([]);

    await grantAuthority(ctx, employeeId, 'PARTNER_READ');
    expect((await get<unknown[]>(agent, '/api/seller/all_read_seller'))[0]).toHaveProperty('sellerEmail');
    expect(keysOf(await get(agent, '/api/seller/select'))).toEqual(['id', 'sellerName', 'sellerTel']);
    expect(keysOf(await page(agent, M.seller))).toEqual(['id', 'sellerAddress', 'sellerName', 'sellerTel']);
  });

  it('order writers see partner contacts in the pickers (they copy them onto shopping-bag orders)', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'priv.order');
    await grantAuthority(ctx, employeeId, 'ORDER_READ');
    expect(keysOf(await page(agent, M.buyer))).toEqual(['buyerId', 'buyerName', 'id']);
    await grantAuthority(ctx, employeeId, 'ORDER_WRITE');
    expect(keysOf(await page(agent, M.buyer))).toEqual(['buyerAddress', 'buyerId', 'buyerName', 'buyerTel', 'id']);
    expect((await send(agent, 'GET', '/api/seller/all_read_seller')).statusCode).toBe(403);
  });
});

describe('buyer and manager pickers', () => {
  it('carry no phone numbers or addresses for an employee without the authority', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'priv.picker');
    expect(keysOf(await page(agent, `${M.buyer}?size=9999`))).toEqual(['buyerId', 'buyerName', 'id']);
    expect(keysOf(await get(agent, '/api/buyer/select'))).toEqual(['id', 'name']);
    expect((await send(agent, 'GET', `${M.buyer}?searchFilter=buyerTel&searchKeyword=02`)).statusCode).toBe(400);
    const managers = await page(agent, `${M.managersOfBusinessPartner}?size=9999`);
    expect(managers.length).toBeGreaterThan(0);
    expect(keysOf(managers)).toEqual(['departmentName', 'id', 'name']);
    expect(
      (await send(agent, 'GET', `${M.managersOfBusinessPartner}?searchFilter=tel&searchKeyword=010`)).statusCode,
    ).toBe(400);
    expect(await page(agent, `${M.managersOfBusinessPartner}?searchKeyword=2345-1001`)).toEqual([]);
    const gql = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: agent.headers(),
      payload: { query: '{ getEmployeeSelectList { id name dateResigned } getSellerSelectList { id sellerName } }' },
    });
    expect(gql.statusCode).toBe(200);
    expect(JSON.stringify(gql.json())).not.toMatch(/010-|tel/i);

    await grantAuthority(ctx, employeeId, 'COMMON_READ');
    expect(keysOf(await page(agent, M.managersOfBusinessPartner))).toEqual(['departmentName', 'id', 'name', 'tel']);
    expect(keysOf(await page(agent, M.buyer))).toEqual(['buyerId', 'buyerName', 'id']);
  });

  it('admin sees every contact field', async () => {
    expect(keysOf(await page(admin, M.buyer))).toEqual(['buyerAddress', 'buyerId', 'buyerName', 'buyerTel', 'id']);
    expect(keysOf(await page(admin, M.managersOfBusinessPartner))).toEqual(['departmentName', 'id', 'name', 'tel']);
  });
});

describe('employee HR data', () => {
  it('is hidden from a colleague with COMMON_READ, shown to the employee themself and to HR', async () => {
    const target = await create({ ...HR, name: '인사대상' });
    // 김민준 (영업부) reads common data but holds no HR authority.
    const kim = await login(app, 'kim.sales', 'demo1234');
    const seen = await get<Record<string, unknown>>(kim, `/api/employee/${target.id}`);
    expect(seen).toMatchObject({ name: '인사대상', tel: '010-1111-2222', address: null, salaryAccount: null });
    expect(seen.emergencyContact).toBeNull();
    expect(JSON.stringify(await get(kim, '/api/employee?size=100'))).not.toContain(HR.salaryAccount);

    const [kimRow] = await db.select().from(employee).where(eq(employee.name, '김민준'));
    expect(await get(kim, `/api/employee/${kimRow!.id}`)).toMatchObject({ salaryAccount: kimRow!.salaryAccount });
    const mine = await get<Record<string, unknown>>(kim, `/api/mypage/${kimRow!.id}`);
    expect(mine).toMatchObject({ address: kimRow!.address, salaryAccount: kimRow!.salaryAccount });
    expect(mine.emergencyContact).toBe(kimRow!.emergencyContact);

    // 한지민 (관리부) holds the demo group ‹전체 관리›, which has the HR authority; so does admin.
    const han = await login(app, 'han.account', 'demo1234');
    expect(await get(han, `/api/employee/${target.id}`)).toMatchObject(HR);
    expect(await get(admin, `/api/employee/${target.id}`)).toMatchObject(HR);

    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'priv.hr');
    await grantAuthority(ctx, employeeId, 'COMMON_READ');
    expect(await get(agent, `/api/employee/${target.id}`)).toMatchObject({ address: null });
    await grantAuthority(ctx, employeeId, 'HR_MANAGE');
    expect(await get(agent, `/api/employee/${target.id}`)).toMatchObject(HR);
  });

  it('a COMMON_WRITE holder without HR edits the rest but cannot change or wipe HR data', async () => {
    const target = await create({ ...HR, name: '수정대상' });
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'priv.writer');
    await grantAuthority(ctx, employeeId, 'COMMON_WRITE');
    const base = { ...valid(), id: target.id, username: target.username, name: '수정됨' };
    delete (base as { password?: string }).password;
    delete (base as { password2?: string }).password2;

    // The form without the HR fields: the rest changes, the HR data stays as saved.
    const saved = await send(agent, 'PUT', '/api/employee', form(base));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ name: '수정됨', address: null, salaryAccount: null });
    expect(await employeeRow(target.id)).toMatchObject({ ...HR, name: '수정됨' });

    for (const attempt of [{ salaryAccount: '' }, { address: '다른 주소' }, { emergencyContact: '010-0000-0000' }]) {
      const res = await send(agent, 'PUT', '/api/employee', form({ ...base, ...attempt }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: 'HR_FORBIDDEN', errorMessage: expect.stringContaining('인사') });
    }
    expect(await employeeRow(target.id)).toMatchObject(HR);
    // JSON clients alike; a new colleague's HR data likewise needs the authority.
    expect((await send(agent, 'PUT', '/api/employee', { ...base, address: '' })).statusCode).toBe(403);
    expect((await send(agent, 'POST', '/api/employee', form(valid({ salaryAccount: '1' })))).statusCode).toBe(403);
    const plain = await send(agent, 'POST', '/api/employee', form(valid({ name: '신입' })));
    expect(plain.statusCode).toBe(201);
    expect(await employeeRow(plain.json().data.id as number)).toMatchObject({ address: '', salaryAccount: '' });

    await grantAuthority(ctx, employeeId, 'HR_MANAGE');
    const hr = await send(agent, 'PUT', '/api/employee', form({ ...base, salaryAccount: '신한 1-2-3' }));
    expect(hr.statusCode).toBe(200);
    expect(await employeeRow(target.id)).toMatchObject({ salaryAccount: '신한 1-2-3', address: HR.address });
  });

  it('admin edits HR data of anyone', async () => {
    const target = await create({ name: '관리자수정' });
    const res = await send(
      admin,
      'PUT',
      '/api/employee',
      form({ ...valid(), id: target.id, username: target.username, password: undefined, password2: undefined, ...HR }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject(HR);
  });
});
