import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seller } from '../src/db/schema';
import { ADMIN_PASSWORD, employeeWithoutGroups, grantAuthority, login, makeApp, type Agent } from './harness';

const ctx = await makeApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, agent: Agent = admin) =>
  app.inject({ method, url, headers: agent.headers(), ...(payload ? { payload } : {}) });

const valid = {
  sellerName: '테스트제지',
  sellerTel: '02-111-2222',
  sellerAddress: '서울특별시 중구 을지로 1',
  sellerChargerName: '홍길동',
};
const rowOf = async (id: number) => (await db.select().from(seller).where(eq(seller.id, id)))[0];

describe('seller CRUD', () => {
  it('creates with optional fields empty, reads, updates and deletes with Korean messages', async () => {
    const created = await call('POST', '/api/seller', valid);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      data: { ...valid, sellerChargerTel: '', sellerFax: '', sellerEmail: '', remark: '' },
      message: '테스트제지 매입처가 등록되었습니다.',
    });
    const id = created.json().data.id as number;
    expect(await rowOf(id)).toMatchObject({ ...valid, sellerFax: '' });

    const read = await call('GET', `/api/seller/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id, ...valid, createdAt: expect.any(String) });

    const full = {
      id,
      sellerName: ' 테스트제지2 ',
      sellerTel: '02-333-4444',
      sellerAddress: '경기도 파주시 회동길 1',
      sellerChargerName: '김철수',
      sellerChargerTel: '010-1111-2222',
      sellerFax: '02-333-4445',
      sellerEmail: 'paper@test.example',
      remark: '월말 정산',
    };
    const updated = await call('PUT', '/api/seller', full);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe('테스트제지2 매입처가 수정되었습니다.');
    expect(await rowOf(id)).toMatchObject({ ...full, sellerName: '테스트제지2' });

    const deleted = await call('DELETE', `/api/seller/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: null, message: '테스트제지2 매입처가 삭제되었습니다.' });
    expect(await rowOf(id)).toBeUndefined();
    const gone = await call('GET', `/api/seller/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: '매입처를 찾을 수 없습니다.' });
  });

  it('answers each required field with its own message and saves nothing', async () => {
    const before = (await db.select().from(seller)).length;
    const res = await call('POST', '/api/seller', {
      sellerName: ' ',
      sellerTel: '',
      sellerAddress: '',
      sellerChargerName: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      sellerName: { isError: true, defaultMessage: '매입처명을 입력해주세요.' },
      sellerTel: { isError: true, defaultMessage: '전화번호를 입력해주세요.' },
      sellerAddress: { isError: true, defaultMessage: '주소를 입력해주세요.' },
      sellerChargerName: { isError: true, defaultMessage: '담당자명을 입력해주세요.' },
    });
    const missing = await call('POST', '/api/seller', {});
    expect(missing.json().sellerName.defaultMessage).toBe('매입처명을 입력해주세요.');
    expect((await db.select().from(seller)).length).toBe(before);
  });

  it('limits lengths: 255 for each field, 1024 for the remark; checks the e-mail', async () => {
    const long = '가'.repeat(256);
    const res = await call('POST', '/api/seller', {
      sellerName: long,
      sellerTel: long,
      sellerAddress: long,
      sellerChargerName: long,
      sellerChargerTel: long,
      sellerFax: long,
      sellerEmail: `${'a'.repeat(250)}@x.com`,
      remark: '가'.repeat(1025),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    for (const f of [
      'sellerName',
      'sellerTel',
      'sellerAddress',
      'sellerChargerName',
      'sellerChargerTel',
      'sellerFax',
      'sellerEmail',
    ])
      expect(body[f]).toEqual({ isError: true, defaultMessage: '255자 이내로 입력해주세요.' });
    expect(body.remark).toEqual({ isError: true, defaultMessage: '1024자 이내로 입력해주세요.' });
    const okRemark = await call('POST', '/api/seller', { ...valid, remark: '가'.repeat(1024) });
    expect(okRemark.statusCode).toBe(201);
    const email = await call('POST', '/api/seller', { ...valid, sellerEmail: 'not-an-email' });
    expect(email.json()).toEqual({
      sellerEmail: { isError: true, defaultMessage: '이메일 형식이 올바르지 않습니다.' },
    });
    const extra = await call('POST', '/api/seller', { ...valid, id: 5 });
    expect(extra.json()).toEqual({ id: { isError: true, defaultMessage: '허용되지 않는 항목입니다.' } });
  });

  it('updating or deleting a missing seller is a 404', async () => {
    expect((await call('PUT', '/api/seller', { id: 999999, ...valid })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/seller/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/seller/abc')).statusCode).toBe(400);
  });
});

describe('seller list', () => {
  it('pages, sorts and searches every filter', async () => {
    for (const [i, name] of ['가람지업', '나래지업', '다솜지업'].entries())
      await call('POST', '/api/seller', {
        sellerName: name,
        sellerTel: `031-700-000${i}`,
        sellerAddress: `경기도 고양시 일산로 ${i}`,
        sellerChargerName: `담당${i}`,
        sellerChargerTel: `010-7000-000${i}`,
      });
    const page = (await call('GET', '/api/seller?page=0&size=2&sort=sellerName,asc')).json().data;
    expect(page.content.map((s: { sellerName: string }) => s.sellerName)).toEqual(['가람지업', '나래지업']);
    expect(page.pageable).toMatchObject({ number: 0, size: 2 });
    expect(page.pageable.totalPages).toBe(Math.ceil(page.pageable.totalElements / 2));

    const search = async (filter: string, keyword: string) =>
      (await call('GET', `/api/seller?searchFilter=${filter}&searchKeyword=${encodeURIComponent(keyword)}`)).json().data
        .content as { sellerName: string }[];
    expect((await search('sellerName', '나래')).map((s) => s.sellerName)).toEqual(['나래지업']);
    expect((await search('sellerTel', '031-700-0002')).map((s) => s.sellerName)).toEqual(['다솜지업']);
    expect((await search('sellerAddress', '일산로 0')).map((s) => s.sellerName)).toEqual(['가람지업']);
    expect((await search('sellerChargerName', '담당1')).map((s) => s.sellerName)).toEqual(['나래지업']);
    expect((await search('sellerChargerTel', '7000-0002')).map((s) => s.sellerName)).toEqual(['다솜지업']);
    expect((await search('all', '다솜')).map((s) => s.sellerName)).toEqual(['다솜지업']);
    expect((await search('all', '010-7000')).length).toBe(3);
  });

  it('refuses unknown sort and search fields', async () => {
    expect((await call('GET', '/api/seller?sort=remark,asc')).json()).toMatchObject({ errorCode: 'INVALID_SORT' });
    expect((await call('GET', '/api/seller?searchFilter=remark&searchKeyword=x')).json()).toMatchObject({
      errorCode: 'INVALID_SEARCH_FILTER',
    });
  });

  it('select lists every seller by name for any employee, the phone only for partner readers', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'seller.picker');
    const all = await db.select().from(seller);
    const select = await call('GET', '/api/seller/select', undefined, agent);
    expect(select.statusCode).toBe(200);
    const items = select.json().data as { id: number; sellerName: string }[];
    expect(items).toHaveLength(all.length);
    expect(Object.keys(items[0]!).sort()).toEqual(['id', 'sellerName']);
    const names = items.map((s) => s.sellerName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    await grantAuthority(ctx, employeeId, 'PARTNER_READ');
    const withTel = (await call('GET', '/api/seller/select', undefined, agent)).json().data as object[];
    expect(Object.keys(withTel[0]!).sort()).toEqual(['id', 'sellerName', 'sellerTel']);
  });

  it('all_read_seller gives whole records to partner readers only', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'seller.all');
    expect((await call('GET', '/api/seller/all_read_seller', undefined, agent)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'PARTNER_READ');
    const full = await call('GET', '/api/seller/all_read_seller', undefined, agent);
    expect(full.statusCode).toBe(200);
    expect(full.json().data).toHaveLength((await db.select().from(seller)).length);
    expect(full.json().data[0]).toHaveProperty('sellerAddress');
  });
});

describe('seller permissions', () => {
  it('needs PARTNER_READ to read and PARTNER_WRITE to write', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'no.partner');
    expect((await call('GET', '/api/seller', undefined, agent)).statusCode).toBe(403);
    expect((await call('POST', '/api/seller', valid, agent)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'PARTNER_READ');
    expect((await call('GET', '/api/seller', undefined, agent)).statusCode).toBe(200);
    const [one] = await db.select().from(seller);
    expect((await call('GET', `/api/seller/${one!.id}`, undefined, agent)).statusCode).toBe(200);
    expect((await call('POST', '/api/seller', valid, agent)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/seller/${one!.id}`, undefined, agent)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'PARTNER_WRITE');
    expect((await call('POST', '/api/seller', valid, agent)).statusCode).toBe(201);
  });

  it('demo sales staff (영업부) may manage sellers; printing staff may not', async () => {
    const kim = await login(app, 'kim.sales', 'demo1234');
    expect((await call('POST', '/api/seller', valid, kim)).statusCode).toBe(201);
    const park = await login(app, 'park.print', 'demo1234');
    expect((await call('GET', '/api/seller', undefined, park)).statusCode).toBe(403);
    expect((await call('GET', '/api/seller/select', undefined, park)).statusCode).toBe(200);
  });

  it('customers get 403 everywhere, anonymous callers 401', async () => {
    const hanbit = await login(app, 'hanbit', 'demo1234');
    for (const url of ['/api/seller', '/api/seller/select', '/api/seller/all_read_seller'])
      expect((await call('GET', url, undefined, hanbit)).statusCode).toBe(403);
    expect((await call('POST', '/api/seller', valid, hanbit)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/seller' })).statusCode).toBe(401);
  });
});

describe('GraphQL getSellerSelectList', () => {
  it('answers id and name for employees and refuses customers', async () => {
    const kim = await login(app, 'kim.sales', 'demo1234');
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: kim.headers(),
      payload: { query: '{ getSellerSelectList { id sellerName } }' },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.getSellerSelectList as { id: number; sellerName: string }[];
    expect(list.length).toBe((await db.select().from(seller)).length);
    expect(list).toContainEqual({ id: expect.any(Number), sellerName: '대한제지' });
    const hanbit = await login(app, 'hanbit', 'demo1234');
    const refused = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: hanbit.headers(),
      payload: { query: '{ getSellerSelectList { id } }' },
    });
    expect(refused.json().errors[0].message).toBe('접근 권한이 없습니다.');
  });
});
