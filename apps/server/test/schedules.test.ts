import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schedule } from '../src/db/schema';
import dates from '../src/platform/dates';
import { monthRange } from '../src/modules/schedules/service';
import { ADMIN_PASSWORD, employeeWithoutGroups, grantAuthority, login, makeApp, type Agent } from './harness';

const ctx = await makeApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);
const P = '/api/admin/cm/schedule';
const CAL = `${P}/calendar`;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, agent: Agent = admin) =>
  app.inject({ method, url, headers: agent.headers(), ...(payload ? { payload } : {}) });

const today = dates.today();
const valid = { name: '2호기 정기 점검', remark: '롤러 교체', startDate: today, endDate: today };
const rowOf = async (id: number) => (await db.select().from(schedule).where(eq(schedule.id, id)))[0];
const q = (s: string) => encodeURIComponent(s);

describe('schedule CRUD', () => {
  it('registers, reads, updates and deletes with the messages and the database effect', async () => {
    const created = await call('POST', P, valid);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ data: { ...valid, isUsed: true }, message: '일정이 등록되었습니다.' });
    const id = created.json().data.id as number;
    expect(await rowOf(id)).toMatchObject({ ...valid, isUsed: true });

    const read = await call('GET', `${P}/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id, ...valid });

    const change = {
      id,
      name: '2호기 점검 연기',
      remark: '부품 입고 지연',
      startDate: '2026-03-02',
      endDate: '2026-03-04',
    };
    const updated = await call('PUT', P, { ...change, isUsed: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ data: { ...change, isUsed: false }, message: '일정이 수정되었습니다.' });
    expect(await rowOf(id)).toMatchObject({ ...change, isUsed: false });

    const deleted = await call('DELETE', `${P}/${id}`);
    expect(deleted.json()).toEqual({ data: null, message: '일정이 삭제되었습니다.' });
    expect(await rowOf(id)).toBeUndefined();
    const gone = await call('GET', `${P}/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().errorMessage).toBe('일정을 찾을 수 없습니다.');
    expect((await call('PUT', P, { ...valid, id })).statusCode).toBe(404);
    expect((await call('DELETE', `${P}/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `${P}/x1`)).statusCode).toBe(400);
  });

  it('answers every rule with its Korean message and saves nothing', async () => {
    const before = (await db.select().from(schedule)).length;
    const field = async (body: object, name: string, message: string) => {
      const res = await call('POST', P, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()[name]).toEqual({ isError: true, defaultMessage: message });
    };
    await field({ ...valid, name: '' }, 'name', '필수 입력 항목입니다.');
    await field({ ...valid, name: '가'.repeat(256) }, 'name', '제목을 255자 이내로 입력해주세요.');
    await field({ ...valid, remark: ' ' }, 'remark', '필수 입력 항목입니다.');
    await field({ ...valid, remark: '가'.repeat(1025) }, 'remark', '내용을 1024자 이내로 입력해주세요.');
    await field({ name: 'a', remark: 'b', endDate: today }, 'startDate', '필수 입력 항목입니다.');
    await field({ ...valid, endDate: '' }, 'endDate', '필수 입력 항목입니다.');
    await field({ ...valid, startDate: '2026-04-31' }, 'startDate', '날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.');
    await field(
      { ...valid, startDate: '2026-05-02', endDate: '2026-05-01' },
      'endDate',
      '종료일은 시작일보다 빠를 수 없습니다.',
    );
    await field({ ...valid, id: 5 }, 'id', '허용되지 않는 항목입니다.');
    expect((await db.select().from(schedule)).length).toBe(before);
    // 255 and 1024 characters are still fine.
    const edge = await call('POST', P, { ...valid, name: '가'.repeat(255), remark: '나'.repeat(1024) });
    expect(edge.statusCode).toBe(201);
    await call('DELETE', `${P}/${edge.json().data.id}`);
  });
});

describe('schedule list', () => {
  const tag = '일정목록';
  it('pages, sorts, searches by title or content and filters by a date field', async () => {
    const rows = [
      { name: `${tag} A`, remark: '재단기 점검', startDate: '2026-01-05', endDate: '2026-01-06' },
      { name: `${tag} B`, remark: '용지 입고', startDate: '2026-01-10', endDate: '2026-01-20' },
      { name: `${tag} C`, remark: '납기 마감', startDate: '2026-02-01', endDate: '2026-02-01' },
    ];
    // The embedded database's clock counts milliseconds: rows saved in one millisecond would tie on createdAt,
    // which the createdAt sort below tells apart, so each row is saved in a millisecond of its own.
    for (const r of rows) {
      await call('POST', P, r);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const search = `searchFilter=name&searchKeyword=${q(tag)}`;
    const page = (await call('GET', `${P}?${search}&size=2&sort=startDate,desc`)).json().data;
    expect(page.content.map((s: { name: string }) => s.name)).toEqual([`${tag} C`, `${tag} B`]);
    expect(page.pageable).toEqual({ number: 0, size: 2, totalPages: 2, totalElements: 3, totalExact: true });
    const names = async (query: string) =>
      ((await call('GET', `${P}?${search}&${query}`)).json().data.content as { name: string }[]).map((s) => s.name);
    expect(await names('sort=remark,asc')).toEqual([`${tag} C`, `${tag} B`, `${tag} A`]);
    expect(await names('sort=endDate,asc')).toEqual([`${tag} A`, `${tag} B`, `${tag} C`]);
    expect(await names('sort=name,desc')).toEqual([`${tag} C`, `${tag} B`, `${tag} A`]);
    expect(await names('sort=createdAt,asc&page=1&size=2')).toEqual([`${tag} C`]);
    expect(await names('dateFilter=startDate&startDate=2026-01-01&endDate=2026-01-31')).toEqual([
      `${tag} B`,
      `${tag} A`,
    ]);
    expect(await names('dateFilter=endDate&startDate=2026-01-20&endDate=2026-02-28')).toEqual([`${tag} C`, `${tag} B`]);
    expect(await names(`dateFilter=createdAt&startDate=${today}&endDate=${today}`)).toHaveLength(3);

    const byRemark = (await call('GET', `${P}?searchFilter=remark&searchKeyword=${q('재단기')}`)).json().data;
    expect(byRemark.content.map((s: { name: string }) => s.name)).toEqual([`${tag} A`]);
    const all = (await call('GET', `${P}?searchFilter=all&searchKeyword=${q('납기 마감')}`)).json().data;
    expect(all.content.map((s: { name: string }) => s.name)).toEqual([`${tag} C`]);

    expect((await call('GET', `${P}?searchFilter=isUsed&searchKeyword=x`)).json()).toMatchObject({
      errorCode: 'INVALID_SEARCH_FILTER',
    });
    expect((await call('GET', `${P}?dateFilter=remark`)).json()).toMatchObject({ errorCode: 'INVALID_DATE_FILTER' });
    expect((await call('GET', `${P}?sort=isUsed,asc`)).json()).toMatchObject({ errorCode: 'INVALID_SORT' });
  });
});

describe('schedule calendar', () => {
  it('returns every used schedule overlapping the month, and nothing else', async () => {
    const make = async (name: string, startDate: string, endDate: string, isUsed = true) =>
      (await call('POST', P, { name, remark: '달력', startDate, endDate, isUsed })).json().data.id as number;
    const inside = await make('3월 안', '2031-03-10', '2031-03-12');
    const fromFeb = await make('2월부터', '2031-02-25', '2031-03-01');
    const intoApr = await make('4월까지', '2031-03-31', '2031-04-02');
    const spanning = await make('석 달', '2031-02-01', '2031-04-30');
    await make('꺼진 일정', '2031-03-05', '2031-03-06', false);
    await make('2월 끝', '2031-02-20', '2031-02-28');
    await make('4월 시작', '2031-04-01', '2031-04-03');

    const res = await call('GET', `${CAL}?date=2031-03`);
    expect(res.statusCode).toBe(200);
    const events = res.json().data as { id: number }[];
    expect(events.map((e) => e.id).sort((a, b) => a - b)).toEqual(
      [inside, fromFeb, intoApr, spanning].sort((a, b) => a - b),
    );
    expect(events.find((e) => e.id === inside)).toEqual({
      id: inside,
      name: '3월 안',
      remark: '달력',
      startDate: '2031-03-10',
      endDate: '2031-03-12',
    });
    expect(((await call('GET', `${CAL}?date=2031-05`)).json().data as unknown[]).length).toBe(0);
  });

  it('refuses a bad month with a Korean field error', async () => {
    for (const bad of ['2031-13', '2031-3', '2031-03-01', 'abc', '']) {
      const res = await call('GET', `${CAL}?date=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        date: { isError: true, defaultMessage: '조회할 달을 YYYY-MM 형식으로 입력해주세요.' },
      });
    }
    expect((await call('GET', CAL)).json()).toEqual({
      date: { isError: true, defaultMessage: '조회할 달을 YYYY-MM 형식으로 입력해주세요.' },
    });
  });

  it('knows the length of every month', () => {
    expect(monthRange('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(monthRange('2027-02').last).toBe('2027-02-28');
    expect(monthRange('2027-12')).toEqual({ first: '2027-12-01', last: '2027-12-31' });
  });

  it("has this month's demo schedules from the first start", async () => {
    const events = (await call('GET', `${CAL}?date=${today.slice(0, 7)}`)).json().data as unknown[];
    expect(events.length).toBeGreaterThan(0);
  });
});

describe('schedule permissions', () => {
  it('needs COMMON_READ / COMMON_WRITE for the screens; the calendar is for every employee; customers never', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'nosched');
    expect((await call('GET', `${CAL}?date=2031-03`, undefined, agent)).statusCode).toBe(200);
    expect((await call('GET', P, undefined, agent)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'COMMON_READ');
    expect((await call('GET', P, undefined, agent)).statusCode).toBe(200);
    const before = (await db.select().from(schedule)).length;
    expect((await call('POST', P, valid, agent)).statusCode).toBe(403);
    expect((await db.select().from(schedule)).length).toBe(before);
    await grantAuthority(ctx, employeeId, 'COMMON_WRITE');
    const created = await call('POST', P, valid, agent);
    expect(created.statusCode).toBe(201);
    expect((await rowOf(created.json().data.id))?.name).toBe(valid.name);

    // 영업부 reads COMMON but may not write it.
    const sales = await login(app, 'kim.sales', 'demo1234');
    expect((await call('GET', P, undefined, sales)).statusCode).toBe(200);
    expect((await call('POST', P, valid, sales)).statusCode).toBe(403);

    const customer = await login(app, 'hanbit', 'demo1234');
    for (const url of [P, `${P}/1`, `${CAL}?date=2031-03`])
      expect((await call('GET', url, undefined, customer)).statusCode).toBe(403);
    expect((await call('POST', P, valid, customer)).statusCode).toBe(403);
    expect((await call('DELETE', `${P}/1`, undefined, customer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `${CAL}?date=2031-03` })).statusCode).toBe(401);
  });
});
