import type { Db } from '../../db/client';
import type { SmsProvider } from '../../platform/adapters/sms';
import type { Job } from '../../platform/jobs';
import type { ShopClock } from '../../platform/service';
import { claimDueOutbox, recordOutboxResult, type SmsOutboxRow } from './queries';

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
}

/** How long a claimed message is this process's; longer than any send takes (the provider times out at 10 s). */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;

/** When the next try of a message that failed its `attempts`-th time is due: base × 2^(attempts − 1). */
export const retryDelayMs = (retryBaseMs: number, attempts: number) => retryBaseMs * 2 ** Math.max(0, attempts - 1);

/**
 * One pass of the SMS sender: claims due messages (queries.claimDueOutbox: a row lock and a lease, so two processes
 * never send one message) and sends each through the provider. Without a configured provider a message is marked
 * NOT_CONFIGURED ('발송 설정 없음') instead. All state is in the table, so a restart simply continues.
 */
export async function sendDueSms(s: SmsSenderSettings): Promise<number> {
  let handled = 0;
  for (;;) {
    const now = s.clock.now();
    const claimed = await claimDueOutbox(s.db, now, new Date(now.getTime() + LEASE_MS), BATCH);
    for (const message of claimed) await deliver(s, message);
    handled += claimed.length;
    if (claimed.length < BATCH) return handled;
  }
}

async function deliver(s: SmsSenderSettings, message: SmsOutboxRow) {
  if (!s.provider.configured) {
    await recordOutboxResult(s.db, message.id, {
      status: 'NOT_CONFIGURED',
      providerAnswer: '발송 설정 없음',
      nextAttemptAt: null,
      sentAt: null,
    });
    return;
  }
  const result = await s.provider
    .send({ to: message.recipient, text: message.text, kind: message.kind })
    .catch((err: unknown) => ({ sent: false as const, retry: true, answer: String(err) }));
  const now = s.clock.now();
  if (result.sent) {
    await recordOutboxResult(s.db, message.id, {
      status: 'SENT',
      providerAnswer: result.answer,
      nextAttemptAt: null,
      sentAt: now,
    });
    return;
  }
  const giveUp = !result.retry || message.attempts >= s.maxAttempts;
  if (giveUp) s.log.warn({ outboxId: message.id, answer: result.answer }, 'SMS not sent');
  await recordOutboxResult(s.db, message.id, {
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
