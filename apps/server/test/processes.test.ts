import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { process } from '../src/db/schema';
import {
  ADMIN_PASSWORD,
  employeeWithoutGroups,
  engine,
  grantAuthority,
  login,
  makeApp,
  signUpAndLogin,
  type Agent,
} from './harness';

const ctx = await makeApp({ demo: false });
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, agent: Agent = admin) =>
  app.inject({ method, url, headers: agent.headers(), ...(payload ? { payload } : {}) });

const rows = () => db.select().from(process).orderBy(asc(process.orderNum), asc(process.id));
const rowOf = async (id: number) => (await db.select().from(process).where(eq(process.id, id)))[0];
const clear = () => db.delete(process);
const add = async (name: string) => {
  const res = await call('POST', '/api/pr/process', { name });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; name: string; orderNum: number };
};
/** The places in the database must always be exactly 1…n: none doubled, none lost. */
const expectPlacesOneToN = async () => {
  const places = (await rows()).map((r) => r.orderNum).sort((a, b) => a - b);
  expect(places).toEqual(places.map((_, i) => i + 1));
};

describe(`processes (${engine})`, () => {
  it('adds processes at the end, lists them by place, renames and deletes with Korean messages', async () => {
    await clear();
    expect((await call('GET', '/api/pr/process')).json()).toEqual({ data: [], message: '' });

    const created = await call('POST', '/api/pr/process', { name: ' 인쇄 ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      data: { id: expect.any(Number), name: '인쇄', orderNum: 1 },
      message: '인쇄 공정이 추가되었습니다.',
    });
    const print = created.json().data as { id: number };
    const cut = await add('재단');
    const pack = await add('포장');
    expect([cut.orderNum, pack.orderNum]).toEqual([2, 3]);
    expect(await rowOf(print.id)).toMatchObject({ name: '인쇄', orderNum: 1 });

    const list = await call('GET', '/api/pr/process');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      { id: print.id, name: '인쇄', orderNum: 1 },
      { id: cut.id, name: '재단', orderNum: 2 },
      { id: pack.id, name: '포장', orderNum: 3 },
    ]);

    const renamed = await call('PUT', '/api/pr/process', { id: cut.id, name: '재단·검수' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      data: { id: cut.id, name: '재단·검수', orderNum: 2 },
      message: '재단·검수 공정이 수정되었습니다.',
    });
    expect(await rowOf(cut.id)).toMatchObject({ name: '재단·검수', orderNum: 2 });

    const deleted = await call('DELETE', `/api/pr/process/${print.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: null, message: '인쇄 공정이 삭제되었습니다.' });
    expect(await rowOf(print.id)).toBeUndefined();
    // The ones after it move up a place.
    expect((await rows()).map((r) => [r.name, r.orderNum])).toEqual([
      ['재단·검수', 1],
      ['포장', 2],
    ]);
    expect((await add('출고')).orderNum).toBe(3);
  });

  it('checks the name: required, at most 255 characters, no unknown fields', async () => {
    await clear();
    const before = (await rows()).length;
    for (const name of ['', '   ']) {
      const res = await call('POST', '/api/pr/process', { name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ name: { isError: true, defaultMessage: '공정명을 입력해주세요.' } });
    }
    expect((await call('POST', '/api/pr/process', {})).json()).toEqual({
      name: { isError: true, defaultMessage: '공정명을 입력해주세요.' },
    });
    expect((await call('POST', '/api/pr/process', { name: '가'.repeat(256) })).json()).toEqual({
      name: { isError: true, defaultMessage: '255자 이내로 입력해주세요.' },
    });
    expect((await call('POST', '/api/pr/process', { name: '코팅', orderNum: 1 })).json()).toEqual({
      orderNum: { isError: true, defaultMessage: '허용되지 않는 항목입니다.' },
    });
    expect((await rows()).length).toBe(before);
    expect((await call('POST', '/api/pr/process', { name: '가'.repeat(255) })).statusCode).toBe(201);
  });

  it('renaming or deleting a missing process is a 404 with a Korean message', async () => {
    const missing = await call('PUT', '/api/pr/process', { id: 999_999, name: '없음' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: '공정을 찾을 수 없습니다.' });
    expect((await call('DELETE', '/api/pr/process/999999')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/pr/process/abc')).statusCode).toBe(400);
    const blank = await call('PUT', '/api/pr/process', { id: 1, name: '' });
    expect(blank.json()).toEqual({ name: { isError: true, defaultMessage: '공정명을 입력해주세요.' } });
  });
});

describe(`process swap (${engine})`, () => {
  it('swaps two processes’ places and answers the list in its new order', async () => {
    await clear();
    const [a, b, c] = [await add('디자인'), await add('인쇄'), await add('코팅')];
    const res = await call('PATCH', '/api/pr/process/swap_order', { processA: b.id, processB: a.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: b.id, name: '인쇄', orderNum: 1 },
        { id: a.id, name: '디자인', orderNum: 2 },
        { id: c.id, name: '코팅', orderNum: 3 },
      ],
      message: '공정 순서가 변경되었습니다.',
    });
    expect(await rowOf(a.id)).toMatchObject({ orderNum: 2 });
    expect(await rowOf(b.id)).toMatchObject({ orderNum: 1 });
    expect((await call('GET', '/api/pr/process')).json().data.map((p: { name: string }) => p.name)).toEqual([
      '인쇄',
      '디자인',
      '코팅',
    ]);
  });

  it('needs both processes to exist (404, nothing moves) and two different ones (400)', async () => {
    await clear();
    const [a, b] = [await add('디자인'), await add('인쇄')];
    const missing = await call('PATCH', '/api/pr/process/swap_order', { processA: a.id, processB: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: '공정을 찾을 수 없습니다.' });
    expect(await rowOf(a.id)).toMatchObject({ orderNum: 1 });
    const same = await call('PATCH', '/api/pr/process/swap_order', { processA: b.id, processB: b.id });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ processB: { isError: true, defaultMessage: '서로 다른 두 공정을 선택해주세요.' } });
    const empty = await call('PATCH', '/api/pr/process/swap_order', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      processA: { isError: true, defaultMessage: '공정을 선택해주세요.' },
      processB: { isError: true, defaultMessage: '공정을 선택해주세요.' },
    });
  });

  it('concurrent crossing swaps never leave a place doubled or lost', async () => {
    await clear();
    const ids: number[] = [];
    for (const name of ['접수', '디자인', 'CTP', '인쇄', '코팅', '재단']) ids.push((await add(name)).id);
    // Neighbouring pairs share a process with the next pair, so swaps cross and queue on the same rows.
    const swaps = Array.from({ length: 60 }, (_, i) => {
      const k = i % (ids.length - 1);
      return i % 2 === 0 ? { processA: ids[k]!, processB: ids[k + 1]! } : { processA: ids[k + 1]!, processB: ids[k]! };
    });
    const answers = await Promise.all(swaps.map((s) => call('PATCH', '/api/pr/process/swap_order', s)));
    expect(answers.map((r) => r.statusCode)).toEqual(swaps.map(() => 200));
    await expectPlacesOneToN();
    expect((await rows()).map((r) => r.id).sort((x, y) => x - y)).toEqual(ids);
  });

  it('concurrent additions and deletions keep places 1…n', async () => {
    await clear();
    const first = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call('POST', '/api/pr/process', { name: `공정${i}` })),
    );
    expect(first.map((r) => r.statusCode)).toEqual(first.map(() => 201));
    await expectPlacesOneToN();
    const created = first.map((r) => r.json().data.id as number);
    const mixed = await Promise.all([
      ...created.slice(0, 5).map((id) => call('DELETE', `/api/pr/process/${id}`)),
      ...Array.from({ length: 5 }, (_, i) => call('POST', '/api/pr/process', { name: `추가${i}` })),
      call('PATCH', '/api/pr/process/swap_order', { processA: created[6]!, processB: created[9]! }),
    ]);
    expect(mixed.every((r) => r.statusCode < 300)).toBe(true);
    expect((await rows()).length).toBe(12);
    await expectPlacesOneToN();
  });
});

describe('process permissions', () => {
  it('needs PROCESS_READ to list and PROCESS_WRITE to change', async () => {
    await clear();
    const p = await add('인쇄');
    const q = await add('코팅');
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'no.process');
    const writes: [Method, string, object?][] = [
      ['POST', '/api/pr/process', { name: '재단' }],
      ['PUT', '/api/pr/process', { id: p.id, name: '바뀜' }],
      ['PATCH', '/api/pr/process/swap_order', { processA: p.id, processB: q.id }],
      ['DELETE', `/api/pr/process/${p.id}`],
    ];
    expect((await call('GET', '/api/pr/process', undefined, agent)).statusCode).toBe(403);
    for (const [m, url, body] of writes) expect((await call(m, url, body, agent)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'PROCESS_READ');
    expect((await call('GET', '/api/pr/process', undefined, agent)).statusCode).toBe(200);
    for (const [m, url, body] of writes) expect((await call(m, url, body, agent)).statusCode).toBe(403);
    expect(await rowOf(p.id)).toMatchObject({ name: '인쇄', orderNum: 1 });
    await grantAuthority(ctx, employeeId, 'PROCESS_WRITE');
    expect(
      (await call('PATCH', '/api/pr/process/swap_order', { processA: p.id, processB: q.id }, agent)).statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/pr/process', { name: '재단' }, agent)).statusCode).toBe(201);
  });

  it('customers get 403, anonymous callers 401', async () => {
    const customer = await signUpAndLogin(app, 'proc.customer');
    expect((await call('GET', '/api/pr/process', undefined, customer)).statusCode).toBe(403);
    expect((await call('POST', '/api/pr/process', { name: '몰래' }, customer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/pr/process' })).statusCode).toBe(401);
  });
});
