import { and, asc, eq, exists, gt, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import {
  DEPARTMENT_MODAL_SORT_FIELDS,
  GROUP_MEMBER_MODAL_SORT_FIELDS,
  MANAGER_MODAL_NAME_SORT_FIELDS,
  MANAGER_MODAL_SORT_FIELDS,
  type DEPARTMENT_MODAL_SEARCH_FILTERS,
  type GROUP_MEMBER_MODAL_SEARCH_FILTERS,
  type ListQuery,
  type MANAGER_MODAL_SEARCH_FILTERS,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { employeeAuthGroup } from '../../db/schema/auth-groups';
import { code } from '../../db/schema/codes';
import { department } from '../../db/schema/departments';
import { employee } from '../../db/schema/employees';
import { defineList, fetchList, type SearchOf } from '../../platform/list';

// Read-only picker lists over the common-data tables (departments, employees, permission links).

const usedDepartmentList = defineList({
  from: department,
  key: department.id,
  columns: { id: department.id, name: department.name, color: department.color, isUsed: department.isUsed },
  sortFields: DEPARTMENT_MODAL_SORT_FIELDS,
  sort: { id: department.id, name: department.name },
  search: { name: department.name } satisfies SearchOf<typeof DEPARTMENT_MODAL_SEARCH_FILTERS>,
  defaultSort: [asc(department.name), asc(department.id)],
});

/** Departments in use. */
export const listUsedDepartments = (db: Db, q: ListQuery) =>
  fetchList(db, usedDepartmentList, q, [eq(department.isUsed, true)]);

const memberList = defineList({
  from: employee,
  key: employee.id,
  joins: [
    { table: department, on: eq(department.id, employee.departmentId), left: true },
    { table: code, on: eq(code.id, employee.positionId), left: true },
  ],
  columns: { id: employee.id, name: employee.name, departmentName: department.name, positionName: code.name },
  sortFields: GROUP_MEMBER_MODAL_SORT_FIELDS,
  sort: { id: employee.id, name: employee.name, departmentName: department.name, positionName: code.name },
  search: {
    name: employee.name,
    departmentName: department.name,
    positionName: code.name,
  } satisfies SearchOf<typeof GROUP_MEMBER_MODAL_SEARCH_FILTERS>,
  defaultSort: [asc(employee.name), asc(employee.id)],
});

const isMemberOf = (db: Db, authGroupId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(employeeAuthGroup)
      .where(and(eq(employeeAuthGroup.employeeId, employee.id), eq(employeeAuthGroup.authGroupId, authGroupId))),
  );

/** Employees linked (or not linked) to a permission group directly, with department and position. */
export const listGroupMembers = (db: Db, q: ListQuery, authGroupId: number, connected: boolean) =>
  fetchList(db, memberList, q, [connected ? isMemberOf(db, authGroupId) : not(isMemberOf(db, authGroupId))]);

// Only employees of a department in use can look after a client, so the department join does filter rows.
const managerJoins = [{ table: department, on: eq(department.id, employee.departmentId) }];
const byDepartment = [asc(department.name), asc(employee.name), asc(employee.id)];

const managerList = defineList({
  from: employee,
  key: employee.id,
  joins: managerJoins,
  columns: { id: employee.id, name: employee.name, departmentName: department.name, tel: employee.tel },
  sortFields: MANAGER_MODAL_SORT_FIELDS,
  sort: { id: employee.id, name: employee.name, departmentName: department.name, tel: employee.tel },
  search: {
    name: employee.name,
    departmentName: department.name,
    tel: employee.tel,
  } satisfies SearchOf<typeof MANAGER_MODAL_SEARCH_FILTERS>,
  defaultSort: byDepartment,
});
/** Without the phone numbers: not shown, and not searchable or sortable either (that would reveal them). */
const managerWithoutTelList = defineList({
  from: employee,
  key: employee.id,
  joins: managerJoins,
  columns: { id: employee.id, name: employee.name, departmentName: department.name },
  sortFields: MANAGER_MODAL_NAME_SORT_FIELDS,
  sort: { id: employee.id, name: employee.name, departmentName: department.name },
  search: { name: employee.name, departmentName: department.name },
  defaultSort: byDepartment,
});

const stillEmployed: SQL = or(isNull(employee.dateResigned), gt(employee.dateResigned, sql`current_date`))!;

/** Employees who can look after a client company: in a department in use and not resigned. */
export function listPartnerManagers(db: Db, q: ListQuery, withTel: boolean) {
  const filters = [eq(department.isUsed, true), stillEmployed];
  return withTel ? fetchList(db, managerList, q, filters) : fetchList(db, managerWithoutTelList, q, filters);
}
