import { passwordMessages } from '@scm/contract';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { fieldError, unauthorized } from '../../platform/errors';
import type { SessionStore } from '../../platform/auth/sessions';
import { findPasswordHash, setPasswordHash } from './queries';

/**
 * Replaces the account's password after checking the current one, then ends every other session of the
 * account: whoever else was signed in with the old password is signed out; the session asking stays.
 */
export async function changePassword(
  db: Db,
  sessions: SessionStore,
  who: { accountId: number; sessionId: number | null },
  oldPassword: string,
  newPassword: string,
) {
  const current = await findPasswordHash(db, who.accountId);
  if (!current) throw unauthorized();
  if (!(await verifyPassword(current, oldPassword))) {
    throw fieldError('oldPassword', passwordMessages.wrongOldPassword);
  }
  await setPasswordHash(db, who.accountId, await hashPassword(newPassword));
  await sessions.destroyOthers(who.accountId, who.sessionId ?? undefined);
}
