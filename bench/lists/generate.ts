/**
 * Builds the lists benchmark's databases from nothing, with the app's own migrations and reference data:
 *   npm run bench:lists:generate                      PostgreSQL bench_lists, 1,000,000 rows per list
 *   npm run bench:lists:generate -- --rows 100000     fewer rows
 *   npm run bench:lists:generate -- --pglite .out/pglite-100k --rows 100000   a PGlite data directory
 * BENCH_PG_URL names the server (default postgres://postgres@127.0.0.1:5432); the database is dropped first.
 */
process.env.TZ ||= 'Asia/Seoul';
import fs from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDatabase } from '../../apps/server/src/seed';
import { fillLists } from './data';
import { ADMIN_PASSWORD, BENCH_DATABASE, benchDatabaseUrl, flag, serverUrl } from './settings';

async function recreatePostgres(name: string) {
  const admin = new pg.Client({ connectionString: serverUrl('postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

async function main() {
  const rows = Number(flag('rows') ?? 1_000_000);
  const items = Number(flag('items') ?? 2_000);
  const pgliteDir = flag('pglite');
  if (!Number.isInteger(rows) || rows < 1 || !Number.isInteger(items) || items < 100) {
    throw new Error('--rows must be a positive integer and --items at least 100');
  }
  if (pgliteDir) fs.rmSync(pgliteDir, { recursive: true, force: true });
  else await recreatePostgres(BENCH_DATABASE);
  const started = Date.now();
  // Loading a million rows takes longer than the app's statement timeout: none here.
  const database = await openDatabase(
    pgliteDir ? { dataDir: pgliteDir } : { databaseUrl: benchDatabaseUrl(), statementTimeoutMs: 0 },
  );
  console.log(`${pgliteDir ? `PGlite ${pgliteDir}` : `PostgreSQL ${BENCH_DATABASE}`}: ${rows} rows per list`);
  try {
    await seedDatabase(database.db, { adminPassword: ADMIN_PASSWORD, demo: false, log: () => undefined });
    await fillLists(database.db, { rows, items }, (line) => console.log(line));
    await database.db.execute(
      sql`insert into app_setting (key, value) values ('bench_rows', ${String(rows)})
          on conflict (key) do update set value = excluded.value`,
    );
  } finally {
    await database.close();
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
