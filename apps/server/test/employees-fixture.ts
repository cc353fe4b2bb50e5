import { expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { code, codeCategory, department, employee } from '../src/db/schema';
import { ADMIN_PASSWORD, login, makeApp, type Agent } from './harness';

export { PNG_1X1 as PNG } from './upload-fixtures';

/** One app and database for an employees test file, with the demo departments, positions and helpers. (Built per call: each test file gets its own, even when test files share loaded modules.) */
export async function employeesFixture() {
  const ctx = await makeApp();
  const { app } = ctx;
  const db = ctx.database.db;
  const filesDir = path.join(ctx.config.dataDir, 'files');
  const admin = await login(app, 'admin', ADMIN_PASSWORD);
  const hanbit = await login(app, 'hanbit', 'demo1234');

  const deptId = async (name: string) => (await db.select().from(department).where(eq(department.name, name)))[0]!.id;
  const positionId = async (name: string) =>
    (
      await db
        .select({ id: code.id })
        .from(code)
        .innerJoin(codeCategory, eq(codeCategory.id, code.codeCategoryId))
        .where(and(eq(codeCategory.name, 'position'), eq(code.name, name)))
    )[0]!.id;
  const SALES = await deptId('영업부');
  const PRINT = await deptId('인쇄팀');
  const QA_UNUSED = await deptId('품질관리팀');
  const STAFF = await positionId('사원');
  const MANAGER = await positionId('과장');

  const valid = (over: Record<string, unknown> = {}) => ({
    username: `emp${Math.random().toString(36).slice(2, 8)}`,
    password: 'test-pass-2468',
    password2: 'test-pass-2468',
    name: '홍길동',
    number: 'E-2001',
    departmentId: SALES,
    positionId: STAFF,
    tel: '010-1111-2222',
    ...over,
  });

  /** A multipart body as the web form sends it: every value as text, the stamp as a file part. */
  const form = (fields: Record<string, unknown>, stamp?: { bytes: Buffer; type: string; name: string }) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) {
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') f.append(k, String(v));
      else if (v === null) f.append(k, '');
    }
    if (stamp) f.append('stamp', new Blob([stamp.bytes], { type: stamp.type }), stamp.name);
    return f;
  };
  const send = (agent: Agent | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: agent?.headers() ?? {},
      ...(payload === undefined ? {} : { payload: payload as FormData }),
    });
  const storedNames = () => (fs.existsSync(filesDir) ? fs.readdirSync(filesDir) : []);
  const employeeRow = async (id: number) => (await db.select().from(employee).where(eq(employee.id, id)))[0];
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await send(admin, 'POST', '/api/employee', form(valid(over)));
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; username: string; name: string };
  };
  return {
    ctx,
    app,
    db,
    filesDir,
    admin,
    hanbit,
    deptId,
    positionId,
    SALES,
    PRINT,
    QA_UNUSED,
    STAFF,
    MANAGER,
    valid,
    form,
    send,
    storedNames,
    employeeRow,
    create,
  };
}
