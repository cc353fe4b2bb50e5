import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account } from '../../db/schema/accounts';
import { employee } from '../../db/schema/employees';

/**
 * The accounts to tell about production events, by the employees' own notification settings (마이페이지):
 * working employees only (not resigned by `today`), with an enabled account.
 */
function working(today: string) {
  return and(eq(account.enabled, true), or(isNull(employee.dateResigned), gt(employee.dateResigned, today)));
}

/** Employees who asked to hear of every order received (isOrderReceiptNotification). */
export async function orderReceiptRecipients(db: Db, today: string): Promise<number[]> {
  const rows = await db
    .select({ accountId: employee.accountId })
    .from(employee)
    .innerJoin(account, eq(account.id, employee.accountId))
    .where(and(working(today), eq(employee.isOrderReceiptNotification, true)));
  return rows.map((r) => r.accountId);
}

/** A department's employees who asked to hear when work is requested of their team. */
export async function workRequestRecipients(db: Db, departmentId: number, today: string): Promise<number[]> {
  const rows = await db
    .select({ accountId: employee.accountId })
    .from(employee)
    .innerJoin(account, eq(account.id, employee.accountId))
    .where(
      and(
        working(today),
        eq(employee.departmentId, departmentId),
        eq(employee.isWorkRequestDepartmentNotification, true),
      ),
    );
  return rows.map((r) => r.accountId);
}
