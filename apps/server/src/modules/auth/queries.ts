import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employee } from '../../db/schema/employees';

/** The resignation date of the employee an account belongs to (none for a customer's account). */
export const resignationOfAccount = async (db: Db, accountId: number) =>
  (await db.select({ dateResigned: employee.dateResigned }).from(employee).where(eq(employee.accountId, accountId)))[0]
    ?.dateResigned;
