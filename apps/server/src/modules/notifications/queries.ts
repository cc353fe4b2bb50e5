import { and, asc, count, desc, eq, getTableColumns, gt, inArray, max } from 'drizzle-orm';
import { NOTIFICATION_SORT_FIELDS, type ListQuery, type NOTIFICATION_SEARCH_FILTERS } from '@scm/contract';
import type { Db } from '../../db/client';
import { notificationMessage } from '../../db/schema/notifications';
import { defineList, fetchList, type SearchOf } from '../../platform/list';

export type NotificationRow = typeof notificationMessage.$inferSelect;
export type NewNotificationRow = typeof notificationMessage.$inferInsert;

const notificationList = defineList({
  from: notificationMessage,
  key: notificationMessage.id,
  columns: getTableColumns(notificationMessage),
  sortFields: NOTIFICATION_SORT_FIELDS,
  sort: {
    id: notificationMessage.id,
    createdAt: notificationMessage.createdAt,
    isChecked: notificationMessage.isChecked,
    status: notificationMessage.status,
    targetDocumentType: notificationMessage.targetDocumentType,
  },
  search: { content: notificationMessage.content } satisfies SearchOf<typeof NOTIFICATION_SEARCH_FILTERS>,
  dates: { createdAt: notificationMessage.createdAt },
  defaultSort: [desc(notificationMessage.id)],
});

const ofAccount = (accountId: number) => eq(notificationMessage.accountId, accountId);

export const listNotifications = (db: Db, accountId: number, q: ListQuery) =>
  fetchList(db, notificationList, q, [ofAccount(accountId)]);

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
