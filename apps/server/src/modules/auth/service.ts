import { eq } from 'drizzle-orm';
import type { SignUpSchema } from '@scm/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { account, buyer, employee } from '../../db/schema';
import { hasResigned } from '../../platform/auth/context';
import { burnVerify, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { assertNewPassword } from '../../platform/auth/password-policy';
import { AppError, fieldError } from '../../platform/errors';

/** Every account (staff and customer) shares one username space; a sign-up racing another answers like the check. */
export const USERNAME_TAKEN = '이미 사용 중인 아이디입니다.';

/** The account id for valid credentials; the same error whether the username or the password is wrong. */
export async function checkCredentials(db: Db, username: string, password: string): Promise<number> {
  const [row] = await db.select().from(account).where(eq(account.username, username.trim()));
  const valid = row ? await verifyPassword(row.passwordHash, password) : await burnVerify(password);
  if (!row || !valid || (await resignedEmployee(db, row.id))) {
    // A resigned employee gets the wrong-password answer: the sign-in page tells nothing about who has left.
    throw new AppError(401, 'LOGIN_FAILED', undefined, { isAlert: true, isSnackbar: false });
  }
  if (!row.enabled) throw new AppError(403, 'ACCOUNT_DISABLED');
  return row.id;
}

async function resignedEmployee(db: Db, accountId: number) {
  const [e] = await db
    .select({ dateResigned: employee.dateResigned })
    .from(employee)
    .where(eq(employee.accountId, accountId));
  return hasResigned(e?.dateResigned);
}

export async function assertUsernameFree(db: Db, username: string) {
  const [taken] = await db.select({ id: account.id }).from(account).where(eq(account.username, username));
  if (taken) throw fieldError('username', USERNAME_TAKEN);
}

/**
 * Sign-up creates a customer account and its client-company (buyer) record in one transaction.
 * The password is hashed before the username is looked up, so a taken username (staff or customer alike,
 * one account table) answers no faster than a free one.
 */
export async function signUpCustomer(db: Db, input: z.output<typeof SignUpSchema>) {
  assertNewPassword('password', input.password, input.username);
  const passwordHash = await hashPassword(input.password);
  await assertUsernameFree(db, input.username);
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
