import { and, eq } from 'drizzle-orm';
import type { SignUpSchema } from '@scm/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { account } from '../../db/schema/accounts';
import { buyer } from '../../db/schema/buyers';
import { employee } from '../../db/schema/employees';
import { hasResigned } from '../../platform/auth/context';
import { burnVerify, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { assertNewPassword } from '../../platform/auth/password-policy';
import { AppError, fieldError } from '../../platform/errors';

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
  const [e] = await db
    .select({ dateResigned: employee.dateResigned })
    .from(employee)
    .where(eq(employee.accountId, accountId));
  return hasResigned(e?.dateResigned);
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

/**
 * Sign-up creates a customer account and its client-company (buyer) record in one transaction.
 * The password is hashed before the username is looked up, so a taken username answers no faster than a free one;
 * only customer accounts are looked at, so a staff username is as free as any other here.
 */
export async function signUpCustomer(db: Db, input: z.output<typeof SignUpSchema>) {
  assertNewPassword('password', input.password, input.username);
  const passwordHash = await hashPassword(input.password);
  await assertUsernameFree(db, input.username, 'customer');
  return db.transaction(async (tx) => {
    const [acc] = await tx
      .insert(account)
      .values({ username: input.username, passwordHash, userType: 'customer' })
      .onConflictDoNothing()
      .returning();
    if (!acc) throw fieldError('username', USERNAME_TAKEN);
    const [b] = await tx
      .insert(buyer)
      .values({ accountId: acc.id, name: input.name, tel: input.tel, address: input.address, email: input.email })
      .returning();
    return { accountId: acc.id, buyerId: b!.id };
  });
}
