import { describe, expect, it } from 'vitest';
import { PNG, employeesFixture } from './employees-fixture';
import { eq, sql } from 'drizzle-orm';
import { account, department, employee, session, storedFile } from '../src/db/schema';
import { employeeWithoutGroups, grantAuthority, login, signUpAndLogin, type Agent } from './harness';
import { GIF_1X1 } from './upload-fixtures';

const { ctx, db, admin, hanbit, PRINT, MANAGER, valid, form, send, storedNames, employeeRow, create, app } =
  await employeesFixture();

describe('update', () => {
  it('updates the fields, keeps the username and replaces or removes the stamp', async () => {
    const created = await create({ name: '강민지' });
    const put = (fields: Record<string, unknown>, stamp?: Parameters<typeof form>[1]) =>
      send(admin, 'PUT', '/api/employee', form({ ...valid(), ...fields }, stamp));
    const base = { id: created.id, username: created.username, password: undefined, password2: undefined };
    const { password: _p, password2: _p2, ...fields } = valid({ ...base, name: '강민지2', departmentId: PRINT });

    const first = await send(
      admin,
      'PUT',
      '/api/employee',
      form(fields, { bytes: PNG, type: 'image/png', name: 'a.png' }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: '강민지2 직원이 수정되었습니다.',
      data: { departmentName: '인쇄팀', hasStamp: true },
    });
    const firstStamp = (await employeeRow(created.id))!.stampFileId!;
    const firstKey = (await db.select().from(storedFile).where(eq(storedFile.id, firstStamp)))[0]!.storageKey;

    const second = await send(
      admin,
      'PUT',
      '/api/employee',
      form(fields, { bytes: GIF_1X1, type: 'image/gif', name: 'b.gif' }),
    );
    expect(second.statusCode).toBe(200);
    const secondStamp = (await employeeRow(created.id))!.stampFileId!;
    expect(secondStamp).not.toBe(firstStamp);
    expect(await db.select().from(storedFile).where(eq(storedFile.id, firstStamp))).toHaveLength(0);
    expect(storedNames()).not.toContain(firstKey);

    const removed = await send(admin, 'PUT', '/api/employee', form({ ...fields, deleteStamp: true }));
    expect(removed.json().data.hasStamp).toBe(false);
    expect((await employeeRow(created.id))!.stampFileId).toBeNull();
    expect(await db.select().from(storedFile).where(eq(storedFile.id, secondStamp))).toHaveLength(0);

    const rename = await send(admin, 'PUT', '/api/employee', form({ ...fields, username: 'someone.else' }));
    expect(rename.statusCode).toBe(400);
    expect(rename.json().username.defaultMessage).toBe('아이디는 등록 후 변경할 수 없습니다.');
    const withPassword = await put({ ...fields, password: 'new12345' });
    expect(withPassword.json().password.defaultMessage).toBe('허용되지 않는 항목입니다.');
    const resigned = await send(
      admin,
      'PUT',
      '/api/employee',
      form({ ...fields, dateJoined: '2025-05-01', dateResigned: '2025-04-30' }),
    );
    expect(resigned.json().dateResigned.defaultMessage).toBe('퇴사일은 입사일보다 빠를 수 없습니다.');
    expect((await employeeRow(created.id))!.name).toBe('강민지2');
    const [acc] = await db
      .select()
      .from(account)
      .where(eq(account.id, (await employeeRow(created.id))!.accountId));
    expect(acc!.username).toBe(created.username);
    expect((await send(admin, 'PUT', '/api/employee', form({ ...fields, id: 999999 }))).statusCode).toBe(404);
  });

  it('keeps a department that became unused on a record that already has it', async () => {
    const temp = (await db.insert(department).values({ name: '임시팀' }).returning())[0]!;
    const created = await create({ departmentId: temp.id });
    await db.update(department).set({ isUsed: false }).where(eq(department.id, temp.id));
    const {
      password: _p,
      password2: _p2,
      ...fields
    } = valid({ id: created.id, username: created.username, departmentId: temp.id });
    const kept = await send(admin, 'PUT', '/api/employee', form({ ...fields, name: '임시팀원' }));
    expect(kept.statusCode).toBe(200);
    const other = await create();
    const moved = await send(
      admin,
      'PUT',
      '/api/employee',
      form({ ...fields, id: other.id, username: other.username }),
    );
    expect(moved.json().departmentId.defaultMessage).toBe('사용하지 않는 부서는 선택할 수 없습니다.');
  });
});

describe('list', () => {
  it('pages, sorts and searches by every filter', async () => {
    await create({
      name: '검색대상',
      number: 'Z-7777',
      tel: '010-7777-7777',
      departmentId: PRINT,
      positionId: MANAGER,
    });
    const page = (await send(admin, 'GET', '/api/employee?page=0&size=3&sort=name,asc')).json().data;
    expect(page.content).toHaveLength(3);
    expect(page.pageable).toMatchObject({ number: 0, size: 3 });
    expect(Object.keys(page.content[0]).sort()).toEqual(
      ['dateResigned', 'departmentName', 'id', 'name', 'number', 'positionName', 'tel'].sort(),
    );
    const search = async (filter: string, keyword: string) =>
      (
        await send(admin, 'GET', `/api/employee?searchFilter=${filter}&searchKeyword=${encodeURIComponent(keyword)}`)
      ).json().data.content as { name: string }[];
    expect((await search('number', 'z-7777')).map((e) => e.name)).toEqual(['검색대상']);
    expect((await search('name', '검색대')).map((e) => e.name)).toEqual(['검색대상']);
    expect((await search('tel', '7777-7777')).map((e) => e.name)).toEqual(['검색대상']);
    expect((await search('department', '인쇄')).map((e) => e.name)).toContain('검색대상');
    expect((await search('position', '과장')).map((e) => e.name)).toContain('검색대상');
    expect((await search('all', 'Z-7777')).map((e) => e.name)).toEqual(['검색대상']);
    const byDept = (await send(admin, 'GET', '/api/employee?sort=department,desc&size=100')).json().data.content as {
      departmentName: string | null;
    }[];
    const names = byDept.map((e) => e.departmentName).filter((n): n is string => n !== null);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect((await send(admin, 'GET', '/api/employee?sort=passwordHash,asc')).json().errorCode).toBe('INVALID_SORT');
    expect((await send(admin, 'GET', '/api/employee?searchFilter=username&searchKeyword=a')).statusCode).toBe(400);
  });

  it('offers the employee select list to staff through GraphQL, not to customers', async () => {
    const query = (agent: Agent) =>
      app.inject({
        method: 'POST',
        url: '/graphql',
        headers: agent.headers(),
        payload: { query: '{ getEmployeeSelectList { id name dateResigned } }' },
      });
    const res = await query(admin);
    expect(res.statusCode).toBe(200);
    const list = res.json().data.getEmployeeSelectList as { id: number; name: string }[];
    expect(list.map((e) => e.name)).toContain('김민준');
    expect(list[0]).toEqual({ id: expect.any(Number), name: expect.any(String), dateResigned: null });
    expect((await query(hanbit)).statusCode).toBe(403);
  });
});

describe('delete', () => {
  it('deletes an employee with its account, sessions and stamp', async () => {
    const input = valid({ name: '퇴사예정' });
    const res = await send(
      admin,
      'POST',
      '/api/employee',
      form(input, { bytes: PNG, type: 'image/png', name: 's.png' }),
    );
    const id = res.json().data.id as number;
    const row = (await employeeRow(id))!;
    const key = (await db.select().from(storedFile).where(eq(storedFile.id, row.stampFileId!)))[0]!.storageKey;
    const agent = await login(app, input.username, 'test-pass-2468');
    const deleted = await send(admin, 'DELETE', `/api/employee/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('퇴사예정 직원이 삭제되었습니다.');
    expect(await employeeRow(id)).toBeUndefined();
    expect(await db.select().from(account).where(eq(account.id, row.accountId))).toHaveLength(0);
    expect(await db.select().from(session).where(eq(session.accountId, row.accountId))).toHaveLength(0);
    expect(await db.select().from(storedFile).where(eq(storedFile.id, row.stampFileId!))).toHaveLength(0);
    expect(storedNames()).not.toContain(key);
    const after = await app.inject({
      method: 'POST',
      url: '/api/authentication/check_logged_in',
      headers: { cookie: agent.cookie },
    });
    expect(after.statusCode).toBe(401);
    expect((await send(admin, 'DELETE', `/api/employee/${id}`)).statusCode).toBe(404);
  });

  it('deletes several at once and refuses an empty selection', async () => {
    const a = await create({ name: '일괄1' });
    const b = await create({ name: '일괄2' });
    const res = await send(admin, 'DELETE', '/api/employee', { employeeIds: [a.id, b.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('직원 2명이 삭제되었습니다.');
    expect(await employeeRow(a.id)).toBeUndefined();
    expect(await employeeRow(b.id)).toBeUndefined();
    const empty = await send(admin, 'DELETE', '/api/employee', { employeeIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().employeeIds.defaultMessage).toBe('삭제할 직원을 선택해주세요.');
    const c = await create({ name: '일괄3' });
    const missing = await send(admin, 'DELETE', '/api/employee', { employeeIds: [c.id, 999999] });
    expect(missing.statusCode).toBe(404);
    expect(await employeeRow(c.id)).toBeDefined();
  });

  it('refuses deleting oneself and the last admin account, deleting nothing', async () => {
    const [adminRow] = await db
      .select({ id: employee.id })
      .from(employee)
      .innerJoin(account, eq(account.id, employee.accountId))
      .where(eq(account.username, 'admin'));
    const adminEmployeeId = adminRow!.id;
    const other = await create({ name: '동료' });
    const self = await send(admin, 'DELETE', '/api/employee', { employeeIds: [other.id, adminEmployeeId] });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ errorMessage: '자기 자신은 삭제할 수 없습니다.', isAlert: true });
    expect(await employeeRow(other.id)).toBeDefined();

    const { agent: writer, employeeId } = await employeeWithoutGroups(ctx, 'hr.writer');
    await grantAuthority(ctx, employeeId, 'COMMON_WRITE');
    const last = await send(writer, 'DELETE', `/api/employee/${adminEmployeeId}`);
    expect(last.statusCode).toBe(400);
    expect(last.json().errorMessage).toBe('마지막 관리자 계정은 삭제할 수 없습니다.');
    expect(await employeeRow(adminEmployeeId)).toBeDefined();
    // With another admin left, an admin account may go.
    const second = await create({ name: '부관리자' });
    await db
      .update(account)
      .set({ isAdmin: true })
      .where(eq(account.id, (await employeeRow(second.id))!.accountId));
    expect((await send(writer, 'DELETE', `/api/employee/${second.id}`)).statusCode).toBe(200);
  });

  it('keeps an employee that work records point at, with a Korean message', async () => {
    await db.execute(sql`create table employee_ref_probe (employee_id integer references employee(id))`);
    const kept = await create({ name: '기록보유' });
    await db.execute(sql`insert into employee_ref_probe values (${kept.id})`);
    const res = await send(admin, 'DELETE', `/api/employee/${kept.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'EMPLOYEE_IN_USE', errorMessage: expect.stringContaining('퇴사일') });
    expect(await employeeRow(kept.id)).toBeDefined();
    await db.execute(sql`drop table employee_ref_probe`);
  });
});

describe('access', () => {
  it('needs COMMON_READ to read and COMMON_WRITE to write; customers and strangers are refused', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'no.common');
    const target = await create({ name: '권한확인' });
    expect((await send(agent, 'GET', '/api/employee')).statusCode).toBe(403);
    expect((await send(agent, 'GET', `/api/employee/${target.id}`)).statusCode).toBe(403);
    // The stamp is for every employee: it goes on shared documents.
    expect((await send(agent, 'GET', `/api/employee/stamp/${target.id}`)).statusCode).toBe(404);
    await grantAuthority(ctx, employeeId, 'COMMON_READ');
    expect((await send(agent, 'GET', '/api/employee')).statusCode).toBe(200);
    expect((await send(agent, 'GET', `/api/employee/${target.id}/simple`)).statusCode).toBe(200);
    expect((await send(agent, 'POST', '/api/employee', form(valid()))).statusCode).toBe(403);
    expect((await send(agent, 'DELETE', `/api/employee/${target.id}`)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'COMMON_WRITE');
    expect((await send(agent, 'POST', '/api/employee', form(valid()))).statusCode).toBe(201);

    for (const [method, url] of [
      ['GET', '/api/employee'],
      ['GET', `/api/employee/${target.id}`],
      ['GET', `/api/employee/stamp/${target.id}`],
      ['DELETE', `/api/employee/${target.id}`],
    ] as const) {
      expect((await send(hanbit, method, url)).statusCode).toBe(403);
      expect((await send(undefined, method, url)).statusCode).toBe(401);
    }
    const customer = await signUpAndLogin(app, 'emp.probe');
    expect((await send(customer, 'POST', '/api/employee', form(valid()))).statusCode).toBe(403);
    expect(await employeeRow(target.id)).toBeDefined();
  });
});
