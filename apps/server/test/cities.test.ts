import { describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { CHILD_CITY_CODE, CITY_QUERIES, PARENT_CITY_CODE, type ChildCity, type ParentCity } from '@scm/contract';
import { city } from '../src/db/schema';
import { engine, login, makeApp, type Agent } from './harness';

const ctx = await makeApp();
const { app } = ctx;
const db = ctx.database.db;
const kim = await login(app, 'kim.sales', 'demo1234');
const hanbit = await login(app, 'hanbit', 'demo1234');

const query = (agent: Agent | undefined, source: string, variables?: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    headers: agent?.headers() ?? {},
    payload: { query: source, ...(variables ? { variables } : {}) },
  });
const parentsOf = async (agent: Agent) => {
  const res = await query(agent, CITY_QUERIES.parents);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { getParentCityList: ParentCity[] } }>().data.getParentCityList;
};
const childrenOf = async (agent: Agent, parentCityCode: string) => {
  const res = await query(agent, CITY_QUERIES.children, { parentCityCode });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { getChildCityList: ChildCity[] } }>().data.getChildCityList;
};

describe(`city reference data (${engine})`, () => {
  it('holds the 17 시·도 and 230 시·군·구 in force, each child coded under its parent', async () => {
    const parents = await db
      .select()
      .from(city)
      .where(and(isNull(city.parentCode), eq(city.retired, false)));
    const children = await db
      .select()
      .from(city)
      .where(and(isNotNull(city.parentCode), eq(city.retired, false)))
      .orderBy(asc(city.code));
    expect(parents).toHaveLength(17);
    expect(children).toHaveLength(230);
    expect(parents.every((p) => PARENT_CITY_CODE.test(p.code))).toBe(true);
    for (const c of children) {
      expect(c.code).toMatch(CHILD_CITY_CODE);
      expect(c.code.startsWith(c.parentCode!)).toBe(true);
    }
    const perParent = Object.fromEntries(
      parents.map((p) => [p.name, children.filter((c) => c.parentCode === p.code).length]),
    );
    expect(perParent).toEqual({
      서울특별시: 25,
      부산광역시: 16,
      대구광역시: 9,
      인천광역시: 11,
      광주광역시: 5,
      대전광역시: 5,
      울산광역시: 5,
      세종특별자치시: 1,
      경기도: 31,
      강원특별자치도: 18,
      충청북도: 11,
      충청남도: 15,
      전북특별자치도: 14,
      전라남도: 22,
      경상북도: 22,
      경상남도: 18,
      제주특별자치도: 2,
    });
    // Positions run 1..n without gaps within each parent.
    for (const p of parents) {
      const positions = children.filter((c) => c.parentCode === p.code).map((c) => c.position);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions.map((_, i) => i + 1));
    }
  });
});

describe(`getParentCityList (${engine})`, () => {
  it('answers the 시·도 in the official order to an employee', async () => {
    const parents = await parentsOf(kim);
    expect(parents).toHaveLength(17);
    expect(parents.slice(0, 2)).toEqual([
      { parentCityCode: '11', parentCityName: '서울특별시' },
      { parentCityCode: '26', parentCityName: '부산광역시' },
    ]);
    expect(parents.map((p) => p.parentCityName)).toEqual([
      '서울특별시',
      '부산광역시',
      '대구광역시',
      '인천광역시',
      '광주광역시',
      '대전광역시',
      '울산광역시',
      '세종특별자치시',
      '경기도',
      '강원특별자치도',
      '충청북도',
      '충청남도',
      '전북특별자치도',
      '전라남도',
      '경상북도',
      '경상남도',
      '제주특별자치도',
    ]);
    expect(parents.at(-1)).toEqual({ parentCityCode: '50', parentCityName: '제주특별자치도' });
  });

  it('answers a signed-in customer the same list', async () => {
    expect(await parentsOf(hanbit)).toEqual(await parentsOf(kim));
  });

  it('refuses a caller without a session', async () => {
    const res = await query(undefined, CITY_QUERIES.parents);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorMessage).toBe('로그인이 필요합니다.');
  });
});

describe(`광주광역시 and 전라남도 (${engine})`, () => {
  // The reference data once had them merged into a 「전남광주통합특별시」 (12) dated 2026-07-01, which was never
  // established. They are back with their own codes; the code 12 rows only stay for records saved with them.
  it('lists both with their 시·군·구 and no longer offers the merged code', async () => {
    expect((await childrenOf(kim, '29')).map((c) => [c.childCityCode, c.childCityName])).toEqual([
      ['29110', '동구'],
      ['29140', '서구'],
      ['29155', '남구'],
      ['29170', '북구'],
      ['29200', '광산구'],
    ]);
    const jeonnam = await childrenOf(kim, '46');
    expect(jeonnam).toHaveLength(22);
    expect(jeonnam[0]).toEqual({
      parentCityCode: '46',
      parentCityName: '전라남도',
      childCityCode: '46110',
      childCityName: '목포시',
    });
    expect(jeonnam.at(-1)).toMatchObject({ childCityCode: '46910', childCityName: '신안군' });
    expect((await parentsOf(kim)).some((p) => p.parentCityCode === '12')).toBe(false);
    expect(await childrenOf(kim, '12')).toEqual([]);
  });

  it('keeps the merged code readable for records that reference it', async () => {
    const kept = await db
      .select()
      .from(city)
      .where(inArray(city.code, ['12', '12110']));
    expect(kept.map((c) => [c.code, c.name, c.retired])).toEqual(
      expect.arrayContaining([
        ['12', '전남광주통합특별시', true],
        ['12110', '목포시', true],
      ]),
    );
  });
});

describe(`getChildCityList (${engine})`, () => {
  it("answers a 시·도's 시·군·구 in code order with both names", async () => {
    const seoul = await childrenOf(kim, '11');
    expect(seoul).toHaveLength(25);
    expect(seoul[0]).toEqual({
      parentCityCode: '11',
      parentCityName: '서울특별시',
      childCityCode: '11110',
      childCityName: '종로구',
    });
    expect(seoul.at(-1)!.childCityName).toBe('강동구');
    const codes = seoul.map((c) => c.childCityCode);
    expect(codes).toEqual([...codes].sort());
  });

  it('folds ordinary cities’ wards into the city and keeps the reforms', async () => {
    const gyeonggi = await childrenOf(kim, '41');
    expect(gyeonggi.find((c) => c.childCityCode === '41110')?.childCityName).toBe('수원시');
    expect(gyeonggi.some((c) => c.childCityName.endsWith('구'))).toBe(false);
    expect((await childrenOf(kim, '27')).map((c) => c.childCityName)).toContain('군위군');
    expect((await childrenOf(kim, '36')).map((c) => [c.childCityCode, c.childCityName])).toEqual([
      ['36110', '세종특별자치시'],
    ]);
    expect((await childrenOf(kim, '50')).map((c) => c.childCityCode)).toEqual(['50110', '50130']);
    expect((await childrenOf(kim, '51'))[0]).toMatchObject({ childCityCode: '51110', childCityName: '춘천시' });
    expect((await childrenOf(kim, '52'))[0]).toMatchObject({ childCityCode: '52110', childCityName: '전주시' });
    const incheon = (await childrenOf(kim, '28')).map((c) => c.childCityName);
    expect(incheon).toEqual(expect.arrayContaining(['제물포구', '영종구', '서해구', '검단구']));
    expect(incheon).not.toContain('중구');
  });

  it('answers a customer too', async () => {
    expect(await childrenOf(hanbit, '26')).toEqual(await childrenOf(kim, '26'));
  });

  it('answers an unknown parent, a child code or an empty code with an empty list', async () => {
    expect(await childrenOf(kim, '99')).toEqual([]);
    expect(await childrenOf(kim, '11110')).toEqual([]);
    expect(await childrenOf(kim, '')).toEqual([]);
  });

  it('refuses a caller without a session, and a call without the parent code', async () => {
    const anonymous = await query(undefined, CITY_QUERIES.children, { parentCityCode: '11' });
    expect(anonymous.statusCode).toBe(401);
    const missing = await query(kim, '{ getChildCityList { childCityCode } }');
    expect(missing.statusCode).toBe(400);
  });
});
