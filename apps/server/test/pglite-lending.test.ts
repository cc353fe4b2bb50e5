import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { engine } from './harness';
import { borrowPglite } from './pglite-lending';

const snapshot = inject('databaseSnapshots')?.pglite?.plain;

async function one<T>(database: Database, query: ReturnType<typeof sql>) {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows[0]!;
}

describe.skipIf(engine !== 'pglite' || !snapshot)('PGlite databases lent from test file to test file', () => {
  let opened = 0;
  const open = () => {
    opened++;
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([fs.readFileSync(snapshot!)]) });
  };
  const departments = (database: Database) =>
    one<{ n: number }>(database, sql`select count(*)::int as n from department`).then((r) => r.n);
  const addDepartment = (database: Database) =>
    one<{ id: number }>(database, sql`insert into department (name) values ('임시 부서') returning id`).then(
      (r) => r.id,
    );

  it('comes back with the snapshot rows, sequences and settings, whatever the last file did', async () => {
    const first = await borrowPglite('plain', open);
    const before = await departments(first.database);
    const firstId = await addDepartment(first.database);
    await first.database.db.execute(sql`delete from department where id <> ${firstId}`);
    await first.database.db.execute(sql`set TimeZone = 'UTC'`);
    await first.giveBack();
    const openedBefore = opened;

    const second = await borrowPglite('plain', open);
    // The database given back is the one lent next.
    expect(opened).toBe(openedBefore);
    expect(await departments(second.database)).toBe(before);
    // The same ids as on a fresh copy: the sequences went back too.
    expect(await addDepartment(second.database)).toBe(firstId);
    const zone = await one<{ zone: string }>(second.database, sql`select current_setting('TimeZone') as zone`);
    expect(zone.zone).toBe('Asia/Seoul');
    await second.giveBack();
  });

  it('is not lent again once a file changed its schema', async () => {
    const changed = await borrowPglite('plain', open);
    await changed.database.db.execute(sql`create table lending_probe (id integer)`);
    await changed.giveBack();

    // Given back, it would be the next one lent (the last given back is lent first), probe table and all.
    const next = await borrowPglite('plain', open);
    const probe = await one<{ found: string | null }>(next.database, sql`select to_regclass('lending_probe') as found`);
    expect(probe.found).toBeNull();
    await next.giveBack();
  });
});
