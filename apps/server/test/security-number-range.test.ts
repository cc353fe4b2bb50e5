import { describe, expect, it } from 'vitest';
import { ERRORS, MSG } from '@scm/contract';
import { makeApp } from './harness';
import { sessionOf } from './route-table';

// PostgreSQL integer columns stop at 2,147,483,647; a bigger id or number used to reach the database and answer 500.
const ctx = await makeApp();
const { app } = ctx;
const admin = await sessionOf(ctx, 'admin');
const TOO_BIG = 2 ** 31;

describe('numbers past what a column holds', () => {
  it('answer 400 with a Korean message, in a path id, a body id and a query', async () => {
    // Ids in paths and query strings are judged by the contract's id rule, at the field.
    const byRule = [
      { method: 'DELETE' as const, url: `/api/department/${TOO_BIG}`, field: 'id' },
      { method: 'GET' as const, url: `/api/item/${TOO_BIG}`, field: 'id' },
      { method: 'GET' as const, url: `/api/admin/cm/code/code?categoryId=${TOO_BIG}`, field: 'categoryId' },
    ];
    for (const call of byRule) {
      const res = await app.inject({ method: call.method, url: call.url, headers: admin.headers() });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(res.json()).toMatchObject({ [call.field]: { isError: true, defaultMessage: MSG.invalidId } });
    }
    // A body number no schema bounds reaches the database, whose refusal is translated.
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/cm/auth_group',
      payload: { id: TOO_BIG, name: '그룹' },
      headers: admin.headers(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'INVALID_VALUE', errorMessage: ERRORS.INVALID_VALUE });
  });
});
