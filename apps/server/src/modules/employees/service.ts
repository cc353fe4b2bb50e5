import { eq } from 'drizzle-orm';
import {
  EMPLOYEE_HR_FIELDS,
  canManageHr,
  employeeMessages,
  type Employee,
  type EmployeeHrField,
  type EmployeeCreateValues,
  type EmployeeListItem,
  type EmployeeMyPageValues,
  type EmployeeSimple,
  type EmployeeUpdateValues,
  type ListQuery,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { employee } from '../../db/schema/employees';
import { hashPassword } from '../../platform/auth/passwords';
import { assertNewPassword } from '../../platform/auth/password-policy';
import { hasResigned, type Principal } from '../../platform/auth/context';
import { endAccountSessions } from '../../platform/auth/sessions';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { referencedKind, type References } from '../../platform/references';
import type { ReceivedFile } from '../../platform/files/receive';
import { deleteStoredFiles, storeAttachedFile } from '../../platform/files/service';
import { toPage } from '../../platform/list';
import { deleteAccounts, insertAccount } from '../auth';
import {
  countAdminsExcept,
  findDepartmentState,
  findEmployee,
  findEmployees,
  findPositionState,
  findStoredFileKeys,
  isUsernameTaken,
  listEmployees,
  selectEmployees,
  type EmployeeRow,
} from './queries';

/** The whole record, HR data included: for the employee themself and for holders of the HR authority. */
export type FullEmployee = Employee & Record<EmployeeHrField, string>;

export const presentEmployee = (r: EmployeeRow): FullEmployee => ({
  id: r.id,
  username: r.username,
  number: r.number,
  name: r.name,
  departmentId: r.departmentId,
  departmentName: r.departmentName,
  positionId: r.positionId,
  positionName: r.positionName,
  tel: r.tel,
  email: r.email,
  address: r.address,
  salaryAccount: r.salaryAccount,
  emergencyContact: r.emergencyContact,
  remark: r.remark,
  dateJoined: r.dateJoined,
  dateResigned: r.dateResigned,
  isOrderReceiptNotification: r.isOrderReceiptNotification,
  isWorkRequestDepartmentNotification: r.isWorkRequestDepartmentNotification,
  hasStamp: r.stampFileId !== null,
  createdAt: r.createdAt.toISOString(),
});

export async function pageEmployees(db: Db, q: ListQuery) {
  const { rows, total } = await listEmployees(db, q);
  return toPage<EmployeeListItem>(rows, total, q);
}

async function requireEmployee(db: Db, id: number) {
  const row = await findEmployee(db, id);
  if (!row) throw notFound(employeeMessages.notFound);
  return row;
}

export const getEmployee = async (db: Db, id: number) => presentEmployee(await requireEmployee(db, id));

/** HR data is for holders of the HR authority and for the employee themself. */
export const mayHandleHrOf = (p: Principal, employeeId?: number) =>
  canManageHr(p.authorities) || (employeeId !== undefined && p.employeeId === employeeId);

/** The record as the caller may see it: HR data null unless it is theirs to see. */
export const employeeSeenBy = (e: FullEmployee, p: Principal): Employee =>
  mayHandleHrOf(p, e.id) ? e : { ...e, address: null, salaryAccount: null, emergencyContact: null };

/** A writer without the HR authority may edit the rest of a colleague, but not send (so not change or wipe) HR data. */
function refuseHrFieldsFrom(p: Principal, input: Partial<Record<EmployeeHrField, string>>, employeeId?: number) {
  if (mayHandleHrOf(p, employeeId)) return;
  if (EMPLOYEE_HR_FIELDS.some((f) => input[f] !== undefined))
    throw new AppError(403, 'HR_FORBIDDEN', employeeMessages.hrForbidden);
}

export async function getEmployeeSimple(db: Db, id: number): Promise<EmployeeSimple> {
  const r = await requireEmployee(db, id);
  return { id: r.id, name: r.name, department: r.departmentName, position: r.positionName };
}

export const employeeSelectList = (db: Db) => selectEmployees(db);

/** The names of these employees, by id (for other modules' lists that show who did something). */
export async function employeeNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = ids.length ? await findEmployees(db, ids) : [];
  return new Map(rows.map((e) => [e.id, e.name]));
}

/** An unused department or position may stay on a record that already has it, but is never newly chosen. */
async function checkDepartmentAndPosition(
  db: Db,
  input: { departmentId: number; positionId: number },
  current?: EmployeeRow,
) {
  const dept = await findDepartmentState(db, input.departmentId);
  if (!dept) throw fieldError('departmentId', employeeMessages.unknownDepartment);
  if (!dept.isUsed && current?.departmentId !== input.departmentId) {
    throw fieldError('departmentId', employeeMessages.inactiveDepartment);
  }
  const position = await findPositionState(db, input.positionId);
  if (!position) throw fieldError('positionId', employeeMessages.unknownPosition);
  if (!position.isUsed && current?.positionId !== input.positionId) {
    throw fieldError('positionId', employeeMessages.inactivePosition);
  }
}

const employeeValues = (v: EmployeeCreateValues | EmployeeUpdateValues) => ({
  number: v.number,
  name: v.name,
  departmentId: v.departmentId,
  positionId: v.positionId,
  tel: v.tel,
  email: v.email,
  // HR data left out (undefined) keeps the saved value on update and the empty default on create.
  address: v.address,
  salaryAccount: v.salaryAccount,
  emergencyContact: v.emergencyContact,
  remark: v.remark,
  dateJoined: v.dateJoined,
  dateResigned: v.dateResigned,
  isOrderReceiptNotification: v.isOrderReceiptNotification,
  isWorkRequestDepartmentNotification: v.isWorkRequestDepartmentNotification,
});

/** The owner kind of an employee's stamp file, registered with the files platform (routes.ts). */
export const EMPLOYEE_STAMP_OWNER = 'employee-stamp';

/** Stores the stamp's row attached to its employee, so it is only replaced or removed through the employee. */
const insertStamp = (tx: Db, stamp: ReceivedFile, uploadedBy: number, employeeId: number) =>
  storeAttachedFile(tx, stamp, { dtype: 'STAMP', uploadedBy, ownerType: EMPLOYEE_STAMP_OWNER, ownerId: employeeId });

/** Creates the sign-in account and the employee together. */
export async function createEmployee(db: Db, input: EmployeeCreateValues, stamp: ReceivedFile | null, by: Principal) {
  refuseHrFieldsFrom(by, input);
  assertNewPassword('password', input.password, input.username);
  // Hash first: a taken username then answers no faster than a free one.
  const passwordHash = await hashPassword(input.password);
  if (await isUsernameTaken(db, input.username)) throw fieldError('username', employeeMessages.duplicateUsername);
  await checkDepartmentAndPosition(db, input);
  const id = await db.transaction(async (tx) => {
    const accountId = await insertAccount(tx, { username: input.username, passwordHash, userType: 'employee' });
    if (accountId === undefined) throw fieldError('username', employeeMessages.duplicateUsername);
    const [row] = await tx
      .insert(employee)
      .values({ ...employeeValues(input), accountId })
      .returning({ id: employee.id });
    if (stamp) {
      const stampFileId = await insertStamp(tx, stamp, by.accountId, row!.id);
      await tx.update(employee).set({ stampFileId }).where(eq(employee.id, row!.id));
    }
    return row!.id;
  });
  return getEmployee(db, id);
}

/**
 * Updates everything but the username and password; a resignation date of today or earlier ends the employee's
 * sessions in the same transaction, and the last admin who has not left cannot be resigned. A new stamp (or deleteStamp) replaces the stored one;
 * returns the storage keys no longer referenced so the caller removes their bytes after the commit.
 */
export async function updateEmployee(db: Db, input: EmployeeUpdateValues, stamp: ReceivedFile | null, by: Principal) {
  refuseHrFieldsFrom(by, input, input.id);
  const current = await requireEmployee(db, input.id);
  if (input.username !== undefined && input.username !== current.username) {
    throw fieldError('username', employeeMessages.usernameFixed);
  }
  await checkDepartmentAndPosition(db, input, current);
  // A resignation date of today or earlier signs the employee out everywhere as it is saved.
  const resigned = hasResigned(input.dateResigned);
  if (resigned && current.isAdmin && !hasResigned(current.dateResigned)) {
    if ((await countAdminsExcept(db, [current.accountId])) === 0) {
      throw new AppError(400, 'CANNOT_RESIGN_LAST_ADMIN', employeeMessages.cannotResignLastAdmin);
    }
  }
  const replaceStamp = stamp !== null || input.deleteStamp;
  const orphanKeys = replaceStamp && current.stampFileId ? await findStoredFileKeys(db, [current.stampFileId]) : [];
  await db.transaction(async (tx) => {
    const stampFileId = stamp
      ? await insertStamp(tx, stamp, by.accountId, input.id)
      : replaceStamp
        ? null
        : current.stampFileId;
    await tx
      .update(employee)
      .set({ ...employeeValues(input), stampFileId })
      .where(eq(employee.id, input.id));
    if (orphanKeys.length) await deleteStoredFiles(tx, [current.stampFileId!]);
    if (resigned) await endAccountSessions(tx, [current.accountId]);
  });
  return { employee: await getEmployee(db, input.id), orphanKeys: orphanKeys.map((f) => f.storageKey) };
}

/** An employee edits their own contact details and notification settings (마이페이지). */
export async function updateOwnProfile(db: Db, employeeId: number, values: EmployeeMyPageValues) {
  await db.update(employee).set(values).where(eq(employee.id, employeeId));
}

/** Employees work records point at (the database refuses their deletion): resign them instead. */
export const EMPLOYEE = referencedKind('employee', 'EMPLOYEE_IN_USE', employeeMessages.inUse);

/**
 * Deletes employees with their sign-in accounts (their sessions end with the account). Nobody deletes
 * themselves, the last admin account stays, and staff referenced by work records are kept (resign them instead).
 * Returns the deleted employees and the stamp storage keys to remove.
 */
export async function deleteEmployees(db: Db, ids: number[], by: Principal, references: References) {
  const unique = [...new Set(ids)];
  const rows = await findEmployees(db, unique);
  if (rows.length !== unique.length) throw notFound(employeeMessages.notFound);
  if (rows.some((r) => r.id === by.employeeId))
    throw new AppError(400, 'CANNOT_DELETE_SELF', employeeMessages.cannotDeleteSelf);
  const accountIds = rows.map((r) => r.accountId);
  if (rows.some((r) => r.isAdmin) && (await countAdminsExcept(db, accountIds)) === 0) {
    throw new AppError(400, 'CANNOT_DELETE_LAST_ADMIN', employeeMessages.cannotDeleteLastAdmin);
  }
  const stampIds = rows.flatMap((r) => (r.stampFileId === null ? [] : [r.stampFileId]));
  const stampKeys = await findStoredFileKeys(db, stampIds);
  await references.deleteUnlessUsed(db, EMPLOYEE, unique, () =>
    db.transaction(async (tx) => {
      // Explicitly, not by the cascade: ending them announces the sessions so their sockets close at once.
      await endAccountSessions(tx, accountIds);
      await deleteAccounts(tx, accountIds);
      await deleteStoredFiles(tx, stampIds);
    }),
  );
  return { deleted: rows.map(presentEmployee), orphanKeys: stampKeys.map((f) => f.storageKey) };
}
