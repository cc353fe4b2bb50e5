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
 * (platform/jobs), which claims one due QUEUED row at a time with FOR UPDATE SKIP LOCKED and a lease, so no two
 * processes send one twice. A text that cannot go (no mobile number, characters a phone cannot show) is kept as
 * REJECTED with the reason in `providerAnswer`, so staff see it on the outbox screen.
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
    /** While QUEUED and claimed: when the claim's lease ends (the message is due again then); else the next try. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    /** The claim holding the message (a random token per claim); only it may record the result. Null when free. */
    leaseOwner: varchar('lease_owner', { length: 64 }),
    template: varchar('template', { length: 32 }).$type<SmsTemplateType>(),
    referenceType: varchar('reference_type', { length: 32 }),
    referenceId: integer('reference_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sms_outbox_due_idx').on(t.status, t.nextAttemptAt), index('sms_outbox_created_idx').on(t.createdAt)],
);
