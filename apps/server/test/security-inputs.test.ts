import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API_AUTH,
  API_BUYER,
  API_CODE,
  API_DEPARTMENT,
  API_FILE,
  API_ITEM,
  API_MODAL_SELECT,
  API_NOTICE,
  API_RECEIVING_HISTORY,
  API_SCHEDULE,
  API_SELLER,
  API_STOCKS,
  ERRORS,
  MSG,
  codeMessages,
} from '@scm/contract';
import { codeCategory } from '../src/db/schema';
import { AppError, DatabaseErrors, FieldError } from '../src/platform/errors';
import { findNulPath } from '../src/platform/input-guard';
import { ADMIN_PASSWORD, login, makeApp } from './harness';

/*
 * Defect 4 and the path-id part of 12 of issue 8: bad input answers 400 (or 409) in Korean, never 500.
 */
const ctx = await makeApp();
const { app } = ctx;
const admin = await login(app, 'admin', ADMIN_PASSWORD);

const get = (url: string) => app.inject({ method: 'GET', url, headers: admin.headers() });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  app.inject({ method, url, headers: admin.headers(), payload: payload as Record<string, unknown> });

const NUL = '\u0000';
const LISTS = [
  API_DEPARTMENT,
  API_SCHEDULE,
  API_NOTICE,
  API_BUYER,
  API_SELLER,
  API_ITEM,
  API_STOCKS,
  API_RECEIVING_HISTORY,
];

describe('a NUL character', () => {
  it.each(LISTS)('in searchKeyword of %s is a field error', async (list) => {
    const res = await get(`${list}?searchFilter=all&searchKeyword=a%00b`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ searchKeyword: { isError: true, defaultMessage: MSG.forbiddenCharacter } });
  });

  it('in an anonymous sign-in or sign-up is a field error', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: API_AUTH.login,
      payload: { username: `admin${NUL}`, password: 'x' },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().username.defaultMessage).toBe(MSG.forbiddenCharacter);
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/customer/cm/sign-up',
      payload: {
        name: `고객${NUL}`,
        username: 'nulcustomer',
        password: 'pass1234',
        passwordCheck: 'pass1234',
        tel: '010-1234-5678',
      },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().name.defaultMessage).toBe(MSG.forbiddenCharacter);
  });

  it('in a write is a field error and nothing is stored', async () => {
    const res = await send('POST', API_DEPARTMENT, { name: `영업${NUL}부` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: { isError: true, defaultMessage: MSG.forbiddenCharacter } });
  });

  it('is refused by the server-side net even where a schema takes any string (a password)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: API_AUTH.login,
      payload: { username: 'admin', password: `admin${NUL}1234` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password: { isError: true, defaultMessage: MSG.forbiddenCharacter } });
  });

  it('is found at any depth of a JSON body, keys included', () => {
    expect(findNulPath({ a: [{ b: 'x' }, { c: `y${NUL}` }] })).toBe('a.1.c');
    expect(findNulPath({ [`k${NUL}`]: 1 })).toBe('k');
    expect(findNulPath(`${NUL}`)).toBe('_');
    expect(findNulPath({ a: ['fine', 1, null, true] })).toBeUndefined();
    const deep: unknown[] = [];
    let cursor = deep;
    for (let i = 0; i < 50_000; i++) cursor.push((cursor = []));
    cursor.push(NUL);
    expect(findNulPath(deep)).toMatch(/^0(\.0)+$/);
  });
});

describe('impossible calendar dates', () => {
  it.each(['2026-02-30', '0000-01-01', '2026-13-01', '3000-01-01', '2026-1-1'])(
    'are refused in list date filters (%s)',
    async (date) => {
      const res = await get(`${API_SCHEDULE}?dateFilter=startDate&startDate=${date}&endDate=2026-12-31`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ startDate: { isError: true, defaultMessage: MSG.invalidDate } });
    },
  );

  it('are refused in date fields, a real leap day is not', async () => {
    for (const startDate of ['2026-02-30', '0000-01-01']) {
      const res = await send('POST', API_SCHEDULE, { name: '일정', remark: '내용', startDate, endDate: '2026-03-01' });
      expect(res.statusCode).toBe(400);
      expect(res.json().startDate.defaultMessage).toBe(MSG.invalidDate);
    }
    const leap = await send('POST', API_SCHEDULE, {
      name: '윤일',
      remark: '내용',
      startDate: '2028-02-29',
      endDate: '2028-03-01',
    });
    expect(leap.statusCode).toBe(201);
  });

  it('are refused as a calendar month of year 0000', async () => {
    const res = await get(`${API_SCHEDULE}/calendar?date=0000-01`);
    expect(res.statusCode).toBe(400);
  });
});

describe('ids', () => {
  it.each(['1.0', '%201', '01', '+1', '1e0', '0x1', '-1', '0', '99999999999', '2147483648', '%00'])(
    'in a path are digits only (%s)',
    async (id) => {
      const res = await get(`${API_FILE}/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().id.defaultMessage).toBeDefined();
    },
  );

  it('in a path still name records when they are plain digits', async () => {
    const [dept] = (await get(`${API_DEPARTMENT}/select`)).json().data as { id: number }[];
    expect((await get(`${API_DEPARTMENT}/${dept!.id}`)).statusCode).toBe(200);
    expect((await get(`${API_DEPARTMENT}/2147483647`)).statusCode).toBe(404);
  });

  it('in a query string are digits only', async () => {
    for (const q of ['1.0', '%201', '1e0', '99999999999']) {
      expect((await get(`${API_CODE}/code?categoryId=${q}`)).statusCode).toBe(400);
      expect((await get(`${API_MODAL_SELECT}/item_modal?itemCategoryId=${q}`)).statusCode).toBe(400);
    }
    const [category] = await ctx.database.db.select().from(codeCategory).limit(1);
    expect((await get(`${API_CODE}/code?categoryId=${category!.id}`)).statusCode).toBe(200);
  });

  it('in a body beyond the id columns answer 400, not 500', async () => {
    const res = await send('PUT', API_DEPARTMENT, { id: 3_000_000_000, name: '부서' });
    expect(res.statusCode).toBe(400);
    expect(res.statusCode).not.toBe(500);
  });
});

describe('the shared translation of database errors', () => {
  // As drizzle wraps them: the driver's error (pg or PGlite) is the cause.
  const wrapped = (code: string, constraint?: string) =>
    new Error('Failed query', { cause: Object.assign(new Error('db'), { code, constraint }) });
  const translateDatabaseError = (error: unknown) => ctx.app.databaseErrors.translate(error);

  it('answers a registered unique constraint with its field error', () => {
    const answer = translateDatabaseError(wrapped('23505', 'code_category_name_unique'));
    expect(answer).toBeInstanceOf(FieldError);
    expect((answer as FieldError).errors).toEqual({
      name: { isError: true, defaultMessage: codeMessages.duplicateCategory },
    });
  });

  it("keeps registrations to the app that made them: another app's translation does not know them", () => {
    const another = new DatabaseErrors().translate(wrapped('23505', 'code_category_name_unique'));
    expect(another).toBeInstanceOf(AppError);
    expect((another as AppError).message).toBe(ERRORS.DUPLICATE);
  });

  it('answers other unique and foreign-key violations with 409, bad values with 400', () => {
    const cases: [string, number, string][] = [
      ['23505', 409, ERRORS.DUPLICATE],
      ['23503', 409, ERRORS.REFERENCE_CONFLICT],
      ['22P02', 400, ERRORS.INVALID_VALUE],
      ['22003', 400, ERRORS.INVALID_VALUE],
      ['22008', 400, ERRORS.INVALID_VALUE],
      ['22007', 400, ERRORS.INVALID_VALUE],
      ['22021', 400, ERRORS.INVALID_VALUE],
    ];
    for (const [code, status, message] of cases) {
      const answer = translateDatabaseError(wrapped(code, 'some_constraint'));
      expect(answer).toBeInstanceOf(AppError);
      expect((answer as AppError).statusCode).toBe(status);
      expect((answer as AppError).message).toBe(message);
    }
    expect(translateDatabaseError(wrapped('57014'))).toBeUndefined();
    expect(translateDatabaseError(new Error('not a database error'))).toBeUndefined();
  });

  it('lets exactly one of 20 simultaneous creates of one code-category name win; the rest get the field error', async () => {
    const name = `동시분류-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('POST', `${API_CODE}/category`, { name })));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(400)]);
    for (const r of answers.filter((a) => a.statusCode === 400))
      expect(r.json()).toEqual({ name: { isError: true, defaultMessage: codeMessages.duplicateCategory } });
    expect(await ctx.database.db.select().from(codeCategory).where(eq(codeCategory.name, name))).toHaveLength(1);
  });
});
