import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authGroup, buyer, department, employee, employeeAuthGroup, seller } from '../src/db/schema';
import { ADMIN_PASSWORD, employeeWithoutGroups, login, makeApp, type Agent } from './harness';

const ctx = await makeApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);
// No menu authority at all: the pickers are for every employee.
const { agent: plain, employeeId: plainId } = await employeeWithoutGroups(ctx, 'modal.user');
const hanbit = await login(app, 'hanbit', 'demo1234');

const get = (url: string, agent: Agent = plain) => app.inject({ method: 'GET', url, headers: agent.headers() });
const P = '/api/admin/modal_select';
interface PageBody<T> {
  content: T[];
  pageable: { number: number; size: number; totalElements: number; totalPages: number };
}
const page = async <T>(url: string, agent?: Agent) => {
  const res = await get(url, agent);
  expect(res.statusCode).toBe(200);
  return res.json().data as PageBody<T>;
};

describe('seller_modal', () => {
  it('pages sellers in name order with id, sellerName, sellerTel, sellerAddress and searches', async () => {
    const all = await db.select().from(seller);
    const first = await page<Record<string, unknown>>(`${P}/seller_modal?size=3`, admin);
    expect(first.pageable).toMatchObject({ number: 0, size: 3, totalElements: all.length });
    expect(Object.keys(first.content[0]!).sort()).toEqual(['id', 'sellerAddress', 'sellerName', 'sellerTel']);
    const everything = await page<{ sellerName: string }>(`${P}/seller_modal?size=9999`);
    expect(everything.content).toHaveLength(all.length);
    const names = everything.content.map((s) => s.sellerName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byName = await page<{ sellerName: string }>(
      `${P}/seller_modal?searchFilter=sellerName&searchKeyword=${encodeURIComponent('동양')}`,
    );
    expect(byName.content.map((s) => s.sellerName)).toEqual(['동양잉크']);
    const byAddress = await page<{ sellerName: string }>(
      `${P}/seller_modal?searchFilter=sellerAddress&searchKeyword=${encodeURIComponent('안산시')}`,
      admin,
    );
    expect(byAddress.content.map((s) => s.sellerName)).toEqual(['우리끈산업']);
    const byTel = await page<{ sellerName: string }>(
      `${P}/seller_modal?searchFilter=sellerTel&searchKeyword=032-811`,
      admin,
    );
    expect(byTel.content.map((s) => s.sellerName)).toEqual(['동양잉크']);
    expect((await get(`${P}/seller_modal?size=10000`)).statusCode).toBe(400);
    expect((await get(`${P}/seller_modal?searchFilter=remark&searchKeyword=x`)).statusCode).toBe(400);
  });
});

describe('buyer_modal', () => {
  it('answers buyerId, buyerName, buyerTel, buyerAddress (and id) and searches', async () => {
    const rows = await db.select().from(buyer);
    const res = await page<Record<string, unknown>>(`${P}/buyer_modal?size=9999&sort=buyerName,asc`, admin);
    expect(res.content).toHaveLength(rows.length);
    const hanbitRow = rows.find((b) => b.name === '한빛출판')!;
    expect(res.content).toContainEqual({
      id: hanbitRow.id,
      buyerId: hanbitRow.id,
      buyerName: '한빛출판',
      buyerTel: hanbitRow.tel,
      buyerAddress: hanbitRow.address,
    });
    const search = await page<{ buyerName: string }>(
      `${P}/buyer_modal?searchFilter=buyerAddress&searchKeyword=${encodeURIComponent('판교')}`,
      admin,
    );
    expect(search.content.map((b) => b.buyerName)).toEqual(['그린마트']);
    const all = await page<{ buyerName: string }>(
      `${P}/buyer_modal?searchKeyword=${encodeURIComponent('서울')}`,
      admin,
    );
    expect(all.content.map((b) => b.buyerName).sort()).toEqual(['서울카페', '한빛출판'].sort());
  });
});

describe('department', () => {
  it('lists only departments in use', async () => {
    const used = await db.select().from(department).where(eq(department.isUsed, true));
    const res = await page<{ id: number; name: string; color: string; isUsed: boolean }>(`${P}/department?size=9999`);
    expect(res.pageable.totalElements).toBe(used.length);
    expect(res.content.every((d) => d.isUsed)).toBe(true);
    expect(res.content.map((d) => d.name)).not.toContain('품질관리팀');
    expect(Object.keys(res.content[0]!).sort()).toEqual(['color', 'id', 'isUsed', 'name']);
    const search = await page<{ name: string }>(
      `${P}/department?searchFilter=name&searchKeyword=${encodeURIComponent('인쇄')}`,
    );
    expect(search.content.map((d) => d.name)).toEqual(['인쇄팀']);
  });
});

describe('users_connected / users_not_connected', () => {
  it('splits the employees by direct membership of the permission group', async () => {
    const [group] = await db.insert(authGroup).values({ name: '모달 테스트 그룹' }).returning();
    const kim = (await db.select().from(employee).where(eq(employee.name, '김민준')))[0]!;
    await db.insert(employeeAuthGroup).values({ employeeId: kim.id, authGroupId: group!.id });
    const total = (await db.select().from(employee)).length;

    const connected = await page<Record<string, unknown>>(`${P}/users_connected?authGroupId=${group!.id}`);
    expect(connected.content).toEqual([{ id: kim.id, name: '김민준', departmentName: '영업부', positionName: '과장' }]);
    const others = await page<{ id: number; name: string }>(
      `${P}/users_not_connected?authGroupId=${group!.id}&size=9999`,
    );
    expect(others.pageable.totalElements).toBe(total - 1);
    expect(others.content.map((e) => e.id)).not.toContain(kim.id);
    expect(others.content.map((e) => e.id)).toContain(plainId);
    const search = await page<{ name: string }>(
      `${P}/users_not_connected?authGroupId=${group!.id}&searchFilter=departmentName&searchKeyword=${encodeURIComponent('인쇄')}`,
    );
    expect(search.content.map((e) => e.name)).toEqual(['박도윤']);
  });

  it('requires the permission group', async () => {
    const res = await get(`${P}/users_connected`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ authGroupId: { isError: true, defaultMessage: '권한 그룹을 선택해주세요.' } });
    expect((await get(`${P}/users_not_connected?authGroupId=abc`)).statusCode).toBe(400);
  });
});

describe('managers_of_business_partner', () => {
  it('lists employees of departments in use who have not resigned, with department and tel', async () => {
    const [unused] = await db.select().from(department).where(eq(department.name, '품질관리팀'));
    const jung = (await db.select().from(employee).where(eq(employee.name, '정시우')))[0]!;
    const choi = (await db.select().from(employee).where(eq(employee.name, '최하은')))[0]!;
    await db.update(employee).set({ departmentId: unused!.id }).where(eq(employee.id, jung.id));
    await db.update(employee).set({ dateResigned: '2020-01-31' }).where(eq(employee.id, choi.id));
    const res = await page<{ id: number; name: string; departmentName: string; tel: string }>(
      `${P}/managers_of_business_partner?size=9999`,
      admin,
    );
    const names = res.content.map((e) => e.name);
    expect(names).toContain('김민준');
    expect(names).not.toContain('정시우');
    expect(names).not.toContain('최하은');
    expect(res.content.find((e) => e.name === '김민준')).toEqual({
      id: expect.any(Number),
      name: '김민준',
      departmentName: '영업부',
      tel: '010-2345-1001',
    });
    const byTel = await page<{ name: string }>(
      `${P}/managers_of_business_partner?searchFilter=tel&searchKeyword=2345-1003`,
      admin,
    );
    expect(byTel.content.map((e) => e.name)).toEqual(['박도윤']);
  });
});

describe('access', () => {
  it('any employee may read every picker; customers get 403; anonymous 401', async () => {
    const urls = [
      'seller_modal',
      'buyer_modal',
      'department',
      'users_connected?authGroupId=1',
      'users_not_connected?authGroupId=1',
      'managers_of_business_partner',
    ].map((u) => `${P}/${u}`);
    for (const url of urls) {
      expect((await get(url, plain)).statusCode).toBe(200);
      expect((await get(url, admin)).statusCode).toBe(200);
      expect((await get(url, hanbit)).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
