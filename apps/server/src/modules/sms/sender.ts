import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { SMS_REQUEST_TIMEOUT_MS, type SmsProvider } from '../../platform/adapters/sms';
import type { Job } from '../../platform/jobs';
import type { ShopClock } from '../../platform/service';
import { claimNextDue, recordOutboxResult, type SmsOutboxRow } from './queries';

export interface SmsSenderSettings {
  db: Db;
  provider: SmsProvider;
  clock: ShopClock;
  log: { warn(details: object, message: string): void };
  /** After this many failed attempts a message is FAILED (staff may resend it). */
  maxAttempts: number;
  /** The first retry waits this long, each next one twice as long. */
  retryBaseMs: number;
  intervalMs: number;
  /** Messages this process sends at a time; each is claimed and leased on its own. */
  concurrency: number;
}

/**
 * How long one claimed message is this process's: six times the provider's request timeout, so a send in flight
 * (claim, request, answer, record) never outlives its lease; only a process that stalls or dies loses it.
 */
export const SMS_LEASE_MS = 6 * SMS_REQUEST_TIMEOUT_MS;

/** When the next try of a message that failed its `attempts`-th time is due: base × 2^(attempts − 1). */
export const retryDelayMs = (retryBaseMs: number, attempts: number) => retryBaseMs * 2 ** Math.max(0, attempts - 1);

/**
 * One pass of the SMS sender: `concurrency` workers each claim one due message at a time (queries.claimNextDue: a
 * row lock and a lease with this claim's own token), send it through the provider and record the result only while
 * the lease is still theirs (queries.recordOutboxResult). Without a configured provider a message is marked
 * NOT_CONFIGURED ('발송 설정 없음') instead. All state is in the table, so a restart simply continues.
 *
 * The rule for a lost lease: the claim holding the lease owns the message. A worker whose lease was taken over
 * (it stalled past SMS_LEASE_MS) writes nothing and logs it; the new holder sends and records. The lease is far
 * longer than a send can take, so this only happens to a process that froze.
 */
export async function sendDueSms(s: SmsSenderSettings): Promise<number> {
  let handled = 0;
  const worker = async () => {
    for (;;) {
      const owner = randomUUID();
      const now = s.clock.now();
      const message = await claimNextDue(s.db, now, new Date(now.getTime() + SMS_LEASE_MS), owner);
      if (!message) return;
      await deliver(s, message, owner);
      handled++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, s.concurrency) }, worker));
  return handled;
}

async function deliver(s: SmsSenderSettings, message: SmsOutboxRow, owner: string) {
  const record = async (values: Parameters<typeof recordOutboxResult>[3]) => {
    if (!(await recordOutboxResult(s.db, message.id, owner, values)))
      s.log.warn({ outboxId: message.id, status: values.status }, 'SMS result not recorded: the lease was lost');
  };
  if (!s.provider.configured) {
    await record({ status: 'NOT_CONFIGURED', providerAnswer: '발송 설정 없음', nextAttemptAt: null, sentAt: null });
    return;
  }
  const result = await s.provider
    .send({ to: message.recipient, text: message.text, kind: message.kind })
    .catch((err: unknown) => ({ sent: false as const, retry: true, answer: String(err) }));
  const now = s.clock.now();
  if (result.sent) {
    await record({ status: 'SENT', providerAnswer: result.answer, nextAttemptAt: null, sentAt: now });
    return;
  }
  const giveUp = !result.retry || message.attempts >= s.maxAttempts;
  if (giveUp) s.log.warn({ outboxId: message.id, answer: result.answer }, 'SMS not sent');
  await record({
    status: giveUp ? 'FAILED' : 'QUEUED',
    providerAnswer: result.answer,
    nextAttemptAt: giveUp ? null : new Date(now.getTime() + retryDelayMs(s.retryBaseMs, message.attempts)),
    sentAt: null,
  });
}

export const SMS_SENDER_JOB = 'sms-sender';

export const smsSenderJob = (s: SmsSenderSettings): Job => ({
  name: SMS_SENDER_JOB,
  intervalMs: s.intervalMs,
  run: async () => {
    await sendDueSms(s);
  },
});
