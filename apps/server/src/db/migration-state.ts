import fs from 'node:fs';
import path from 'node:path';

/** drizzle's bookkeeping table: one row per applied migration, `created_at` being the journal entry's `when`. */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/** The newest migration the journal in `migrationsFolder` lists (its `when`, in milliseconds). */
export function newestMigrationMillis(migrationsFolder: string): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/** Runs one statement and gives back its rows. */
export type RowsOf = <T>(text: string) => Promise<T[]>;

/**
 * True when the database already records the journal's newest migration, so drizzle's migrator would run nothing.
 * The migrator applies every journal entry newer than the newest recorded `created_at`; when none is newer, checking
 * here costs two small queries instead of reading and hashing every migration file, creating its schema and table
 * "if not exists" and an empty transaction, on every start.
 */
export async function migrationsAreCurrent(rows: RowsOf, migrationsFolder: string): Promise<boolean> {
  const [table] = await rows<{ present: boolean }>(`select to_regclass('${MIGRATIONS_TABLE}') is not null as present`);
  if (!table?.present) return false;
  const [last] = await rows<{ newest: string | number | null }>(
    `select max(created_at) as newest from ${MIGRATIONS_TABLE}`,
  );
  return last?.newest != null && Number(last.newest) >= newestMigrationMillis(migrationsFolder);
}
