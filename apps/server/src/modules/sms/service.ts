import {
  DEFAULT_SMS_TEMPLATES,
  SMS_TEMPLATE_TYPES,
  expandSmsTemplate,
  smsBytes,
  smsKindOf,
  smsMessages as MSG,
  unsupportedSmsCharacters,
  type SmsOutbox,
  type SmsOutboxListQuery,
  type SmsTemplate,
  type SmsTemplatesUpdate,
  type SmsTemplateType,
  type SmsValues,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { toPage } from '../../platform/list-query';
import type { ServiceContext } from '../../platform/service';
import {
  findOutbox,
  findTemplate,
  insertOutbox,
  insertTemplatesIfMissing,
  listOutbox,
  requeueOutbox,
  saveTemplate,
  selectTemplates,
  type SmsOutboxRow,
} from './queries';

/** Both templates exist from the first start (off, with a sensible text); never overwritten. */
export const ensureSmsTemplates = (db: Db) =>
  insertTemplatesIfMissing(
    db,
    SMS_TEMPLATE_TYPES.map((type) => ({ type, enabled: false, content: DEFAULT_SMS_TEMPLATES[type] })),
  );

/** Index 0 DEPOSIT_COMPLETE, index 1 ORDER_COMPLETE (spec 002 §2.4). */
export async function getSmsTemplates(ctx: Pick<ServiceContext, 'db'>): Promise<SmsTemplate[]> {
  const rows = await selectTemplates(ctx.db);
  return SMS_TEMPLATE_TYPES.map((type) => {
    const row = rows.find((r) => r.type === type);
    return { type, enabled: row?.enabled ?? false, content: row?.content ?? DEFAULT_SMS_TEMPLATES[type] };
  });
}

export async function saveSmsTemplates(ctx: ServiceContext, input: SmsTemplatesUpdate) {
  await ctx.transaction(async (tx) => {
    for (const t of input.templates)
      await saveTemplate(tx.db, { type: t.type, enabled: t.enabled, content: t.content, updatedAt: tx.clock.now() });
  });
  return getSmsTemplates(ctx);
}

export interface QueueSmsRequest {
  template: SmsTemplateType;
  /** The buyer's phone as stored (dashes and spaces are dropped). */
  to: string;
  values: SmsValues;
  /** What caused the message, shown on the outbox screen (e.g. { type: 'ORDER', id: 12 }). */
  reference?: { type: string; id: number };
}

export type QueueSmsResult =
  | { queued: true; id: number; kind: 'SMS' | 'LMS' }
  | {
      queued: false;
      reason: 'TEMPLATE_DISABLED' | 'INVALID_RECIPIENT' | 'UNSUPPORTED_CHARACTERS' | 'TOO_LONG' | 'ERROR';
      detail?: string;
    };

/** A Korean phone or landline number, digits only. */
const PHONE = /^0\d{8,10}$/;

/**
 * Queues the enabled template, filled with `values`, to `to` — in the caller's transaction (`ctx.db`), so the
 * message commits with the business write or not at all. It never throws: a disabled template, a number that is
 * not a phone number, a filled text with characters CP949 cannot carry or over 2,000 bytes, and even a failed
 * insert (run in a savepoint, so the caller's transaction stays usable) come back as `{ queued: false, reason }` for
 * the caller to log. A business action never fails because of a text message.
 */
export async function queueSms(ctx: Pick<ServiceContext, 'db'>, request: QueueSmsRequest): Promise<QueueSmsResult> {
  try {
    const template = await findTemplate(ctx.db, request.template);
    if (!template?.enabled) return { queued: false, reason: 'TEMPLATE_DISABLED' };
    const recipient = request.to.replace(/[-\s.()]/g, '');
    if (!PHONE.test(recipient)) return { queued: false, reason: 'INVALID_RECIPIENT', detail: request.to };
    const text = expandSmsTemplate(request.template, template.content, request.values);
    const bad = unsupportedSmsCharacters(text);
    if (bad.length > 0) return { queued: false, reason: 'UNSUPPORTED_CHARACTERS', detail: bad.join(' ') };
    const bytes = smsBytes(text);
    const kind = smsKindOf(bytes);
    if (!kind) return { queued: false, reason: 'TOO_LONG', detail: `${bytes} bytes` };
    const row = await ctx.db.transaction((savepoint) =>
      insertOutbox(savepoint, {
        recipient,
        text,
        bytes,
        kind,
        template: request.template,
        referenceType: request.reference?.type ?? null,
        referenceId: request.reference?.id ?? null,
      }),
    );
    return { queued: true, id: row.id, kind };
  } catch (err) {
    return { queued: false, reason: 'ERROR', detail: err instanceof Error ? err.message : String(err) };
  }
}

export const presentOutbox = (r: SmsOutboxRow): SmsOutbox => ({
  id: r.id,
  recipient: r.recipient,
  text: r.text,
  bytes: r.bytes,
  kind: r.kind,
  status: r.status,
  providerAnswer: r.providerAnswer,
  attempts: r.attempts,
  nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
  template: r.template,
  referenceType: r.referenceType,
  referenceId: r.referenceId,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

export async function pageOutbox(ctx: ServiceContext, q: SmsOutboxListQuery) {
  const { rows, total } = await listOutbox(ctx.db, q);
  return toPage(rows.map(presentOutbox), total, q);
}

/** FAILED or NOT_CONFIGURED back to QUEUED with the attempts reset; the sender picks it up on its next pass. */
export async function resendOutbox(ctx: ServiceContext, id: number) {
  const row = await requeueOutbox(ctx.db, id);
  if (row) return presentOutbox(row);
  if (!(await findOutbox(ctx.db, id))) throw notFound(MSG.outboxNotFound);
  throw conflict('SMS_NOT_RESENDABLE', MSG.notResendable);
}
