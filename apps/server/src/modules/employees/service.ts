import { eq, inArray } from 'drizzle-orm';
import {
  employeeMessages,
  type Employee,
  type EmployeeCreateValues,
  type EmployeeListItem,
  type EmployeeSimple,
  type EmployeeUpdateValues,
  type ListQuery,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { account, employee, storedFile } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';
import type { Principal } from '../../platform/auth/context';
import { AppError, SQL_STATE, conflict, databaseErrorOf, fieldError, notFound } from '../../platform/errors';
import type { ReceivedFile } from '../../platform/files/receive';
import { toPage } from '../../platform/list-query';
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

export const presentEmployee = (r: EmployeeRow): Employee => ({
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

export async function getEmployeeSimple(db: Db, id: number): Promise<EmployeeSimple> {
  const r = await requireEmployee(db, id);
  return { id: r.id, name: r.name, department: r.departmentName, position: r.positionName };
}

export const employeeSelectList = (db: Db) => selectEmployees(db);

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
  address: v.address,
  salaryAccount: v.salaryAccount,
  emergencyContact: v.emergencyContact,
  remark: v.remark,
  dateJoined: v.dateJoined,
  dateResigned: v.dateResigned,
  isOrderReceiptNotification: v.isOrderReceiptNotification,
  isWorkRequestDepartmentNotification: v.isWorkRequestDepartmentNotification,
});

const insertStamp = async (tx: Db, stamp: ReceivedFile, uploadedBy: number) =>
  (
    await tx
      .insert(storedFile)
      .values({ ...stamp, dtype: 'STAMP', uploadedBy })
      .returning({ id: storedFile.id })
  )[0]!.id;

/** Creates the sign-in account and the employee together. */
export async function createEmployee(db: Db, input: EmployeeCreateValues, stamp: ReceivedFile | null, by: Principal) {
  if (await isUsernameTaken(db, input.username)) throw fieldError('username', employeeMessages.duplicateUsername);
  await checkDepartmentAndPosition(db, input);
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction(async (tx) => {
    const [acc] = await tx
      .insert(account)
      .values({ username: input.username, passwordHash, userType: 'employee' })
      .onConflictDoNothing()
      .returning({ id: account.id });
    if (!acc) throw fieldError('username', employeeMessages.duplicateUsername);
    const stampFileId = stamp ? await insertStamp(tx, stamp, by.accountId) : null;
    const [row] = await tx
      .insert(employee)
      .values({ ...employeeValues(input), accountId: acc.id, stampFileId })
      .returning({ id: employee.id });
    return row!.id;
  });
  return getEmployee(db, id);
}

/**
 * Updates everything but the username and password. A new stamp (or deleteStamp) replaces the stored one;
 * returns the storage keys no longer referenced so the caller removes their bytes after the commit.
 */
export async function updateEmployee(db: Db, input: EmployeeUpdateValues, stamp: ReceivedFile | null, by: Principal) {
  const current = await requireEmployee(db, input.id);
  if (input.username !== undefined && input.username !== current.username) {
    throw fieldError('username', employeeMessages.usernameFixed);
  }
  await checkDepartmentAndPosition(db, input, current);
  const replaceStamp = stamp !== null || input.deleteStamp;
  const orphanKeys = replaceStamp && current.stampFileId ? await findStoredFileKeys(db, [current.stampFileId]) : [];
  await db.transaction(async (tx) => {
    const stampFileId = stamp ? await insertStamp(tx, stamp, by.accountId) : replaceStamp ? null : current.stampFileId;
    await tx
      .update(employee)
      .set({ ...employeeValues(input), stampFileId })
      .where(eq(employee.id, input.id));
    if (orphanKeys.length) await tx.delete(storedFile).where(inArray(storedFile.id, [current.stampFileId!]));
  });
  return { employee: await getEmployee(db, input.id), orphanKeys: orphanKeys.map((f) => f.storageKey) };
}

const isForeignKeyViolation = (err: unknown): boolean => databaseErrorOf(err)?.code === SQL_STATE.foreignKeyViolation;

/**
 * Deletes employees with their sign-in accounts (their sessions end with the account). Nobody deletes
 * themselves, the last admin account stays, and staff referenced by work records are kept (resign them instead).
 * Returns the deleted employees and the stamp storage keys to remove.
 */
export async function deleteEmployees(db: Db, ids: number[], by: Principal) {
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
  try {
    await db.transaction(async (tx) => {
      await tx.delete(account).where(inArray(account.id, accountIds));
      if (stampIds.length) await tx.delete(storedFile).where(inArray(storedFile.id, stampIds));
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict('EMPLOYEE_IN_USE', employeeMessages.inUse);
    throw err;
  }
  return { deleted: rows.map(presentEmployee), orphanKeys: stampKeys.map((f) => f.storageKey) };
}
