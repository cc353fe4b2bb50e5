import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  AUTH_GROUP_DEPARTMENT_SORT_FIELDS,
  AUTH_GROUP_EMPLOYEE_SORT_FIELDS,
  AUTH_GROUP_SORT_FIELDS,
  type AuthGroupTarget,
  type ListQuery,
} from '@scm/contract';
import type { Db } from '../../db/client';
import {
  authGroup,
  authGroupAuthority,
  authority,
  departmentAuthGroup,
  employeeAuthGroup,
} from '../../db/schema/auth-groups';
import { code } from '../../db/schema/codes';
import { department } from '../../db/schema/departments';
import { employee } from '../../db/schema/employees';
import { defineList, fetchList } from '../../platform/list';

export const allAuthorities = (db: Db) => db.select().from(authority).orderBy(asc(authority.id));

/** The authority names an employee holds through its own groups and its department's groups. */
export async function authorityNamesOf(db: Db, employeeId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: authority.name })
    .from(authority)
    .innerJoin(authGroupAuthority, eq(authGroupAuthority.authorityId, authority.id))
    .where(
      sql`${authGroupAuthority.authGroupId} in (
        select ${employeeAuthGroup.authGroupId} from ${employeeAuthGroup} where ${employeeAuthGroup.employeeId} = ${employeeId}
        union
        select ${departmentAuthGroup.authGroupId} from ${departmentAuthGroup}
          join ${employee} on ${employee.departmentId} = ${departmentAuthGroup.departmentId}
          where ${employee.id} = ${employeeId})`,
    );
  return rows.map((r) => r.name);
}

const groupList = defineList({
  from: authGroup,
  key: authGroup.id,
  columns: getTableColumns(authGroup),
  sortFields: AUTH_GROUP_SORT_FIELDS,
  sort: { id: authGroup.id, name: authGroup.name, createdAt: authGroup.createdAt },
  search: { name: authGroup.name },
  defaultSort: [asc(authGroup.id)],
});

export const listGroups = (db: Db, q: ListQuery) => fetchList(db, groupList, q);

export const allGroups = (db: Db) => db.select().from(authGroup).orderBy(asc(authGroup.id));
export const findGroup = async (db: Db, id: number) =>
  (await db.select().from(authGroup).where(eq(authGroup.id, id)))[0];

export async function authoritiesOfGroups(db: Db, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({
      groupId: authGroupAuthority.authGroupId,
      id: authority.id,
      name: authority.name,
      nameKorean: authority.nameKorean,
    })
    .from(authGroupAuthority)
    .innerJoin(authority, eq(authority.id, authGroupAuthority.authorityId))
    .where(inArray(authGroupAuthority.authGroupId, groupIds))
    .orderBy(asc(authority.id));
}

const targetTable = {
  department: { table: departmentAuthGroup, key: departmentAuthGroup.departmentId },
  employee: { table: employeeAuthGroup, key: employeeAuthGroup.employeeId },
} as const;

/** Groups linked to each of the given departments or employees. */
export async function groupsOfTargets(db: Db, type: AuthGroupTarget, ids: number[]) {
  if (ids.length === 0) return [];
  const t = targetTable[type];
  return db
    .select({ targetId: t.key, id: authGroup.id, name: authGroup.name })
    .from(t.table)
    .innerJoin(authGroup, eq(authGroup.id, t.table.authGroupId))
    .where(inArray(t.key, ids))
    .orderBy(asc(authGroup.id));
}

export async function linkGroup(db: Db, type: AuthGroupTarget, targetId: number, authGroupId: number) {
  if (type === 'department')
    await db.insert(departmentAuthGroup).values({ departmentId: targetId, authGroupId }).onConflictDoNothing();
  else await db.insert(employeeAuthGroup).values({ employeeId: targetId, authGroupId }).onConflictDoNothing();
}

export async function unlinkGroup(db: Db, type: AuthGroupTarget, targetId: number, authGroupId: number) {
  const t = targetTable[type];
  await db.delete(t.table).where(and(eq(t.key, targetId), eq(t.table.authGroupId, authGroupId)));
}

const employeeList = defineList({
  from: employee,
  key: employee.id,
  joins: [
    { table: department, on: eq(department.id, employee.departmentId), left: true },
    { table: code, on: eq(code.id, employee.positionId), left: true },
  ],
  columns: {
    id: employee.id,
    number: employee.number,
    name: employee.name,
    departmentId: employee.departmentId,
    departmentName: department.name,
    positionName: code.name,
  },
  sortFields: AUTH_GROUP_EMPLOYEE_SORT_FIELDS,
  sort: { id: employee.id, number: employee.number, name: employee.name, departmentName: department.name },
  search: { name: employee.name, number: employee.number, departmentName: department.name },
  defaultSort: [asc(employee.id)],
});

export const listEmployeesWithDepartment = (db: Db, q: ListQuery) => fetchList(db, employeeList, q);

const departmentList = defineList({
  from: department,
  key: department.id,
  columns: { id: department.id, name: department.name, color: department.color, isUsed: department.isUsed },
  sortFields: AUTH_GROUP_DEPARTMENT_SORT_FIELDS,
  sort: { id: department.id, name: department.name },
  search: { name: department.name },
  defaultSort: [desc(department.isUsed), asc(department.id)],
});

export const listDepartmentsPlain = (db: Db, q: ListQuery) => fetchList(db, departmentList, q);

export const targetExists = async (db: Db, type: AuthGroupTarget, id: number) => {
  const table = type === 'department' ? department : employee;
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;
};
