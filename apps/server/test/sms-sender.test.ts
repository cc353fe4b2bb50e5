import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { smsOutbox } from '../src/db/schema';
import { startFakeSmsProvider } from '../src/platform/adapters/sms/fake-provider';
import { SMS_LEASE_MS, SMS_SENDER_JOB, retryDelayMs, sendDueSms } from '../src/modules/sms/sender';
import { SMS_REQUEST_TIMEOUT_MS, createSmsProvider } from '../src/platform/adapters/sms';
import { loadConfig } from '../src/config';
import { makeApp, type TestContext } from './harness';

const KEY = 'fake-sms-key';
const fake = await startFakeSmsProvider(KEY);
afterAll(() => fake.close());

const providerEnv = {
  SMS_PROVIDER_URL: fake.url,
  SMS_API_KEY: KEY,
  SMS_USER_ID: 'printshop',
  SMS_SENDER_NUMBER: '02-123-4567',
  SMS_MAX_ATTEMPTS: '3',
  SMS_RETRY_BASE_SECONDS: '60',
  // one message at a time, so the provider sees them in order
  SMS_SEND_CONCURRENCY: '1',
};

const configured = await makeApp({ demo: false, env: providerEnv });
const unconfigured = await makeApp({ demo: false });
// The job on its own timer, started when the app is ready.
const scheduled = await makeApp({ demo: false, env: { JOBS_ENABLED: 'true', SMS_SEND_INTERVAL_SECONDS: '0.05' } });

const queue = async (ctx: TestContext, text = '작업이 완료되었습니다.', kind: 'SMS' | 'LMS' = 'SMS') =>
  (
    await ctx.database.db
      .insert(smsOutbox)
      .values({ recipient: '01012345678', text, bytes: 22, kind, template: 'ORDER_COMPLETE' })
      .returning()
  )[0]!;
const row = async (ctx: TestContext, id: number) =>
  (await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0]!;
const runSender = (ctx: TestContext) => ctx.app.jobs.runNow(SMS_SENDER_JOB);

describe('the SMS sender against the local fake provider', () => {
  beforeEach(() => {
    fake.mode = 'ok';
    fake.requests.length = 0;
    configured.app.clock.fixAt('2026-03-02T01:00:00Z');
  });

  it('sends a queued message once, with the Aligo form fields, and records the answer', async () => {
    const message = await queue(configured, '입금이 확인되었습니다.');
    const lms = await queue(configured, '긴 안내문', 'LMS');
    await runSender(configured);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]).toMatchObject({
      key: KEY,
      user_id: 'printshop',
      sender: '021234567',
      receiver: '01012345678',
      msg: '입금이 확인되었습니다.',
      msg_type: 'SMS',
    });
    expect(fake.requests[1]).toMatchObject({ msg_type: 'LMS', title: '안내' });
    expect(await row(configured, message.id)).toMatchObject({
      status: 'SENT',
      attempts: 1,
      sentAt: new Date('2026-03-02T01:00:00Z'),
      nextAttemptAt: null,
    });
    expect((await row(configured, lms.id)).providerAnswer).toMatch(/^1 success \(msg_id \d+\)$/);
    await runSender(configured);
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a provider error with exponential back-off, then sends', async () => {
    const message = await queue(configured);
    fake.mode = 'down';
    await runSender(configured);
    expect(await row(configured, message.id)).toMatchObject({
      status: 'QUEUED',
      attempts: 1,
      providerAnswer: 'HTTP 503',
      nextAttemptAt: new Date('2026-03-02T01:01:00Z'),
    });
    // not due yet: nothing is asked
    await runSender(configured);
    expect(fake.requests).toHaveLength(1);
    configured.app.clock.fixAt('2026-03-02T01:01:00Z');
    await runSender(configured);
    expect(await row(configured, message.id)).toMatchObject({
      attempts: 2,
      nextAttemptAt: new Date('2026-03-02T01:03:00Z'),
    });
    expect(retryDelayMs(60_000, 2)).toBe(120_000);
    fake.mode = 'ok';
    configured.app.clock.fixAt('2026-03-02T01:03:00Z');
    await runSender(configured);
    expect(await row(configured, message.id)).toMatchObject({ status: 'SENT', attempts: 3 });
  });

  it('gives up after the last attempt, and a permanent refusal at once', async () => {
    const message = await queue(configured);
    fake.mode = 'down';
    for (const at of ['01:00', '01:01', '01:03']) {
      configured.app.clock.fixAt(`2026-03-02T${at}:00Z`);
      await runSender(configured);
    }
    expect(await row(configured, message.id)).toMatchObject({ status: 'FAILED', attempts: 3, nextAttemptAt: null });
    configured.app.clock.fixAt('2026-03-03T00:00:00Z');
    await runSender(configured);
    expect(fake.requests).toHaveLength(3);

    fake.mode = 'refuse';
    const refused = await queue(configured);
    await runSender(configured);
    expect(await row(configured, refused.id)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      providerAnswer: '-201 잔액이 부족합니다.',
    });
  });

  it('a resent failure goes again', async () => {
    const message = await queue(configured);
    fake.mode = 'refuse';
    await runSender(configured);
    fake.mode = 'ok';
    await configured.database.db
      .update(smsOutbox)
      .set({ status: 'QUEUED', attempts: 0, nextAttemptAt: null })
      .where(eq(smsOutbox.id, message.id));
    await runSender(configured);
    expect(await row(configured, message.id)).toMatchObject({ status: 'SENT', attempts: 1 });
  });
});

describe('a lease per message', () => {
  it('outlasts any send: the provider request is cut off well before the lease ends', () => {
    expect(SMS_LEASE_MS).toBeGreaterThanOrEqual(3 * SMS_REQUEST_TIMEOUT_MS);
  });

  it('records a result only while holding the lease: a sender that lost it writes nothing', async () => {
    fake.mode = 'ok';
    fake.requests.length = 0;
    fake.delayMs = 400;
    const clock = configured.app.clock;
    clock.fixAt('2026-03-05T01:00:00Z');
    const message = await queue(configured);
    const warnings: string[] = [];
    const settings = {
      db: configured.database.db,
      provider: createSmsProvider({ url: fake.url, apiKey: KEY, userId: 'printshop', senderNumber: '021234567' }),
      clock,
      log: { warn: (_details: object, text: string) => void warnings.push(text) },
      maxAttempts: 3,
      retryBaseMs: 60_000,
      intervalMs: 1000,
      concurrency: 1,
    };
    // A claims and stalls in its send; its lease runs out and B takes the message over.
    const stalled = sendDueSms(settings);
    while (fake.requests.length < 1) await new Promise((r) => setTimeout(r, 10));
    clock.fixAt(new Date(Date.parse('2026-03-05T01:00:00Z') + SMS_LEASE_MS + 1000).toISOString());
    const takeover = sendDueSms(settings);
    await Promise.all([stalled, takeover]);
    fake.delayMs = 0;
    expect(warnings).toEqual(['SMS result not recorded: the lease was lost']);
    expect(await row(configured, message.id)).toMatchObject({ status: 'SENT', attempts: 2, leaseOwner: null });
  });
});

describe('without provider configuration', () => {
  it('marks messages 발송 설정 없음 and sends nothing', async () => {
    fake.requests.length = 0;
    const message = await queue(unconfigured);
    await runSender(unconfigured);
    expect(await row(unconfigured, message.id)).toMatchObject({
      status: 'NOT_CONFIGURED',
      providerAnswer: '발송 설정 없음',
      sentAt: null,
    });
    expect(fake.requests).toEqual([]);
  });
});

describe('the job runner', () => {
  it('runs the sender on its timer once the app is ready', async () => {
    const message = await queue(scheduled);
    const deadline = Date.now() + 10_000;
    while ((await row(scheduled, message.id)).status === 'QUEUED' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect((await row(scheduled, message.id)).status).toBe('NOT_CONFIGURED');
  });
});

describe('SMS settings', () => {
  it('is configured only with key, user id and sender number; the number loses its dashes', () => {
    const base = { SMS_API_KEY: 'k', SMS_USER_ID: 'u', SMS_SENDER_NUMBER: '02-123-4567' };
    expect(loadConfig(base).sms.provider).toMatchObject({ apiKey: 'k', userId: 'u', senderNumber: '021234567' });
    expect(loadConfig({}).sms.provider).toMatchObject({ apiKey: null, senderNumber: null });
    expect(() => loadConfig({ SMS_SENDER_NUMBER: '발신번호' })).toThrow(/SMS_SENDER_NUMBER/);
    expect(loadConfig({ SMS_RETRY_BASE_SECONDS: '30' }).sms.retryBaseMs).toBe(30_000);
  });
});
