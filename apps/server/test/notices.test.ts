import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notice } from '../src/db/schema';
import dates from '../src/platform/dates';
import { ADMIN_PASSWORD, employeeWithoutGroups, grantAuthority, login, makeApp, type Agent } from './harness';

const ctx = await makeApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);
const P = '/api/notice';
const C = '/api/customer/notice';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, agent: Agent = admin) =>
  app.inject({ method, url, headers: agent.headers(), ...(payload ? { payload } : {}) });

const pad = (n: number) => String(n).padStart(2, '0');
/** A day relative to today in the server's calendar. */
const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const today = dates.today();
const valid = {
  title: '설 연휴 출고 안내',
  comment: '연휴 기간에는 출고가 없습니다.',
  startDate: today,
  endDate: today,
};
const rowOf = async (id: number) => (await db.select().from(notice).where(eq(notice.id, id)))[0];
const q = (s: string) => encodeURIComponent(s);

describe('notice CRUD', () => {
  it('registers with isUsed true by default, reads, updates and deletes with the spec messages', async () => {
    const created = await call('POST', P, valid);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      data: { ...valid, isUsed: true, isActive: true },
      message: '공지사항이 등록되었습니다.',
    });
    const id = created.json().data.id as number;
    expect(await rowOf(id)).toMatchObject({ ...valid, isUsed: true });

    const read = await call('GET', `${P}/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id, ...valid, isActive: true });
    expect(read.json().data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const change = { id, title: '설 연휴 출고 일정', comment: '수정된 본문', startDate: day(1), endDate: day(5) };
    const updated = await call('PUT', P, { ...change, isUsed: false });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      data: { ...change, isUsed: false, isActive: false },
      message: '공지사항이 수정되었습니다.',
    });
    expect(await rowOf(id)).toMatchObject({ ...change, isUsed: false });

    const deleted = await call('DELETE', `${P}/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: null, message: '공지사항이 삭제되었습니다.' });
    expect(await rowOf(id)).toBeUndefined();
    const gone = await call('GET', `${P}/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: '공지사항을 찾을 수 없습니다.' });
  });

  it('answers 404 for a missing notice and 400 for a malformed id', async () => {
    expect((await call('PUT', P, { ...valid, id: 999999 })).statusCode).toBe(404);
    expect((await call('DELETE', `${P}/999999`)).statusCode).toBe(404);
    expect((await call('GET', `${P}/abc`)).statusCode).toBe(400);
  });
});

describe('notice validation', () => {
  const expectField = async (body: object, field: string, message: string, method: 'POST' | 'PUT' = 'POST') => {
    const res = await call(method, P, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual({ isError: true, defaultMessage: message });
  };

  it('gives every rule its Korean message and saves nothing', async () => {
    const before = (await db.select().from(notice)).length;
    await expectField({ ...valid, title: '  ' }, 'title', '필수 입력 항목입니다.');
    await expectField({ ...valid, title: '가'.repeat(256) }, 'title', '255자 이내로 입력해주세요.');
    await expectField({ ...valid, comment: '' }, 'comment', '필수 입력 항목입니다.');
    await expectField({ ...valid, comment: '가'.repeat(1025) }, 'comment', '1024자 이내로 입력해주세요.');
    await expectField({ ...valid, startDate: '' }, 'startDate', '필수 입력 항목입니다.');
    await expectField({ title: 'x', comment: 'y', startDate: today }, 'endDate', '필수 입력 항목입니다.');
    await expectField({ ...valid, endDate: '2026/01/01' }, 'endDate', '날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.');
    await expectField({ ...valid, startDate: '2026-02-30' }, 'startDate', '날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.');
    await expectField(
      { ...valid, startDate: day(2), endDate: day(1) },
      'endDate',
      '종료일은 시작일보다 빠를 수 없습니다.',
    );
    await expectField({ ...valid, createdAt: today }, 'createdAt', '허용되지 않는 항목입니다.');
    expect((await db.select().from(notice)).length).toBe(before);
  });

  it('checks the period together with other errors, and the same rules on update', async () => {
    const res = await call('POST', P, { ...valid, title: '', startDate: day(3), endDate: day(1) });
    expect(res.json()).toMatchObject({
      title: { defaultMessage: '필수 입력 항목입니다.' },
      endDate: { defaultMessage: '종료일은 시작일보다 빠를 수 없습니다.' },
    });
    const id = (await call('POST', P, valid)).json().data.id as number;
    await expectField({ ...valid, id, endDate: day(-1) }, 'endDate', '종료일은 시작일보다 빠를 수 없습니다.', 'PUT');
    await expectField({ ...valid, id, title: '' }, 'title', '필수 입력 항목입니다.', 'PUT');
    expect(await rowOf(id)).toMatchObject(valid);
    // Same start and end day is a one-day notice.
    expect((await call('PUT', P, { ...valid, id, endDate: today })).statusCode).toBe(200);
  });
});

describe('notice list', () => {
  const tag = '목록검사';
  const seeded: { id: number; title: string }[] = [];
  it('pages, sorts by every column and searches the title only', async () => {
    const specs = [
      { title: `${tag} 가`, startDate: day(-5), endDate: day(5) },
      { title: `${tag} 나`, startDate: day(-20), endDate: day(-10) },
      { title: `${tag} 다`, startDate: day(10), endDate: day(20) },
    ];
    // The embedded database's clock counts milliseconds: rows saved in one millisecond would tie on createdAt,
    // which the createdAt sort below tells apart, so each row is saved in a millisecond of its own.
    for (const s of specs) {
      seeded.push((await call('POST', P, { ...s, comment: '본문 키워드' })).json().data);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const search = `searchFilter=title&searchKeyword=${q(tag)}`;
    const page = await call('GET', `${P}?${search}&size=2&sort=title,asc`);
    expect(page.statusCode).toBe(200);
    const body = page.json().data;
    expect(body.content.map((n: { title: string }) => n.title)).toEqual([`${tag} 가`, `${tag} 나`]);
    expect(body.pageable).toEqual({ number: 0, size: 2, totalPages: 2, totalElements: 3, totalExact: true });
    expect(body.content[0]).toMatchObject({ isActive: true, isUsed: true });
    expect(body.content[1]).toMatchObject({ isActive: false });

    const titles = async (sort: string) =>
      ((await call('GET', `${P}?${search}&sort=${sort}`)).json().data.content as { title: string }[]).map(
        (n) => n.title,
      );
    expect(await titles('startDate,asc')).toEqual([`${tag} 나`, `${tag} 가`, `${tag} 다`]);
    expect(await titles('endDate,desc')).toEqual([`${tag} 다`, `${tag} 가`, `${tag} 나`]);
    expect((await titles('isActive,desc'))[0]).toBe(`${tag} 가`);
    expect(await titles('id,desc')).toEqual([`${tag} 다`, `${tag} 나`, `${tag} 가`]);
    expect(await titles('createdAt,asc')).toEqual([`${tag} 가`, `${tag} 나`, `${tag} 다`]);

    const all = (await call('GET', `${P}?searchFilter=all&searchKeyword=${q(tag)}`)).json().data;
    expect(all.pageable.totalElements).toBe(3);
    // The admin list searches titles only: a word of the body finds nothing, and 'comment' is not a filter here.
    const byBody = (await call('GET', `${P}?searchKeyword=${q('본문 키워드')}`)).json().data;
    expect(byBody.pageable.totalElements).toBe(0);
    expect((await call('GET', `${P}?searchFilter=comment&searchKeyword=x`)).json()).toMatchObject({
      errorCode: 'INVALID_SEARCH_FILTER',
    });
  });

  it('filters by created, start or end date and refuses other date fields and sorts', async () => {
    const count = async (query: string) =>
      (await call('GET', `${P}?searchFilter=title&searchKeyword=${q(tag)}&${query}`)).json().data.pageable
        .totalElements as number;
    expect(await count(`dateFilter=startDate&startDate=${day(-6)}&endDate=${day(0)}`)).toBe(1);
    expect(await count(`dateFilter=endDate&startDate=${day(0)}&endDate=${day(30)}`)).toBe(2);
    expect(await count(`dateFilter=createdAt&startDate=${today}&endDate=${today}`)).toBe(3);
    expect(await count(`dateFilter=createdAt&startDate=${day(-9)}&endDate=${day(-8)}`)).toBe(0);
    expect((await call('GET', `${P}?dateFilter=comment`)).json()).toMatchObject({ errorCode: 'INVALID_DATE_FILTER' });
    expect((await call('GET', `${P}?sort=comment,asc`)).json()).toMatchObject({ errorCode: 'INVALID_SORT' });
    expect((await call('GET', `${P}?startDate=2026-13`)).statusCode).toBe(400);
  });

  it('select lists the active notices only, id and title', async () => {
    const res = await call('GET', `${P}/select`);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: number; title: string }[];
    expect(list).toContainEqual({ id: seeded[0]!.id, title: `${tag} 가` });
    expect(list.some((n) => n.id === seeded[1]!.id || n.id === seeded[2]!.id)).toBe(false);
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'title']);
  });
});

describe('notice permissions', () => {
  it('needs PARTNER_READ to look and PARTNER_WRITE to change; customers never', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'nonotice');
    expect((await call('GET', P, undefined, agent)).statusCode).toBe(403);
    expect((await call('GET', `${P}/select`, undefined, agent)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'PARTNER_READ');
    expect((await call('GET', P, undefined, agent)).statusCode).toBe(200);
    expect((await call('GET', `${P}/select`, undefined, agent)).statusCode).toBe(200);
    const before = (await db.select().from(notice)).length;
    expect((await call('POST', P, valid, agent)).statusCode).toBe(403);
    expect((await db.select().from(notice)).length).toBe(before);
    await grantAuthority(ctx, employeeId, 'PARTNER_WRITE');
    const created = await call('POST', P, valid, agent);
    expect(created.statusCode).toBe(201);
    expect((await call('DELETE', `${P}/${created.json().data.id}`, undefined, agent)).statusCode).toBe(200);

    // 영업부 holds PARTNER read and write; 인쇄팀 does not.
    expect((await call('GET', P, undefined, await login(app, 'kim.sales', 'demo1234'))).statusCode).toBe(200);
    expect((await call('GET', P, undefined, await login(app, 'park.print', 'demo1234'))).statusCode).toBe(403);

    const customer = await login(app, 'hanbit', 'demo1234');
    for (const [method, url] of [
      ['GET', P],
      ['GET', `${P}/select`],
      ['GET', `${P}/1`],
      ['DELETE', `${P}/1`],
    ] as const)
      expect((await call(method, url, undefined, customer)).statusCode).toBe(403);
    expect((await call('POST', P, valid, customer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: P })).statusCode).toBe(401);
  });
});

describe('customer notice board', () => {
  const tag = '고객공지';
  const make = async (suffix: string, startDate: string, endDate: string, isUsed = true) =>
    (await call('POST', P, { title: `${tag} ${suffix}`, comment: `${suffix} 본문`, startDate, endDate, isUsed })).json()
      .data.id as number;

  it('shows only notices in use whose period includes today, and answers 404 for the others', async () => {
    const visible = {
      current: await make('진행중', day(-3), day(3)),
      startsToday: await make('오늘시작', today, day(2)),
      endsToday: await make('오늘종료', day(-2), today),
    };
    const hidden = {
      inactive: await make('비활성', day(-3), day(3), false),
      future: await make('예정', day(1), day(9)),
      expired: await make('만료', day(-9), day(-1)),
    };
    const customer = await login(app, 'seoul-cafe', 'demo1234');
    const res = await call('GET', `${C}?searchFilter=title&searchKeyword=${q(tag)}&sort=id,asc`, undefined, customer);
    expect(res.statusCode).toBe(200);
    const content = res.json().data.content as { id: number }[];
    expect(content.map((n) => n.id)).toEqual(Object.values(visible));
    expect(content[0]).toEqual({
      id: visible.current,
      title: `${tag} 진행중`,
      comment: '진행중 본문',
      startDate: day(-3),
      endDate: day(3),
      isUsed: true,
    });

    for (const id of Object.values(visible))
      expect((await call('GET', `${C}/${id}`, undefined, customer)).statusCode).toBe(200);
    for (const id of Object.values(hidden)) {
      const r = await call('GET', `${C}/${id}`, undefined, customer);
      expect(r.statusCode).toBe(404);
      expect(r.json().errorMessage).toBe('공지사항을 찾을 수 없습니다.');
    }
    expect((await call('GET', `${C}/abc`, undefined, customer)).statusCode).toBe(400);

    // Switching a notice off hides it at once.
    await call('PUT', P, {
      id: visible.current,
      title: `${tag} 진행중`,
      comment: '본문',
      startDate: day(-3),
      endDate: day(3),
      isUsed: false,
    });
    expect((await call('GET', `${C}/${visible.current}`, undefined, customer)).statusCode).toBe(404);
  });

  it('searches title or comment and filters by start or end date only', async () => {
    const customer = await login(app, 'green-mart', 'demo1234');
    const total = async (query: string) =>
      (await call('GET', `${C}?${query}`, undefined, customer)).json().data.pageable.totalElements as number;
    expect(await total(`searchFilter=comment&searchKeyword=${q('오늘시작 본문')}`)).toBe(1);
    expect(await total(`searchFilter=title&searchKeyword=${q('오늘종료')}`)).toBe(1);
    expect(await total(`searchFilter=all&searchKeyword=${q('오늘종료 본문')}`)).toBe(1);
    expect(await total(`searchKeyword=${q(tag)}&dateFilter=startDate&startDate=${today}&endDate=${today}`)).toBe(1);
    expect(await total(`searchKeyword=${q(tag)}&dateFilter=endDate&startDate=${today}&endDate=${today}`)).toBe(1);
    expect((await call('GET', `${C}?dateFilter=createdAt`, undefined, customer)).json()).toMatchObject({
      errorCode: 'INVALID_DATE_FILTER',
    });
    expect((await call('GET', `${C}?size=1`, undefined, customer)).json().data.pageable.size).toBe(1);
  });

  it('is for signed-in users: customers and staff read it, anonymous callers get 401', async () => {
    expect((await call('GET', C)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: C })).statusCode).toBe(401);
    // The demo board has current notices for customers on day one.
    const demo = (await call('GET', C, undefined, await login(app, 'hanbit', 'demo1234'))).json().data;
    expect(demo.pageable.totalElements).toBeGreaterThanOrEqual(3);
  });
});
