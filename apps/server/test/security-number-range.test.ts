import { describe, expect, it } from 'vitest';
import { makeApp } from './harness';
import { sessionOf } from './route-table';

// PostgreSQL integer columns stop at 2,147,483,647; a bigger id or number used to reach the database and answer 500.
const ctx = await makeApp();
const { app } = ctx;
const admin = await sessionOf(ctx, 'admin');
const TOO_BIG = 2 ** 31;

describe('numbers past what a column holds', () => {
  it('answer 400 with a Korean message, in a path id, a body id and a query', async () => {
    const calls = [
      { method: 'DELETE' as const, url: `/api/department/${TOO_BIG}` },
      { method: 'GET' as const, url: `/api/item/${TOO_BIG}` },
      { method: 'PUT' as const, url: '/api/admin/cm/auth_group', payload: { id: TOO_BIG, name: '그룹' } },
      { method: 'GET' as const, url: `/api/admin/cm/code/code?categoryId=${TOO_BIG}` },
    ];
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: admin.headers() });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'BAD_REQUEST',
        errorMessage: '입력한 숫자가 허용 범위를 벗어났습니다.',
      });
    }
  });
});
