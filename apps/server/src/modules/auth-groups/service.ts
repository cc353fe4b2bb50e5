import { and, eq } from 'drizzle-orm';
import { authGroupMessages, withParticle, type AuthGroup, type AuthGroupTarget, type ListQuery } from '@scm/contract';
import type { Db } from '../../db/client';
import { authGroup, authGroupAuthority, authority } from '../../db/schema/auth-groups';
import { notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import {
  allGroups,
  authoritiesOfGroups,
  findGroup,
  groupsOfTargets,
  linkGroup,
  listDepartmentsPlain,
  listEmployeesWithDepartment,
  listGroups,
  targetExists,
  unlinkGroup,
} from './queries';

const GROUP_NOT_FOUND = '권한 그룹을 찾을 수 없습니다.';

async function withAuthorities(db: Db, groups: { id: number; name: string }[]): Promise<AuthGroup[]> {
  const rows = await authoritiesOfGroups(
    db,
    groups.map((g) => g.id),
  );
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    authorities: rows.filter((r) => r.groupId === g.id).map(({ id, name, nameKorean }) => ({ id, name, nameKorean })),
  }));
}

export const allGroupsWithAuthorities = async (db: Db) => withAuthorities(db, await allGroups(db));

export async function pageGroups(db: Db, q: ListQuery) {
  const { rows, total } = await listGroups(db, q);
  return toPage(await withAuthorities(db, rows), total, q);
}

async function requireGroup(db: Db, id: number) {
  const g = await findGroup(db, id);
  if (!g) throw notFound(GROUP_NOT_FOUND);
  return g;
}

export async function createGroup(db: Db, name: string) {
  const [g] = await db.insert(authGroup).values({ name }).returning();
  return { group: (await withAuthorities(db, [g!]))[0]!, message: authGroupMessages.created(name) };
}

export async function renameGroup(db: Db, id: number, name: string) {
  const [g] = await db.update(authGroup).set({ name }).where(eq(authGroup.id, id)).returning();
  if (!g) throw notFound(GROUP_NOT_FOUND);
  return { group: (await withAuthorities(db, [g]))[0]!, message: authGroupMessages.updated(name) };
}

/** Deleting a group also removes it from every department and employee (cascade). */
export async function deleteGroup(db: Db, id: number) {
  const g = await requireGroup(db, id);
  await db.delete(authGroup).where(eq(authGroup.id, id));
  return authGroupMessages.deleted(g.name);
}

export async function addAuthority(db: Db, authGroupId: number, authorityId: number) {
  await requireGroup(db, authGroupId);
  const [a] = await db.select().from(authority).where(eq(authority.id, authorityId));
  if (!a) throw notFound('권한을 찾을 수 없습니다.');
  await db.insert(authGroupAuthority).values({ authGroupId, authorityId }).onConflictDoNothing();
  return authGroupMessages.authorityAdded;
}

export async function removeAuthority(db: Db, authGroupId: number, authorityId: number) {
  await requireGroup(db, authGroupId);
  await db
    .delete(authGroupAuthority)
    .where(and(eq(authGroupAuthority.authGroupId, authGroupId), eq(authGroupAuthority.authorityId, authorityId)));
  return authGroupMessages.authorityRemoved;
}

const TARGET_LABEL: Record<AuthGroupTarget, string> = { department: '부서', employee: '직원' };

export async function addGroupTo(db: Db, type: AuthGroupTarget, targetId: number, authGroupId: number) {
  await requireGroup(db, authGroupId);
  if (!(await targetExists(db, type, targetId)))
    throw notFound(`${withParticle(TARGET_LABEL[type], '을')} 찾을 수 없습니다.`);
  await linkGroup(db, type, targetId, authGroupId);
  return authGroupMessages.groupAdded(TARGET_LABEL[type]);
}

export async function removeGroupFrom(db: Db, type: AuthGroupTarget, targetId: number, authGroupId: number) {
  await unlinkGroup(db, type, targetId, authGroupId);
  return authGroupMessages.groupRemoved(TARGET_LABEL[type]);
}

export async function pageEmployeesWithGroups(db: Db, q: ListQuery) {
  const { rows, total } = await listEmployeesWithDepartment(db, q);
  const links = await groupsOfTargets(
    db,
    'employee',
    rows.map((r) => r.id),
  );
  const deptIds = [...new Set(rows.map((r) => r.departmentId).filter((d): d is number => d !== null))];
  const inherited = await groupsOfTargets(db, 'department', deptIds);
  const content = rows.map(({ departmentId, ...r }) => ({
    ...r,
    authGroups: links.filter((l) => l.targetId === r.id).map(({ id, name }) => ({ id, name })),
    departmentAuthGroups: inherited.filter((l) => l.targetId === departmentId).map(({ id, name }) => ({ id, name })),
  }));
  return toPage(content, total, q);
}

export async function pageDepartmentsWithGroups(db: Db, q: ListQuery) {
  const { rows, total } = await listDepartmentsPlain(db, q);
  const links = await groupsOfTargets(
    db,
    'department',
    rows.map((r) => r.id),
  );
  const content = rows.map((r) => ({
    ...r,
    authGroups: links.filter((l) => l.targetId === r.id).map(({ id, name }) => ({ id, name })),
  }));
  return toPage(content, total, q);
}
