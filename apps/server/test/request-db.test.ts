import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, preparedOn, sharedDbOf } from '../src/db/client';
import { engine, freshDatabaseUrl } from './harness';

// PostgreSQL only: on PGlite a request's database is the shared one (nothing can be cancelled there).
const onPostgres = engine === 'postgres';

describe.skipIf(!onPostgres)("a request's database (postgres)", async () => {
  if (!onPostgres) return;
  const fresh = await freshDatabaseUrl({ template: 'plain' });
  const database = await openDatabase({ databaseUrl: fresh.url });
  afterAll(async () => {
    await database.close();
    await fresh.drop();
  });
  const selectOne = (db: typeof database.db) =>
    (
      db.select({ n: sql<number>`1::int` }).from(sql`(select 1) as one`) as unknown as {
        prepare(): { execute(): Promise<{ n: number }[]> };
      }
    ).prepare();

  it('shares the caches of the database it stands on', () => {
    const request = database.forRequest(new AbortController().signal);
    expect(request).not.toBe(database.db);
    expect(sharedDbOf(request)).toBe(database.db);
    expect(sharedDbOf(database.db)).toBe(database.db);
  });

  it('runs a statement prepared by another request on its own connection source', async () => {
    const first = new AbortController();
    const prepared = selectOne(database.forRequest(first.signal));
    expect(await prepared.execute()).toEqual([{ n: 1 }]);
    // The request that prepared it is gone: run as its own, the statement is refused before it is sent.
    first.abort();
    const refused: unknown = await prepared.execute().catch((err: unknown) => err);
    expect((refused as { cause?: Error }).cause?.message).toContain('abandoned');
    const next = database.forRequest(new AbortController().signal);
    expect(await preparedOn(prepared, next).execute()).toEqual([{ n: 1 }]);
  });

  it('runs a transaction on one connection of the shared pool', async () => {
    const request = database.forRequest(new AbortController().signal);
    const backend = sql`select pg_backend_pid() as pid`;
    const pids = await request.transaction(async (tx) => {
      const one = (await tx.execute(backend)) as { rows: { pid: number }[] };
      const two = (await tx.execute(backend)) as { rows: { pid: number }[] };
      return [one.rows[0]!.pid, two.rows[0]!.pid];
    });
    expect(pids[0]).toBe(pids[1]);
  });
});
