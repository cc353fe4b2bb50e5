import { afterAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../src/db/schema';
import { startFakeSmsProvider } from '../src/platform/adapters/sms/fake-provider';
import { SMS_SENDER_JOB } from '../src/modules/sms/sender';
import { engine, freshDatabaseUrl, makeApp } from './harness';

// Two server processes on one PostgreSQL database (PGlite is one process only by design).
describe.runIf(engine === 'postgres')('the SMS sender in two server processes', async () => {
  const fake = await startFakeSmsProvider('two-key');
  afterAll(() => fake.close());
  const shared = await freshDatabaseUrl();
  afterAll(() => shared.drop());
  const env = {
    SMS_PROVIDER_URL: fake.url,
    SMS_API_KEY: 'two-key',
    SMS_USER_ID: 'printshop',
    SMS_SENDER_NUMBER: '0212345678',
    // the job runs on its own timer in both processes, as in production
    JOBS_ENABLED: 'true',
    SMS_SEND_INTERVAL_SECONDS: '0.05',
    SMS_SEND_CONCURRENCY: '8',
  };
  const one = await makeApp({ databaseUrl: shared.url, demo: false, env });
  const two = await makeApp({ databaseUrl: shared.url, demo: false, env });

  it('sends each of 30 texts exactly once when the provider takes 7 s a message', { timeout: 90_000 }, async () => {
    // A batch leased as one used to run out before its last messages went (20 × 7 s against a two-minute lease), so
    // the other process sent those again. Now each message is claimed and leased on its own.
    fake.delayMs = 7_000;
    const numbers = Array.from({ length: 30 }, (_, i) => `010${String(20_000_000 + i)}`);
    await one.database.db
      .insert(smsOutbox)
      .values(numbers.map((recipient) => ({ recipient, text: '작업 완료', bytes: 9, kind: 'SMS' as const })));
    const started = Date.now();
    const deadline = started + 60_000;
    const done = async () => (await two.database.db.select().from(smsOutbox)).every((r) => r.status !== 'QUEUED');
    while (!(await done()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    // both passes again by hand, racing: nothing is left to send
    await Promise.all([one.app.jobs.runNow(SMS_SENDER_JOB), two.app.jobs.runNow(SMS_SENDER_JOB)]);
    const calls = new Map<string, number>();
    for (const r of fake.requests) calls.set(r.receiver!, (calls.get(r.receiver!) ?? 0) + 1);
    expect([...calls.keys()].sort()).toEqual(numbers);
    expect([...calls.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    const rows = await two.database.db.select().from(smsOutbox);
    expect(rows.map((r) => [r.status, r.attempts, r.leaseOwner])).toEqual(rows.map(() => ['SENT', 1, null]));
    // both processes sent, several at a time each: 30 messages of 7 s in well under the 105 s of one-by-one pairs
    expect(Date.now() - started).toBeLessThan(45_000);
  });
});
