import {
  taxInvoiceModeOf,
  type CustomerMyPage,
  type CustomerMyPageValues,
  type EmployeeMyPage,
  type EmployeeMyPageValues,
} from '@scm/contract';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/auth/context';
import { forbidden, notFound } from '../../platform/errors';
import { updateOwnCompany } from '../buyers';
import { getEmployee, updateOwnProfile } from '../employees';
import { findCustomerProfile } from './queries';

/** The signed-in employee's id; an account without an employee profile has no my page here. */
const ownEmployeeId = (p: Principal) => {
  if (p.employeeId === null) throw forbidden();
  return p.employeeId;
};
const ownBuyerId = (p: Principal) => {
  if (p.buyerId === null) throw forbidden();
  return p.buyerId;
};

async function readEmployeeMyPage(db: Db, employeeId: number): Promise<EmployeeMyPage> {
  const e = await getEmployee(db, employeeId);
  return {
    id: e.id,
    username: e.username,
    number: e.number,
    name: e.name,
    departmentId: e.departmentId,
    departmentName: e.departmentName,
    positionId: e.positionId,
    positionName: e.positionName,
    tel: e.tel,
    email: e.email,
    address: e.address,
    salaryAccount: e.salaryAccount,
    emergencyContact: e.emergencyContact,
    remark: e.remark,
    isOrderReceiptNotification: e.isOrderReceiptNotification,
    isWorkRequestDepartmentNotification: e.isWorkRequestDepartmentNotification,
  };
}

/** Only one's own record: asking for another id is a 403, not a 404, so ids reveal nothing either way. */
export async function getEmployeeMyPage(db: Db, p: Principal, id: number) {
  if (id !== ownEmployeeId(p)) throw forbidden();
  return readEmployeeMyPage(db, id);
}

export async function updateEmployeeMyPage(db: Db, p: Principal, values: EmployeeMyPageValues) {
  const id = ownEmployeeId(p);
  await updateOwnProfile(db, id, values);
  return readEmployeeMyPage(db, id);
}

async function readCustomerMyPage(db: Db, buyerId: number): Promise<CustomerMyPage> {
  const row = await findCustomerProfile(db, buyerId);
  if (!row) throw notFound();
  return { ...row, taxInvoiceMode: taxInvoiceModeOf(row.taxInvoiceMode) };
}

export async function getCustomerMyPage(db: Db, p: Principal, id: number) {
  if (id !== ownBuyerId(p)) throw forbidden();
  return readCustomerMyPage(db, id);
}

export async function updateCustomerMyPage(db: Db, p: Principal, values: CustomerMyPageValues) {
  const id = ownBuyerId(p);
  await updateOwnCompany(db, id, values);
  return readCustomerMyPage(db, id);
}
