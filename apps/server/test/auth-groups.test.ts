import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { authGroup, authGroupAuthority, authority, departmentAuthGroup, employeeAuthGroup } from '../src/db/schema';
import { ADMIN_PASSWORD, employeeWithoutGroups, grantAuthority, login, makeApp, signUpAndLogin } from './harness';

const ctx = await makeApp();
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);
const P = '/api/admin/cm/auth_group';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, agent = admin) =>
  app.inject({ method, url, headers: agent.headers(), ...(payload ? { payload } : {}) });
const authorityId = async (name: string) => (await db.select().from(authority).where(eq(authority.name, name)))[0]!.id;

describe('authorities', () => {
  it('lists one read and one write authority per admin menu area, the HR authority and the production supervisor authority, with Korean names', async () => {
    const res = await call('GET', `${P}/authorities`);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { name: string; nameKorean: string }[];
    const names = list.map((a) => a.name);
    expect(names).toHaveLength(16);
    expect(list.find((a) => a.name === 'HR_MANAGE')?.nameKorean).toBe('인사 정보 관리');
    expect(list.find((a) => a.name === 'WORK_SUPERVISE')?.nameKorean).toBe('작업 총괄 (다른 팀 공정 처리·용지 수정)');
    expect(names).toContain('COMMON_READ');
    expect(names).toContain('ORDER_WRITE');
    expect(res.json().data[0].nameKorean).toMatch(/조회|수정/);
  });
});

describe('group CRUD', () => {
  it('creates, renames and deletes a group with the spec messages', async () => {
    const created = await call('POST', P, { name: '검수 담당' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      data: { name: '검수 담당', authorities: [] },
      message: '검수 담당 권한 그룹이 생성되었습니다.',
    });
    const id = created.json().data.id as number;
    const renamed = await call('PUT', P, { id, name: '품질 담당' });
    expect(renamed.json().message).toBe('품질 담당 권한 그룹이 수정되었습니다.');
    expect((await db.select().from(authGroup).where(eq(authGroup.id, id)))[0]!.name).toBe('품질 담당');
    const deleted = await call('DELETE', `${P}/${id}`);
    expect(deleted.json().message).toBe('품질 담당 권한 그룹이 삭제되었습니다.');
    expect(await db.select().from(authGroup).where(eq(authGroup.id, id))).toHaveLength(0);
  });

  it('requires a group name and a selected group', async () => {
    expect((await call('POST', P, { name: ' ' })).json()).toEqual({
      name: { isError: true, defaultMessage: '권한 그룹명을 입력해주세요.' },
    });
    expect((await call('PUT', P, { name: '이름' })).json()).toMatchObject({
      id: { defaultMessage: '권한 그룹을 선택해주세요.' },
    });
    expect((await call('PUT', P, { id: 99999, name: '이름' })).statusCode).toBe(404);
  });

  it('lists groups paged and all groups with their authorities', async () => {
    const page = (await call('GET', `${P}/groups?size=2&sort=name,asc`)).json().data;
    expect(page.content).toHaveLength(2);
    expect(page.pageable.totalElements).toBeGreaterThanOrEqual(4);
    const all = (await call('GET', `${P}/groups/all`)).json().data as { name: string; authorities: unknown[] }[];
    expect(all.find((g) => g.name === '전체 관리')!.authorities).toHaveLength(16);
  });
});

describe('authorities in a group and groups on departments and employees', () => {
  it('adds and removes an authority', async () => {
    const g = (await call('POST', P, { name: '조회 전용' })).json().data;
    const aId = await authorityId('COMMON_READ');
    const added = await call('POST', `${P}/authority`, { authGroupId: g.id, authorityId: aId });
    expect(added.json().message).toBe('권한이 추가되었습니다.');
    expect(await db.select().from(authGroupAuthority).where(eq(authGroupAuthority.authGroupId, g.id))).toHaveLength(1);
    // Adding twice is harmless.
    expect((await call('POST', `${P}/authority`, { authGroupId: g.id, authorityId: aId })).statusCode).toBe(200);
    const removed = await call('POST', `${P}/authority/delete`, { authGroupId: g.id, authorityId: aId });
    expect(removed.json().message).toBe('권한이 삭제되었습니다.');
    expect(await db.select().from(authGroupAuthority).where(eq(authGroupAuthority.authGroupId, g.id))).toHaveLength(0);
    expect((await call('POST', `${P}/authority`, { authGroupId: g.id, authorityId: 99999 })).statusCode).toBe(404);
  });

  it("gives an employee a department's groups: the menu area opens and closes with the link", async () => {
    const { agent, departmentId } = await employeeWithoutGroups(ctx, 'nogroup1');
    expect((await app.inject({ method: 'GET', url: '/api/department', headers: agent.headers() })).statusCode).toBe(
      403,
    );

    const g = (await call('POST', P, { name: '공통 조회' })).json().data;
    await call('POST', `${P}/authority`, { authGroupId: g.id, authorityId: await authorityId('COMMON_READ') });
    const linked = await call('POST', `${P}/in_other`, {
      authGroupId: g.id,
      targetType: 'department',
      targetId: departmentId,
    });
    expect(linked.json().message).toBe('부서에 권한 그룹이 추가되었습니다.');
    expect(
      await db
        .select()
        .from(departmentAuthGroup)
        .where(and(eq(departmentAuthGroup.departmentId, departmentId), eq(departmentAuthGroup.authGroupId, g.id))),
    ).toHaveLength(1);

    expect((await app.inject({ method: 'GET', url: '/api/department', headers: agent.headers() })).statusCode).toBe(
      200,
    );
    const check = await app.inject({
      method: 'POST',
      url: '/api/authentication/check_logged_in',
      headers: agent.headers(),
    });
    expect(check.json().data.account.authorities).toContain('COMMON_READ');
    // Read is not write.
    const write = await app.inject({
      method: 'POST',
      url: '/api/department',
      headers: agent.headers(),
      payload: { name: 'x' },
    });
    expect(write.statusCode).toBe(403);

    await call('POST', `${P}/in_other/delete`, { authGroupId: g.id, targetType: 'department', targetId: departmentId });
    expect((await app.inject({ method: 'GET', url: '/api/department', headers: agent.headers() })).statusCode).toBe(
      403,
    );
  });

  it('links groups to employees directly and lists departments and employees with their groups', async () => {
    const { employeeId } = await employeeWithoutGroups(ctx, 'nogroup2');
    const g = (await call('POST', P, { name: '직원 그룹' })).json().data;
    const res = await call('POST', `${P}/in_other`, {
      authGroupId: g.id,
      targetType: 'employee',
      targetId: employeeId,
    });
    expect(res.json().message).toBe('직원에 권한 그룹이 추가되었습니다.');
    expect(await db.select().from(employeeAuthGroup).where(eq(employeeAuthGroup.employeeId, employeeId))).toHaveLength(
      1,
    );
    const employees = (await call('GET', `${P}/employee?searchFilter=name&searchKeyword=nogroup2`)).json().data;
    expect(employees.content[0]).toMatchObject({ id: employeeId, authGroups: [{ id: g.id, name: '직원 그룹' }] });
    const kim = (
      await call('GET', `${P}/employee?searchFilter=name&searchKeyword=${encodeURIComponent('김민준')}`)
    ).json().data;
    expect(kim.content[0]).toMatchObject({ authGroups: [], departmentAuthGroups: [{ name: '영업' }] });
    const departments = (await call('GET', `${P}/department?searchKeyword=${encodeURIComponent('영업부')}`)).json()
      .data;
    expect(departments.content[0].authGroups.map((x: { name: string }) => x.name)).toContain('영업');
    expect(
      (await call('POST', `${P}/in_other`, { authGroupId: g.id, targetType: 'employee', targetId: 99999 })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `${P}/in_other`, { authGroupId: g.id, targetType: 'buyer', targetId: 1 })).statusCode,
    ).toBe(400);
  });
});

describe('who may manage permission groups', () => {
  it('needs COMMON_WRITE to change and COMMON_READ to look; customers never', async () => {
    const { agent, employeeId } = await employeeWithoutGroups(ctx, 'nogroup3');
    expect((await call('GET', `${P}/groups/all`, undefined, agent)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'COMMON_READ');
    expect((await call('GET', `${P}/groups/all`, undefined, agent)).statusCode).toBe(200);
    expect((await call('POST', P, { name: '몰래' }, agent)).statusCode).toBe(403);
    await grantAuthority(ctx, employeeId, 'COMMON_WRITE');
    expect((await call('POST', P, { name: '허가됨' }, agent)).statusCode).toBe(201);
    const customer = await signUpAndLogin(app, 'custgrp');
    expect((await call('GET', `${P}/groups/all`, undefined, customer)).statusCode).toBe(403);
  });

  it('answers the authority list over GraphQL', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: admin.headers({ 'content-type': 'application/json' }),
      payload: { query: '{ getAuthorityList { id name nameKorean } }' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.getAuthorityList).toHaveLength(16);
  });
});
