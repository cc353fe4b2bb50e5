import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account } from '../../db/schema/accounts';

/**
 * The account rows: auth owns them. Other modules create, re-key and remove sign-in accounts only through these
 * (buyers for customer accounts, employees for staff accounts, my-page for one's own password), inside their own
 * transaction when they pass one as `db`.
 */

/** A new sign-in account; undefined when its username was taken meanwhile in that user type's space. */
export const insertAccount = async (
  db: Db,
  values: { username: string; passwordHash: string; userType: 'employee' | 'customer' },
): Promise<number | undefined> =>
  (await db.insert(account).values(values).onConflictDoNothing().returning({ id: account.id }))[0]?.id;

export const setAccountPassword = (db: Db, accountId: number, passwordHash: string) =>
  db.update(account).set({ passwordHash }).where(eq(account.id, accountId));

/** Removes accounts; what hangs on one (its buyer or employee, its sessions) goes with it by cascade. */
export const deleteAccounts = (db: Db, accountIds: number[]) =>
  db.delete(account).where(inArray(account.id, accountIds));
