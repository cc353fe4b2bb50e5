import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { SmsKind, SmsOutboxStatus, SmsTemplateType } from '@scm/contract';
import { createdAt, id } from './common';

/** The two message templates (DEPOSIT_COMPLETE, ORDER_COMPLETE), one row each. */
export const smsTemplate = pgTable('sms_template', {
  type: varchar('type', { length: 32 }).$type<SmsTemplateType>().primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Every text message the shop sends: written in the business action's transaction, sent later by the sender job
 * (platform/jobs), which claims due QUEUED rows with FOR UPDATE SKIP LOCKED so no two processes send one twice.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    recipient: varchar('recipient', { length: 32 }).notNull(),
    text: text('text').notNull(),
    bytes: integer('bytes').notNull(),
    kind: varchar('kind', { length: 8 }).$type<SmsKind>().notNull(),
    status: varchar('status', { length: 16 }).$type<SmsOutboxStatus>().notNull().default('QUEUED'),
    providerAnswer: text('provider_answer').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    template: varchar('template', { length: 32 }).$type<SmsTemplateType>(),
    referenceType: varchar('reference_type', { length: 32 }),
    referenceId: integer('reference_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sms_outbox_due_idx').on(t.status, t.nextAttemptAt), index('sms_outbox_created_idx').on(t.createdAt)],
);
