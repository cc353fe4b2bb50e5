import { passwordMessages } from '@scm/contract';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { fieldError, unauthorized } from '../../platform/errors';
import type { SessionStore } from '../../platform/auth/sessions';
import { assertNewPassword } from '../../platform/auth/password-policy';
import { findSignIn, setPasswordHash } from './queries';

/**
 * Replaces the account's password after checking the current one, then ends every other session of the
 * account: whoever else was signed in with the old password is signed out; the session asking stays.
 * `newPasswordField` names the form's field for the new password (field errors go under it).
 */
export async function changePassword(
  db: Db,
  sessions: SessionStore,
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
  await setPasswordHash(db, who.accountId, await hashPassword(newPassword));
  await sessions.destroyOthers(who.accountId, who.sessionId ?? undefined);
}
