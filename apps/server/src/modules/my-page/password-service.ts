import { passwordMessages } from '@scm/contract';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { fieldError, unauthorized } from '../../platform/errors';
import { assertNewPassword } from '../../platform/auth/password-policy';
import { endAccountSessions } from '../../platform/auth/sessions';
import { setAccountPassword } from '../auth';
import { findSignIn } from './queries';

/**
 * Replaces the account's password after checking the current one, then ends every other session of the
 * account in the same transaction: whoever else was signed in with the old password is signed out (their sockets
 * close on every process); the session asking stays. `newPasswordField` names the form's field for the new
 * password (field errors go under it).
 */
export async function changePassword(
  db: Db,
  who: { accountId: number; sessionId: number | null },
  oldPassword: string,
  newPassword: string,
  newPasswordField: 'password' | 'newPassword',
) {
  const current = await findSignIn(db, who.accountId);
  if (!current) throw unauthorized();
  assertNewPassword(newPasswordField, newPassword, current.username);
  if (!(await verifyPassword(current.passwordHash, oldPassword))) {
    throw fieldError('oldPassword', passwordMessages.wrongOldPassword);
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await setAccountPassword(tx, who.accountId, passwordHash);
    await endAccountSessions(tx, [who.accountId], who.sessionId ?? undefined);
  });
}
