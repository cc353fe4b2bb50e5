import { boolean, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationStatus } from '@scm/contract';
import { account } from './accounts';
import { createdAt, id } from './common';

/** One row per recipient: the row is the truth, the socket push only a convenience. */
export const notificationMessage = pgTable(
  'notification_message',
  {
    id: id(),
    accountId: integer('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    content: varchar('content', { length: 1024 }).notNull(),
    isChecked: boolean('is_checked').notNull().default(false),
    status: varchar('status', { length: 16 }).$type<NotificationStatus>().notNull(),
    targetDocumentType: varchar('target_document_type', { length: 32 }).$type<NotificationKind>(),
    targetContentId: integer('target_content_id'),
    createdAt: createdAt(),
  },
  (t) => [index('notification_account_idx').on(t.accountId, t.id)],
);
