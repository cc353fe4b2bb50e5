import type { ListQuery, NotificationMessage } from '@scm/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import type { NotificationInput } from '../../platform/realtime/types';
import { announceNotifications } from './wake-up';
import {
  countUnreadNotifications,
  insertNotifications,
  listNotifications,
  setNotificationChecked,
  type NotificationRow,
} from './queries';

const MAX_CONTENT = 1024;
const NOT_FOUND = '알림을 찾을 수 없습니다.';

export const presentNotification = (r: NotificationRow): NotificationMessage => ({
  id: r.id,
  createdAt: r.createdAt.toISOString(),
  content: r.content,
  isChecked: r.isChecked,
  status: r.status,
  targetDocumentType: r.targetDocumentType ?? null,
  targetContentId: r.targetContentId ?? null,
});

export async function pageNotifications(db: Db, accountId: number, q: ListQuery) {
  const { rows, total } = await listNotifications(db, accountId, q);
  return toPage(rows.map(presentNotification), total, q);
}

export async function checkNotification(db: Db, accountId: number, id: number, checked: boolean) {
  const row = await setNotificationChecked(db, accountId, id, checked);
  if (!row) throw notFound(NOT_FOUND);
  return presentNotification(row);
}

export const countUnread = (db: Db, accountId: number) => countUnreadNotifications(db, accountId);

/**
 * Stores one row per recipient, then wakes every server process to push them. Pass the caller's transaction
 * as `db` to make the notification part of the business write: the rows and the wake-up commit with it, or
 * neither happens.
 */
export async function storeNotifications(
  db: Db,
  accountIds: readonly number[],
  input: NotificationInput,
): Promise<NotificationMessage[]> {
  const recipients = [...new Set(accountIds)];
  if (recipients.length === 0) return [];
  const content = input.content.trim().slice(0, MAX_CONTENT);
  if (!content) throw new Error('notification content is empty');
  const rows = await insertNotifications(
    db,
    recipients.map((accountId) => ({
      accountId,
      content,
      status: input.status,
      targetDocumentType: input.targetDocumentType ?? null,
      targetContentId: input.targetContentId ?? null,
    })),
  );
  await announceNotifications(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(presentNotification);
}
