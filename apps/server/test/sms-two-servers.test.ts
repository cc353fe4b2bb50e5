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
  };
  const one = await makeApp({ databaseUrl: shared.url, demo: false, env });
  const two = await makeApp({ databaseUrl: shared.url, demo: false, env });

  it('sends each queued message exactly once', async () => {
    fake.delayMs = 20;
    const numbers = Array.from({ length: 40 }, (_, i) => `010${String(10_000_000 + i)}`);
    await one.database.db
      .insert(smsOutbox)
      .values(numbers.map((recipient) => ({ recipient, text: '작업 완료', bytes: 9, kind: 'SMS' as const })));
    const deadline = Date.now() + 20_000;
    while (fake.requests.length < numbers.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    // both passes again by hand, racing: nothing is left to send
    await Promise.all([one.app.jobs.runNow(SMS_SENDER_JOB), two.app.jobs.runNow(SMS_SENDER_JOB)]);
    expect(fake.requests.map((r) => r.receiver).sort()).toEqual(numbers);
    const rows = await two.database.db.select().from(smsOutbox);
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
  });
});
