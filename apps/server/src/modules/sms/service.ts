import {
  DEFAULT_SMS_TEMPLATES,
  SMS_TEMPLATE_TYPES,
  expandSmsTemplate,
  firstMobile,
  phoneDigits,
  smsBytes,
  smsKindOf,
  smsMessages as MSG,
  smsRejectReasons as REJECT,
  unofferedPlaceholders,
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
import { toPage } from '../../platform/list';
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
  /**
   * The customer's numbers as stored, in order of preference (e.g. the buyer's contact person's, then the order's
   * receiver's): the first that is a mobile gets the text; landlines never do.
   */
  to: readonly string[];
  values: SmsValues;
  /** What caused the message, shown on the outbox screen (e.g. { type: 'ORDER', id: 12 }). */
  reference?: { type: string; id: number };
}

export type QueueSmsRejection = 'NO_MOBILE' | 'UNSUPPORTED_CHARACTERS' | 'TOO_LONG' | 'UNOFFERED_PLACEHOLDERS';

export type QueueSmsResult =
  | { queued: true; id: number; kind: 'SMS' | 'LMS' }
  | { queued: false; reason: 'TEMPLATE_DISABLED' }
  /** Not sent, but kept in the outbox as REJECTED with the reason (`id`), for staff to see. */
  | { queued: false; reason: QueueSmsRejection; id: number; detail: string }
  | { queued: false; reason: 'ERROR'; detail: string };

/**
 * Queues the enabled template, filled with `values`, to the first mobile number of `to` — in the caller's transaction
 * (`ctx.db`), so the message commits with the business write or not at all. A text that cannot go (no mobile number,
 * characters CP949 cannot carry, over 2,000 bytes, a placeholder the event does not offer) is written as REJECTED
 * ('발송 불가') with the reason, so it shows on the outbox screen. It never throws: even a failed insert (run in a
 * savepoint, so the caller's transaction stays usable) comes back as `{ queued: false, reason: 'ERROR' }` for the
 * caller to log. A business action never fails because of a text message.
 */
export async function queueSms(ctx: Pick<ServiceContext, 'db'>, request: QueueSmsRequest): Promise<QueueSmsResult> {
  try {
    const template = await findTemplate(ctx.db, request.template);
    if (!template?.enabled) return { queued: false, reason: 'TEMPLATE_DISABLED' };
    const recipient = firstMobile(request.to);
    const text = expandSmsTemplate(request.template, template.content, request.values);
    const bytes = smsBytes(text);
    const kind = smsKindOf(bytes);
    const bad = unsupportedSmsCharacters(text);
    const unoffered = unofferedPlaceholders(request.template, text);
    const rejection: [QueueSmsRejection, string] | undefined = !recipient
      ? ['NO_MOBILE', REJECT.noMobile]
      : bad.length > 0
        ? ['UNSUPPORTED_CHARACTERS', REJECT.unsupported(bad)]
        : !kind
          ? ['TOO_LONG', REJECT.tooLong(bytes)]
          : unoffered.length > 0
            ? ['UNOFFERED_PLACEHOLDERS', REJECT.placeholders(unoffered)]
            : undefined;
    const row = await ctx.db.transaction((savepoint) =>
      insertOutbox(savepoint, {
        // A rejected text keeps what the customer's numbers were, so staff can see why none was a mobile.
        recipient: (recipient ?? request.to.map(phoneDigits).filter(Boolean).join(', ')).slice(0, 32),
        text,
        bytes,
        kind: kind ?? 'LMS',
        template: request.template,
        referenceType: request.reference?.type ?? null,
        referenceId: request.reference?.id ?? null,
        ...(rejection ? { status: 'REJECTED' as const, providerAnswer: rejection[1] } : {}),
      }),
    );
    if (rejection) return { queued: false, reason: rejection[0], id: row.id, detail: rejection[1] };
    return { queued: true, id: row.id, kind: kind! };
  } catch (err) {
    return { queued: false, reason: 'ERROR', detail: err instanceof Error ? err.message : String(err) };
  }
}

export const presentOutbox = (r: Omit<SmsOutboxRow, 'leaseOwner'>): SmsOutbox => ({
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
