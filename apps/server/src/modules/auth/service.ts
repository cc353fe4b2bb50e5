import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account } from '../../db/schema/accounts';
import { hasResigned } from '../../platform/auth/context';
import { burnVerify, verifyPassword } from '../../platform/auth/passwords';
import { AppError, fieldError } from '../../platform/errors';
import { resignationOfAccount } from './queries';

/**
 * Staff and customers have separate username spaces (account_user_type_username_unique): the customer sign-up checks
 * customer accounts only, so it never tells whether a staff username exists (a customer may even take a name a staff
 * member has; each signs in with their own password). A sign-up racing another answers like the check.
 */
export const USERNAME_TAKEN = '이미 사용 중인 아이디입니다.';

const USER_TYPES = ['employee', 'customer'] as const;

/**
 * The account id for valid credentials; the same error whether the username or the password is wrong. A username
 * may name a staff account and a customer account: the password decides which (staff first, should both match).
 * Both spaces are always checked (a missing one burns a verification), so the time says nothing about which exist.
 */
export async function checkCredentials(db: Db, username: string, password: string): Promise<number> {
  const rows = await db.select().from(account).where(eq(account.username, username.trim()));
  let found: (typeof rows)[number] | undefined;
  for (const type of USER_TYPES) {
    const row = rows.find((r) => r.userType === type);
    const valid = row ? await verifyPassword(row.passwordHash, password) : await burnVerify(password);
    // A resigned employee gets the wrong-password answer: the sign-in page tells nothing about who has left.
    if (row && valid && !found && !(await resignedEmployee(db, row.id))) found = row;
  }
  if (!found) throw new AppError(401, 'LOGIN_FAILED', undefined, { isAlert: true, isSnackbar: false });
  if (!found.enabled) throw new AppError(403, 'ACCOUNT_DISABLED');
  return found.id;
}

async function resignedEmployee(db: Db, accountId: number) {
  return hasResigned(await resignationOfAccount(db, accountId));
}

/**
 * The username is free among accounts of `userType` (the other space is never consulted: the customer sign-up), or
 * among all accounts when no type is given (staff creating a customer account may know every name).
 */
export async function assertUsernameFree(db: Db, username: string, userType?: 'employee' | 'customer') {
  const [taken] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.username, username), userType ? eq(account.userType, userType) : undefined));
  if (taken) throw fieldError('username', USERNAME_TAKEN);
}
