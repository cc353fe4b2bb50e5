import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { department, employee } from '../src/db/schema';
import { ADMIN_PASSWORD, login, makeApp } from './harness';

const ctx = await makeApp({ demo: false });
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: admin.headers(), ...(payload ? { payload } : {}) });

describe('department CRUD', () => {
  it('creates with defaults and the spec message, reads, updates and deletes', async () => {
    const created = await call('POST', '/api/department', { name: '인쇄1팀' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      data: { name: '인쇄1팀', color: '#333', isUsed: true },
      message: '인쇄1팀 부서가 생성되었습니다.',
    });
    const id = created.json().data.id as number;
    expect((await db.select().from(department).where(eq(department.id, id)))[0]).toMatchObject({
      name: '인쇄1팀',
      color: '#333',
    });

    const read = await call('GET', `/api/department/${id}`);
    expect(read.json().data).toMatchObject({ id, name: '인쇄1팀' });

    const updated = await call('PUT', '/api/department', { id, name: '인쇄2팀', color: '#FF0000', isUsed: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe('인쇄2팀 부서가 수정되었습니다.');
    expect((await db.select().from(department).where(eq(department.id, id)))[0]).toMatchObject({
      name: '인쇄2팀',
      color: '#FF0000',
      isUsed: false,
    });

    const deleted = await call('DELETE', `/api/department/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('인쇄2팀 부서가 삭제되었습니다.');
    expect(await db.select().from(department).where(eq(department.id, id))).toHaveLength(0);
    expect((await call('GET', `/api/department/${id}`)).statusCode).toBe(404);
  });

  it('answers field errors with the spec messages and saves nothing', async () => {
    const before = (await db.select().from(department)).length;
    const empty = await call('POST', '/api/department', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ name: { isError: true, defaultMessage: '필수 입력 항목입니다.' } });
    const long = await call('POST', '/api/department', { name: '가'.repeat(256) });
    expect(long.json()).toEqual({ name: { isError: true, defaultMessage: '255자 이내로 입력해주세요.' } });
    const color = await call('POST', '/api/department', { name: '색', color: 'red' });
    expect(color.json().color.defaultMessage).toContain('색상');
    expect((await db.select().from(department)).length).toBe(before);
  });

  it('keeps a department that still has employees, with a Korean message', async () => {
    const d = (await call('POST', '/api/department', { name: '사용중부서' })).json().data;
    const [adminRow] = await db.select().from(employee);
    await db.update(employee).set({ departmentId: d.id }).where(eq(employee.id, adminRow!.id));
    const res = await call('DELETE', `/api/department/${d.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'DEPARTMENT_IN_USE', isAlert: true });
    await db.update(employee).set({ departmentId: null }).where(eq(employee.id, adminRow!.id));
  });

  it('updating or deleting a missing department is a 404', async () => {
    expect((await call('PUT', '/api/department', { id: 999999, name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/department/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/department/abc')).statusCode).toBe(400);
  });
});

describe('department list: paging, sort, search whitelist', () => {
  it('pages, sorts and searches', async () => {
    for (const name of ['가공팀', '나염팀', '다림팀', '라벨팀', '마감팀'])
      await call('POST', '/api/department', { name, color: '#123456' });
    const page = await call('GET', '/api/department?page=0&size=2&sort=name,asc');
    expect(page.statusCode).toBe(200);
    const body = page.json().data;
    expect(body.content.map((d: { name: string }) => d.name)).toEqual(['가공팀', '나염팀']);
    expect(body.pageable).toMatchObject({ number: 0, size: 2 });
    expect(body.pageable.totalPages).toBe(Math.ceil(body.pageable.totalElements / 2));
    const second = (await call('GET', '/api/department?page=1&size=2&sort=name,asc')).json().data;
    expect(second.content[0].name).toBe('다림팀');

    const byName = (
      await call('GET', `/api/department?searchFilter=name&searchKeyword=${encodeURIComponent('라벨')}`)
    ).json().data;
    expect(byName.content.map((d: { name: string }) => d.name)).toEqual(['라벨팀']);
    const byColor = (await call('GET', '/api/department?searchFilter=color&searchKeyword=123456')).json().data;
    expect(byColor.pageable.totalElements).toBe(5);
    const all = (
      await call('GET', `/api/department?searchFilter=all&searchKeyword=${encodeURIComponent('마감')}`)
    ).json().data;
    expect(all.content).toHaveLength(1);
    const literal = (await call('GET', `/api/department?searchKeyword=${encodeURIComponent('%')}`)).json().data;
    expect(literal.content).toHaveLength(0);
  });

  it('refuses unknown sort, search and malformed paging with 400', async () => {
    const sort = await call('GET', '/api/department?sort=password_hash,asc');
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toMatchObject({ errorCode: 'INVALID_SORT' });
    expect((await call('GET', '/api/department?sort=name;drop table x,asc')).statusCode).toBe(400);
    const filter = await call('GET', '/api/department?searchFilter=secret&searchKeyword=x');
    expect(filter.json()).toMatchObject({ errorCode: 'INVALID_SEARCH_FILTER' });
    expect((await call('GET', '/api/department?page=-1')).statusCode).toBe(400);
    expect((await call('GET', '/api/department?size=0')).statusCode).toBe(400);
  });

  it('select list returns every department, used ones first', async () => {
    const res = await call('GET', '/api/department/select');
    const list = res.json().data as { isUsed: boolean }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.findIndex((d) => !d.isUsed)).not.toBe(0);
  });
});
