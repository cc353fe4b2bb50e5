import { eq } from 'drizzle-orm';
import type { CustomerMyPageValues, EmployeeMyPageValues } from '@scm/contract';
import type { Db } from '../../db/client';
import { account } from '../../db/schema/accounts';
import { buyer } from '../../db/schema/buyers';
import { employee } from '../../db/schema/employees';

export const updateOwnEmployee = (db: Db, employeeId: number, values: EmployeeMyPageValues) =>
  db.update(employee).set(values).where(eq(employee.id, employeeId));

export const findCustomerProfile = async (db: Db, buyerId: number) =>
  (
    await db
      .select({
        id: buyer.id,
        username: account.username,
        name: buyer.name,
        tel: buyer.tel,
        address: buyer.address,
        email: buyer.email,
      })
      .from(buyer)
      .innerJoin(account, eq(account.id, buyer.accountId))
      .where(eq(buyer.id, buyerId))
  )[0];

export const updateOwnCustomer = (db: Db, buyerId: number, values: CustomerMyPageValues) =>
  db.update(buyer).set(values).where(eq(buyer.id, buyerId));

export const findSignIn = async (db: Db, accountId: number) =>
  (
    await db
      .select({ passwordHash: account.passwordHash, username: account.username })
      .from(account)
      .where(eq(account.id, accountId))
  )[0];

export const setPasswordHash = (db: Db, accountId: number, passwordHash: string) =>
  db.update(account).set({ passwordHash }).where(eq(account.id, accountId));
