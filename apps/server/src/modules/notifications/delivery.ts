import { SOCKET_RESUME_LIMIT } from '@scm/contract';
import type { Db } from '../../db/client';
import type { Addressed, Missed } from '../../platform/realtime/types';
import { findNotificationsAfter, findNotificationsFor, latestNotificationId } from './queries';
import { presentNotification } from './service';

/** The woken-up rows addressed to accounts this process holds sockets for, in id order. */
export async function loadForDelivery(db: Db, ids: number[], accountIds: number[]): Promise<Addressed[]> {
  if (ids.length === 0 || accountIds.length === 0) return [];
  const rows = await findNotificationsFor(db, ids, accountIds);
  return rows.map((r) => ({ accountId: r.accountId, message: presentNotification(r) }));
}

/**
 * What a reconnecting client missed: its rows after `lastSeenId`, oldest first. lastSeenId 0 is a tab that
 * has seen nothing yet: it gets no replay (the list is the history) and starts from the latest id.
 */
export async function loadMissed(db: Db, accountId: number, lastSeenId: number): Promise<Missed> {
  if (lastSeenId === 0) return { messages: [], lastId: await latestNotificationId(db, accountId), hasMore: false };
  const rows = await findNotificationsAfter(db, accountId, lastSeenId, SOCKET_RESUME_LIMIT);
  const messages = rows.map(presentNotification);
  // Nothing newer: hand back the real latest id, so a stale lastSeenId (e.g. after a restore) is corrected.
  const lastId = messages.at(-1)?.id ?? Math.min(lastSeenId, await latestNotificationId(db, accountId));
  return { messages, lastId, hasMore: rows.length === SOCKET_RESUME_LIMIT };
}
