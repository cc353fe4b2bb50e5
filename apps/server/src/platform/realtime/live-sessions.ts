import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, employee, session } from '../../db/schema';
import { sessionIsLive } from '../auth/sessions';
import dates from '../dates';

/**
 * Which of these sessions are still valid: not expired, within their absolute lifetime, of an enabled account
 * whose employee (if any) has not resigned by today. Read without touching them: an open socket alone must not
 * keep an idle login alive past its expiry.
 */
export async function findLiveSessionIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .innerJoin(account, eq(account.id, session.accountId))
    .leftJoin(employee, eq(employee.accountId, account.id))
    .where(
      and(
        inArray(session.id, ids),
        sessionIsLive(),
        eq(account.enabled, true),
        or(isNull(employee.dateResigned), gt(employee.dateResigned, dates.today())),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
