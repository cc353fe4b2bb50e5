import { and, count, desc, eq, gt, inArray, isNull, notInArray, or } from 'drizzle-orm';
import { EMPLOYEE_SORT_FIELDS, type EMPLOYEE_SEARCH_FILTERS, type ListQuery } from '@scm/contract';
import type { Db } from '../../db/client';
import { account } from '../../db/schema/accounts';
import { code, codeCategory } from '../../db/schema/codes';
import { department } from '../../db/schema/departments';
import { employee } from '../../db/schema/employees';
import { storedFile } from '../../db/schema/files';
import dates from '../../platform/dates';
import { defineList, fetchList, lookup, type SearchOf } from '../../platform/list';

/** Every column of the employee with its username, department and position names. */
const employeeColumns = {
  id: employee.id,
  accountId: employee.accountId,
  username: account.username,
  isAdmin: account.isAdmin,
  number: employee.number,
  name: employee.name,
  departmentId: employee.departmentId,
  departmentName: department.name,
  positionId: employee.positionId,
  positionName: code.name,
  tel: employee.tel,
  email: employee.email,
  address: employee.address,
  salaryAccount: employee.salaryAccount,
  emergencyContact: employee.emergencyContact,
  remark: employee.remark,
  dateJoined: employee.dateJoined,
  dateResigned: employee.dateResigned,
  isOrderReceiptNotification: employee.isOrderReceiptNotification,
  isWorkRequestDepartmentNotification: employee.isWorkRequestDepartmentNotification,
  stampFileId: employee.stampFileId,
  createdAt: employee.createdAt,
};

/** Employees with their username, department and position names. */
const selectWithNames = (db: Db) =>
  db
    .select(employeeColumns)
    .from(employee)
    .innerJoin(account, eq(account.id, employee.accountId))
    .leftJoin(department, eq(department.id, employee.departmentId))
    .leftJoin(code, eq(code.id, employee.positionId));

export type EmployeeRow = Awaited<ReturnType<typeof selectWithNames>>[number];

/** Department and position are read beside the employee (left joins); searching them looks their ids up first. */
const nameJoins = [
  { table: department, on: eq(department.id, employee.departmentId), left: true },
  { table: code, on: eq(code.id, employee.positionId), left: true },
] as const;

const employeeList = defineList({
  from: employee,
  key: employee.id,
  joins: nameJoins,
  columns: {
    id: employee.id,
    number: employee.number,
    name: employee.name,
    tel: employee.tel,
    departmentName: department.name,
    positionName: code.name,
    dateResigned: employee.dateResigned,
  },
  sortFields: EMPLOYEE_SORT_FIELDS,
  sort: {
    id: employee.id,
    number: employee.number,
    name: employee.name,
    tel: employee.tel,
    department: department.name,
    position: code.name,
    createdAt: employee.createdAt,
  },
  search: {
    number: employee.number,
    name: employee.name,
    tel: employee.tel,
    department: lookup(employee.departmentId, (db, like) =>
      db.select({ id: department.id }).from(department).where(like(department.name)),
    ),
    position: lookup(employee.positionId, (db, like) => db.select({ id: code.id }).from(code).where(like(code.name))),
  } satisfies SearchOf<typeof EMPLOYEE_SEARCH_FILTERS>,
  defaultSort: [desc(employee.id)],
});

export const listEmployees = (db: Db, q: ListQuery) => fetchList(db, employeeList, q);

export const findEmployee = async (db: Db, id: number): Promise<EmployeeRow | undefined> =>
  (await selectWithNames(db).where(eq(employee.id, id)))[0];

export const findEmployees = (db: Db, ids: number[]): Promise<EmployeeRow[]> =>
  selectWithNames(db).where(inArray(employee.id, ids));

export const selectEmployees = (db: Db) =>
  db
    .select({ id: employee.id, name: employee.name, dateResigned: employee.dateResigned })
    .from(employee)
    .orderBy(employee.name, employee.id);

export const isUsernameTaken = async (db: Db, username: string) =>
  (await db.select({ id: account.id }).from(account).where(eq(account.username, username))).length > 0;

export const findDepartmentState = async (db: Db, id: number) =>
  (await db.select({ isUsed: department.isUsed }).from(department).where(eq(department.id, id)))[0];

/** A code of the 'position' category, or nothing. */
export const findPositionState = async (db: Db, id: number) =>
  (
    await db
      .select({ isUsed: code.isUsed })
      .from(code)
      .innerJoin(codeCategory, eq(codeCategory.id, code.codeCategoryId))
      .where(and(eq(code.id, id), eq(codeCategory.name, 'position')))
  )[0];

/** Admin accounts that can still sign in (enabled, not resigned by today), leaving out `accountIds`. */
export const countAdminsExcept = async (db: Db, accountIds: number[]) =>
  (
    await db
      .select({ n: count() })
      .from(account)
      .leftJoin(employee, eq(employee.accountId, account.id))
      .where(
        and(
          eq(account.isAdmin, true),
          eq(account.enabled, true),
          or(isNull(employee.dateResigned), gt(employee.dateResigned, dates.today())),
          accountIds.length ? notInArray(account.id, accountIds) : undefined,
        ),
      )
  )[0]?.n ?? 0;

export const findStampFile = async (db: Db, employeeId: number) =>
  (
    await db
      .select({
        id: storedFile.id,
        storageKey: storedFile.storageKey,
        contentType: storedFile.contentType,
        size: storedFile.size,
        originalFileName: storedFile.originalFileName,
      })
      .from(employee)
      .innerJoin(storedFile, eq(storedFile.id, employee.stampFileId))
      .where(eq(employee.id, employeeId))
  )[0];

export const findStoredFileKeys = (db: Db, ids: number[]) =>
  ids.length
    ? db
        .select({ id: storedFile.id, storageKey: storedFile.storageKey })
        .from(storedFile)
        .where(inArray(storedFile.id, ids))
    : Promise.resolve([]);
