import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { department } from '../src/db/schema';
import { REFERENCE_CODES } from '../src/modules/codes/reference-codes';
import { login, makeApp, type Agent } from './harness';

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

describe('getCode', () => {
  it('returns the seeded positions in creation order', async () => {
    const res = await query(kim, 'query($n: String!) { getCode(codeName: $n) { id name isUsed } }', { n: 'position' });
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.getCode as { id: number; name: string; isUsed: boolean }[];
    expect(codes.map((c) => c.name)).toEqual(REFERENCE_CODES.position);
    expect(codes.every((c) => c.isUsed)).toBe(true);
    expect(codes.map((c) => c.id)).toEqual([...codes.map((c) => c.id)].sort((a, b) => a - b));
  });

  it('answers an unknown category with an empty list', async () => {
    const res = await query(kim, '{ getCode(codeName: "없는분류") { id } }');
    expect(res.json()).toEqual({ data: { getCode: [] } });
  });
});

describe('getDepartmentSelectList', () => {
  it('returns every department with its colour and use flag', async () => {
    const res = await query(kim, '{ getDepartmentSelectList { id name color isUsed } }');
    expect(res.statusCode).toBe(200);
    const list = res.json().data.getDepartmentSelectList as { id: number }[];
    const rows = await db.select().from(department).orderBy(asc(department.id));
    expect(list).toHaveLength(rows.length);
    expect(list).toContainEqual({
      id: rows[0]!.id,
      name: rows[0]!.name,
      color: rows[0]!.color,
      isUsed: rows[0]!.isUsed,
    });
    // Departments in use come first.
    const flags = (res.json().data.getDepartmentSelectList as { isUsed: boolean }[]).map((d) => d.isUsed);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });

  it('works with a Bearer token and over GET', async () => {
    const bearer = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { authorization: `Bearer ${kim.token}` },
      payload: { query: '{ getDepartmentSelectList { id } }' },
    });
    expect(bearer.statusCode).toBe(200);
    const get = await app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ getDepartmentSelectList { id } }')}`,
      headers: { cookie: kim.cookie },
    });
    expect(get.statusCode).toBe(200);
    expect(get.json().data.getDepartmentSelectList.length).toBeGreaterThan(0);
  });
});

describe('access', () => {
  it('refuses callers without a session with the usual 401 body, over POST and GET', async () => {
    const post = await query(undefined, '{ getDepartmentSelectList { id } }');
    expect(post.statusCode).toBe(401);
    expect(post.json()).toEqual({
      errorCode: 'UNAUTHORIZED',
      errorMessage: '로그인이 필요합니다.',
      isAlert: true,
      isSnackbar: false,
    });
    const get = await app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ getCode(codeName: "position") { id } }')}`,
    });
    expect(get.statusCode).toBe(401);
    expect(get.json().errorCode).toBe('UNAUTHORIZED');
  });

  it('refuses customers the staff select lists', async () => {
    for (const source of ['{ getDepartmentSelectList { id } }', '{ getCode(codeName: "position") { id } }']) {
      const res = await query(hanbit, source);
      expect(res.statusCode).toBe(403);
      expect(res.json().data).toBeNull();
      expect(res.json().errors[0]).toMatchObject({
        message: '접근 권한이 없습니다.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
  });

  it('keeps GraphQL-shaped errors for bad queries', async () => {
    const res = await query(kim, '{ getNothing { id } }');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toContain('getNothing');
  });

  it('answers a request without a query with a GraphQL-shaped 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: kim.headers(),
      payload: { variables: {} },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toContain('GraphQL 요청 형식');
  });

  it('requires the CSRF token on cookie-authenticated POSTs', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: kim.cookie },
      payload: { query: '{ getDepartmentSelectList { id } }' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('CSRF_INVALID');
  });
});

describe('failures', () => {
  // Runs last: it replaces a resolver of this file's app.
  it('hides an internal failure behind a generic Korean message', async () => {
    app.graphql.defineResolvers({
      Query: {
        getDepartmentSelectList: async () => {
          throw new Error('relation "department" does not exist');
        },
      },
    });
    const res = await query(kim, '{ getDepartmentSelectList { id } }');
    expect(res.body).not.toContain('relation');
    expect(res.json().errors[0]).toMatchObject({
      message: '오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
      extensions: { code: 'INTERNAL' },
    });
  });
});
