import { and, asc, count, eq, exists, gt, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@scm/contract';
import type { Db } from '../../db/client';
import { code, department, employee, employeeAuthGroup } from '../../db/schema';
import { planList, type ListSpec, fetchPage } from '../../platform/list-query';

// Read-only picker lists over the common-data tables (departments, employees, permission links).

const departmentSpec: ListSpec = {
  sort: { id: department.id, name: department.name },
  search: { name: department.name },
  defaultSort: [asc(department.name), asc(department.id)],
};

/** Departments in use. */
export async function listUsedDepartments(db: Db, q: ListQuery) {
  const plan = planList(q, departmentSpec, [eq(department.isUsed, true)]);
  return fetchPage(
    plan,
    db
      .select({ id: department.id, name: department.name, color: department.color, isUsed: department.isUsed })
      .from(department)
      .$dynamic(),
    db.select({ n: count() }).from(department).$dynamic(),
  );
}

const memberSpec: ListSpec = {
  sort: { id: employee.id, name: employee.name, departmentName: department.name, positionName: code.name },
  search: { name: employee.name, departmentName: department.name, positionName: code.name },
  defaultSort: [asc(employee.name), asc(employee.id)],
};

const isMemberOf = (db: Db, authGroupId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(employeeAuthGroup)
      .where(and(eq(employeeAuthGroup.employeeId, employee.id), eq(employeeAuthGroup.authGroupId, authGroupId))),
  );

/** Employees linked (or not linked) to a permission group directly, with department and position. */
export async function listGroupMembers(db: Db, q: ListQuery, authGroupId: number, connected: boolean) {
  const membership = connected ? isMemberOf(db, authGroupId) : not(isMemberOf(db, authGroupId));
  const plan = planList(q, memberSpec, [membership]);
  const from = () =>
    db
      .select({ id: employee.id, name: employee.name, departmentName: department.name, positionName: code.name })
      .from(employee)
      .leftJoin(department, eq(department.id, employee.departmentId))
      .leftJoin(code, eq(code.id, employee.positionId));
  return fetchPage(
    plan,
    from().$dynamic(),
    db
      .select({ n: count() })
      .from(employee)
      .leftJoin(department, eq(department.id, employee.departmentId))
      .leftJoin(code, eq(code.id, employee.positionId))
      .$dynamic(),
  );
}

const managerSpec: ListSpec = {
  sort: { id: employee.id, name: employee.name, departmentName: department.name, tel: employee.tel },
  search: { name: employee.name, departmentName: department.name, tel: employee.tel },
  defaultSort: [asc(department.name), asc(employee.name), asc(employee.id)],
};
/** Without the phone numbers: not shown, and not searchable either (a search would reveal them). */
const managerWithoutTelSpec: ListSpec = {
  sort: { id: employee.id, name: employee.name, departmentName: department.name },
  search: { name: employee.name, departmentName: department.name },
  defaultSort: managerSpec.defaultSort,
};

const stillEmployed: SQL = or(isNull(employee.dateResigned), gt(employee.dateResigned, sql`current_date`))!;

/** Employees who can look after a client company: in a department in use and not resigned. */
export async function listPartnerManagers(db: Db, q: ListQuery, withTel: boolean) {
  const plan = planList(q, withTel ? managerSpec : managerWithoutTelSpec, [eq(department.isUsed, true), stillEmployed]);
  const { rows, total } = await fetchPage(
    plan,
    db
      .select({ id: employee.id, name: employee.name, departmentName: department.name, tel: employee.tel })
      .from(employee)
      .innerJoin(department, eq(department.id, employee.departmentId))
      .$dynamic(),
    db.select({ n: count() }).from(employee).innerJoin(department, eq(department.id, employee.departmentId)).$dynamic(),
  );
  if (withTel) return { rows, total };
  return { rows: rows.map(({ id, name, departmentName }) => ({ id, name, departmentName })), total };
}
