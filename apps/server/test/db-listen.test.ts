import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { engine, freshDatabaseUrl } from './harness';

describe.runIf(engine === 'postgres')('PostgreSQL LISTEN connection', () => {
  it('reconnects and listens again after the server drops its connection', async () => {
    const fresh = await freshDatabaseUrl();
    const database = await openDatabase({ databaseUrl: fresh.url });
    afterAll(async () => {
      await database.close();
      await fresh.drop();
    });
    const received: string[] = [];
    await database.listen('scm_test_channel', (p) => received.push(p));
    await database.notify('scm_test_channel', 'before');
    await expect.poll(() => received).toEqual(['before']);

    // Kill every LISTENing backend of this database, as a failover or an admin would.
    const admin = new pg.Client({ connectionString: fresh.url });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
    );
    await admin.end();

    await expect
      .poll(
        async () => {
          await database.notify('scm_test_channel', 'after');
          return received.includes('after');
        },
        { timeout: 15_000, interval: 300 },
      )
      .toBe(true);
  });
});
