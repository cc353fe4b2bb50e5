import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { itemOption } from '../src/db/schema';
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
const URL = '/api/admin/pr/item_option';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, agent: Agent = admin) =>
  app.inject({ method, url, headers: agent.headers(), ...(payload ? { payload } : {}) });

const rowOf = async (id: number) => (await db.select().from(itemOption).where(eq(itemOption.id, id)))[0];
const allRows = () => db.select().from(itemOption).orderBy(asc(itemOption.id));
const add = async (optionName: string, optionType?: string) => {
  const res = await call('POST', URL, { optionName, ...(optionType ? { optionType } : {}) });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; optionCode: string; optionType: string; optionName: string };
};
const graphql = (query: string, agent: Agent = admin) =>
  app.inject({ method: 'POST', url: '/graphql', headers: agent.headers(), payload: { query } });

describe(`item options (${engine})`, () => {
  it('creates with a generated code per type, reads, updates and deletes with Korean messages', async () => {
    const created = await call('POST', URL, { optionType: 'POST_PROCESS', optionName: ' 유광 코팅 ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      data: { id: expect.any(Number), optionType: 'POST_PROCESS', optionCode: 'PP-001', optionName: '유광 코팅' },
      message: '유광 코팅 옵션이 등록되었습니다.',
    });
    const gloss = created.json().data as { id: number };
    expect(await rowOf(gloss.id)).toMatchObject({
      optionType: 'POST_PROCESS',
      optionCode: 'PP-001',
      optionName: '유광 코팅',
    });

    // The type defaults to POST_PROCESS; each type counts its own codes.
    const matte = await add('무광 코팅');
    expect(matte).toMatchObject({ optionType: 'POST_PROCESS', optionCode: 'PP-002' });
    const fold = await add('3단 접지', 'FOLDING_BINDING');
    expect(fold).toMatchObject({ optionType: 'FOLDING_BINDING', optionCode: 'FB-001' });

    const all = await call('GET', URL);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((o: { optionCode: string }) => o.optionCode)).toEqual(['PP-001', 'PP-002', 'FB-001']);
    const folding = await call('GET', `${URL}?optionType=FOLDING_BINDING`);
    expect(folding.json().data).toEqual([
      { id: fold.id, optionType: 'FOLDING_BINDING', optionCode: 'FB-001', optionName: '3단 접지' },
    ]);
    expect((await call('GET', `${URL}?optionType=`)).json().data).toHaveLength(3);

    const updated = await call('PUT', URL, { id: matte.id, optionType: 'POST_PROCESS', optionName: '무광 라미네이팅' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      data: { id: matte.id, optionType: 'POST_PROCESS', optionCode: 'PP-002', optionName: '무광 라미네이팅' },
      message: '무광 라미네이팅 옵션이 수정되었습니다.',
    });
    expect(await rowOf(matte.id)).toMatchObject({ optionName: '무광 라미네이팅', optionCode: 'PP-002' });

    const deleted = await call('DELETE', `${URL}/${gloss.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: null, message: '유광 코팅 옵션이 삭제되었습니다.' });
    expect(await rowOf(gloss.id)).toBeUndefined();
    // A freed number is not handed out again while a higher one exists.
    expect((await add('금박')).optionCode).toBe('PP-003');
  });

  it('moving an option to the other type gives it that type’s next code', async () => {
    const foil = await add('은박');
    const moved = await call('PUT', URL, { id: foil.id, optionType: 'FOLDING_BINDING', optionName: '중철 제본' });
    expect(moved.statusCode).toBe(200);
    const fbCodes = (await allRows()).filter((r) => r.optionType === 'FOLDING_BINDING').map((r) => r.optionCode);
    expect(moved.json().data).toMatchObject({ optionType: 'FOLDING_BINDING', optionName: '중철 제본' });
    expect(moved.json().data.optionCode).toMatch(/^FB-\d{3}$/);
    expect(new Set(fbCodes).size).toBe(fbCodes.length);
    expect(await rowOf(foil.id)).toMatchObject({
      optionType: 'FOLDING_BINDING',
      optionCode: moved.json().data.optionCode,
    });
  });

  it('checks the name (required, at most 15 characters) and the type', async () => {
    const before = (await allRows()).length;
    expect((await call('POST', URL, { optionName: '' })).json()).toEqual({
      optionName: { isError: true, defaultMessage: '옵션명을 입력해주세요.' },
    });
    expect((await call('POST', URL, {})).json()).toEqual({
      optionName: { isError: true, defaultMessage: '옵션명을 입력해주세요.' },
    });
    const long = await call('POST', URL, { optionName: '가'.repeat(16) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ optionName: { isError: true, defaultMessage: '15자 이내로 입력해주세요.' } });
    expect((await call('POST', URL, { optionType: 'COATING', optionName: '코팅' })).json()).toEqual({
      optionType: { isError: true, defaultMessage: '옵션 종류를 선택해주세요.' },
    });
    expect((await call('POST', URL, { optionName: '코팅', optionCode: 'X-1' })).json()).toEqual({
      optionCode: { isError: true, defaultMessage: '허용되지 않는 항목입니다.' },
    });
    expect((await call('GET', `${URL}?optionType=COATING`)).statusCode).toBe(400);
    expect((await allRows()).length).toBe(before);
    expect((await call('POST', URL, { optionName: '가'.repeat(15) })).statusCode).toBe(201);
  });

  it('updating or deleting a missing option is a 404', async () => {
    const res = await call('PUT', URL, { id: 999_999, optionType: 'POST_PROCESS', optionName: '없음' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND', errorMessage: '옵션을 찾을 수 없습니다.' });
    expect((await call('DELETE', `${URL}/999999`)).statusCode).toBe(404);
  });

  it('concurrent additions never draw the same code', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        call('POST', URL, { optionType: i % 2 ? 'FOLDING_BINDING' : 'POST_PROCESS', optionName: `동시${i}` }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
    const codes = (await allRows()).map((r) => r.optionCode);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('GraphQL getOptionList', () => {
  it('answers id, name and type, for one type or all', async () => {
    const res = await graphql('{ getOptionList(optionType: "FOLDING_BINDING") { id optionName optionType } }');
    expect(res.statusCode).toBe(200);
    const list = res.json().data.getOptionList as { id: number; optionName: string; optionType: string }[];
    const expected = (await allRows()).filter((r) => r.optionType === 'FOLDING_BINDING');
    expect(list).toEqual(expected.map((r) => ({ id: r.id, optionName: r.optionName, optionType: 'FOLDING_BINDING' })));
    const all = await graphql('{ getOptionList { id } }');
    expect(all.json().data.getOptionList).toHaveLength((await allRows()).length);
    expect((await graphql('{ getOptionList(optionType: "NOPE") { id } }')).json().data.getOptionList).toEqual([]);
  });

  it('is for anyone signed in: any employee, and customers for their order form (issue 13)', async () => {
    const { agent } = await employeeWithoutGroups(ctx, 'option.reader');
    expect((await graphql('{ getOptionList { id } }', agent)).json().data.getOptionList.length).toBeGreaterThan(0);
    const customer = await signUpAndLogin(app, 'opt.cust');
    expect((await graphql('{ getOptionList { id } }', customer)).json().data.getOptionList.length).toBeGreaterThan(0);
  });
});

describe('item option permissions', () => {
  it('needs PROCESS_READ to list and PROCESS_WRITE to change', async () => {
    const option = await add('형압');
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'no.option');
    const writes: [Method, string, object?][] = [
      ['POST', URL, { optionName: '타공' }],
      ['PUT', URL, { id: option.id, optionType: 'POST_PROCESS', optionName: '바뀜' }],
      ['DELETE', `${URL}/${option.id}`],
    ];
    expect((await call('GET', URL, undefined, agent)).statusCode).toBe(403);
    for (const [m, url, body] of writes) expect((await call(m, url, body, agent)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'PROCESS_READ');
    expect((await call('GET', URL, undefined, agent)).statusCode).toBe(200);
    for (const [m, url, body] of writes) expect((await call(m, url, body, agent)).statusCode).toBe(403);
    expect(await rowOf(option.id)).toMatchObject({ optionName: '형압' });
    await grantAuthority(ctx, employeeId, 'PROCESS_WRITE');
    expect((await call('POST', URL, { optionName: '타공' }, agent)).statusCode).toBe(201);
  });

  it('customers get 403, anonymous callers 401', async () => {
    const customer = await signUpAndLogin(app, 'opt.cust2');
    expect((await call('GET', URL, undefined, customer)).statusCode).toBe(403);
    expect((await call('POST', URL, { optionName: '몰래' }, customer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
