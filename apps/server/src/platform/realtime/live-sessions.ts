import { and, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { session } from '../../db/schema';

/**
 * Which of these sessions are still valid. Read without touching them: an open socket alone must not keep an
 * idle login alive past its expiry.
 */
export async function findLiveSessionIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(inArray(session.id, ids), gt(session.expiresAt, new Date())));
  return new Set(rows.map((r) => r.id));
}
