import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  SMS_OUTBOX_SORT_FIELDS,
  type SMS_OUTBOX_SEARCH_FILTERS,
  type SmsOutboxListQuery,
  type SmsTemplateType,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { smsOutbox, smsTemplate } from '../../db/schema/sms';
import { defineList, fetchList, type SearchOf } from '../../platform/list';

export type SmsTemplateRow = typeof smsTemplate.$inferSelect;
export type SmsOutboxRow = typeof smsOutbox.$inferSelect;
export type SmsOutboxWrite = typeof smsOutbox.$inferInsert;

export const selectTemplates = (db: Db) => db.select().from(smsTemplate);

export const findTemplate = async (db: Db, type: SmsTemplateType) =>
  (await db.select().from(smsTemplate).where(eq(smsTemplate.type, type)))[0];

export const insertTemplatesIfMissing = (db: Db, rows: (typeof smsTemplate.$inferInsert)[]) =>
  db.insert(smsTemplate).values(rows).onConflictDoNothing();

export const saveTemplate = (db: Db, row: typeof smsTemplate.$inferInsert) =>
  db
    .insert(smsTemplate)
    .values(row)
    .onConflictDoUpdate({
      target: smsTemplate.type,
      set: { enabled: row.enabled, content: row.content, updatedAt: row.updatedAt },
    });

export const insertOutbox = async (db: Db, row: SmsOutboxWrite) =>
  (await db.insert(smsOutbox).values(row).returning())[0]!;

export const findOutbox = async (db: Db, id: number) =>
  (await db.select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0];

/** Back to the queue from FAILED or NOT_CONFIGURED only (the WHERE guards against a concurrent change). */
export const requeueOutbox = async (db: Db, id: number) =>
  (
    await db
      .update(smsOutbox)
      .set({ status: 'QUEUED', attempts: 0, nextAttemptAt: null, providerAnswer: '', leaseOwner: null })
      .where(and(eq(smsOutbox.id, id), inArray(smsOutbox.status, ['FAILED', 'NOT_CONFIGURED'])))
      .returning()
  )[0];

/**
 * Claims the next due message for one send: the oldest QUEUED row whose next attempt time has come is locked with
 * FOR UPDATE SKIP LOCKED (another process skips it rather than waiting) and, in the same statement, leased to
 * `owner`: its next attempt moves to `leaseUntil` and the attempt is counted. Another process sees it as not due
 * until the lease ends, so a message is sent once; if this process dies mid-send, it goes again after the lease.
 */
export async function claimNextDue(db: Db, now: Date, leaseUntil: Date, owner: string) {
  const due = db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.status, 'QUEUED'), or(isNull(smsOutbox.nextAttemptAt), lte(smsOutbox.nextAttemptAt, now))))
    .orderBy(asc(smsOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(smsOutbox)
    .set({ nextAttemptAt: leaseUntil, attempts: sql`${smsOutbox.attempts} + 1`, leaseOwner: owner })
    .where(inArray(smsOutbox.id, due))
    .returning();
  return row;
}

/**
 * Records a send's result, only while `owner` still holds the message's lease (it is QUEUED and leased to it); the
 * lease is freed. False when the lease was lost (it ran out and another claim took the message): nothing is written.
 */
export const recordOutboxResult = async (
  db: Db,
  id: number,
  owner: string,
  values: Pick<SmsOutboxWrite, 'status' | 'providerAnswer' | 'nextAttemptAt' | 'sentAt'>,
) =>
  (
    await db
      .update(smsOutbox)
      .set({ ...values, leaseOwner: null })
      .where(and(eq(smsOutbox.id, id), eq(smsOutbox.status, 'QUEUED'), eq(smsOutbox.leaseOwner, owner)))
      .returning({ id: smsOutbox.id })
  ).length > 0;

const outboxList = defineList({
  from: smsOutbox,
  key: smsOutbox.id,
  columns: {
    id: smsOutbox.id,
    recipient: smsOutbox.recipient,
    text: smsOutbox.text,
    bytes: smsOutbox.bytes,
    kind: smsOutbox.kind,
    status: smsOutbox.status,
    providerAnswer: smsOutbox.providerAnswer,
    attempts: smsOutbox.attempts,
    nextAttemptAt: smsOutbox.nextAttemptAt,
    template: smsOutbox.template,
    referenceType: smsOutbox.referenceType,
    referenceId: smsOutbox.referenceId,
    createdAt: smsOutbox.createdAt,
    sentAt: smsOutbox.sentAt,
  },
  sortFields: SMS_OUTBOX_SORT_FIELDS,
  sort: {
    id: smsOutbox.id,
    createdAt: smsOutbox.createdAt,
    sentAt: smsOutbox.sentAt,
    status: smsOutbox.status,
    recipient: smsOutbox.recipient,
    attempts: smsOutbox.attempts,
  },
  search: { recipient: smsOutbox.recipient, text: smsOutbox.text } satisfies SearchOf<typeof SMS_OUTBOX_SEARCH_FILTERS>,
  dates: { createdAt: smsOutbox.createdAt },
  defaultSort: [desc(smsOutbox.createdAt), desc(smsOutbox.id)],
  defaultDateWindow: true,
});

export const listOutbox = (db: Db, q: SmsOutboxListQuery) =>
  fetchList(db, outboxList, q, [q.status ? eq(smsOutbox.status, q.status) : undefined]);
