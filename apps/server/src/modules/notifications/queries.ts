import { and, asc, count, desc, eq, gt, inArray, max, type AnyColumn } from 'drizzle-orm';
import type { ListQuery, NOTIFICATION_SORT_FIELDS } from '@scm/contract';
import type { Db } from '../../db/client';
import { notificationMessage } from '../../db/schema';
import { planList, type ListSpec, fetchPage } from '../../platform/list-query';

export type NotificationRow = typeof notificationMessage.$inferSelect;
export type NewNotificationRow = typeof notificationMessage.$inferInsert;

const sortable = {
  id: notificationMessage.id,
  createdAt: notificationMessage.createdAt,
  isChecked: notificationMessage.isChecked,
  status: notificationMessage.status,
  targetDocumentType: notificationMessage.targetDocumentType,
} satisfies Record<(typeof NOTIFICATION_SORT_FIELDS)[number], AnyColumn>;

const listSpec: ListSpec = {
  sort: sortable,
  search: { content: notificationMessage.content },
  dates: { createdAt: notificationMessage.createdAt },
  defaultSort: [desc(notificationMessage.id)],
};

const ofAccount = (accountId: number) => eq(notificationMessage.accountId, accountId);

export async function listNotifications(db: Db, accountId: number, q: ListQuery) {
  const plan = planList(q, listSpec, [ofAccount(accountId)]);
  return fetchPage(
    plan,
    db.select().from(notificationMessage).$dynamic(),
    db.select({ n: count() }).from(notificationMessage).$dynamic(),
  );
}

export const setNotificationChecked = async (db: Db, accountId: number, id: number, isChecked: boolean) =>
  (
    await db
      .update(notificationMessage)
      .set({ isChecked })
      .where(and(eq(notificationMessage.id, id), ofAccount(accountId)))
      .returning()
  )[0];

export const countUnreadNotifications = async (db: Db, accountId: number) =>
  (
    await db
      .select({ n: count() })
      .from(notificationMessage)
      .where(and(ofAccount(accountId), eq(notificationMessage.isChecked, false)))
  )[0]?.n ?? 0;

export const insertNotifications = (db: Db, rows: NewNotificationRow[]) =>
  db.insert(notificationMessage).values(rows).returning();

/** The rows among `ids` addressed to one of `accountIds` (the accounts with a socket on this process). */
export const findNotificationsFor = (db: Db, ids: number[], accountIds: number[]) =>
  db
    .select()
    .from(notificationMessage)
    .where(and(inArray(notificationMessage.id, ids), inArray(notificationMessage.accountId, accountIds)))
    .orderBy(asc(notificationMessage.id));

export const findNotificationsAfter = (db: Db, accountId: number, afterId: number, limit: number) =>
  db
    .select()
    .from(notificationMessage)
    .where(and(ofAccount(accountId), gt(notificationMessage.id, afterId)))
    .orderBy(asc(notificationMessage.id))
    .limit(limit);

export const latestNotificationId = async (db: Db, accountId: number) =>
  (
    await db
      .select({ id: max(notificationMessage.id) })
      .from(notificationMessage)
      .where(ofAccount(accountId))
  )[0]?.id ?? 0;
