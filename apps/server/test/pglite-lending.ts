/**
 * PGlite databases lent to one test file after another within a worker (the suite shares loaded modules across
 * files, vitest.config.ts). Opening one from the run's snapshot costs 1.2–1.5 s of CPU: PGlite untars a 44 MB data
 * directory (a 16 MB WAL segment and three databases) and starts PostgreSQL. That was most of the suite's time.
 * Putting a database back as the snapshot left it takes a fraction of that: each table's rows are copied aside once,
 * after the database is opened, and copied back in one statement when a file is done with it.
 *
 * A database goes back only as it was: same tables, columns, triggers and functions, rows and sequences as the
 * snapshot, no session settings, prepared statements or locks left over. One whose schema a file changed (a probe
 * table, a refusing trigger) or that a file closed is closed and not lent again.
 */
import { sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE, type Database } from '../src/db/client';
import type { SnapshotVariant } from './global-setup';

/** Where the snapshot's rows are kept: outside `public`, so nothing the app or a test reads sees them. */
const KEPT = '_snapshot_rows';

interface Pristine {
  /** The schema's shape: the set of relations, columns, triggers and functions in `public`. */
  shape: string;
  /** One statement putting every table's rows and every sequence back. */
  restore: string;
}

interface Lendable {
  database: Database;
  pristine: Pristine;
}

const spare = new Map<SnapshotVariant, Lendable[]>();

async function rows<T>(database: Database, query: string) {
  const result: unknown = await database.db.execute(sql.raw(query));
  return (result as { rows: T[] }).rows;
}

const SHAPE = `select coalesce(string_agg(x, ',' order by x), '') as shape from (
  select 'r:' || c.relname::text || ':' || c.relkind::text from pg_class c
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
  union all select 'a:' || c.relname::text || '.' || a.attname::text || ':' || a.atttypid::text from pg_attribute a
    join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
  union all select 't:' || t.tgname::text || ':' || t.tgenabled::text from pg_trigger t
    join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal
  union all select 'f:' || p.proname::text from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'
) s(x)`;

const shapeOf = async (database: Database) => (await rows<{ shape: string }>(database, SHAPE))[0]!.shape;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Copies each table's rows aside and writes the statement that puts them (and the sequences) back. */
async function keepPristine(database: Database): Promise<Pristine> {
  const tables = (
    await rows<{ name: string }>(database, `select tablename as name from pg_tables where schemaname = 'public'`)
  ).map((t) => quoted(t.name));
  const sequences = await rows<{ name: string; value: string | null }>(
    database,
    `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
  );
  await database.db.execute(
    sql.raw(`do $$ begin
      create schema ${KEPT};
      ${tables.map((t) => `create table ${KEPT}.${t} as table public.${t};`).join('\n')}
    end $$`),
  );
  const restore = `do $$ begin
    -- Neither triggers nor foreign keys fire while the rows go back (they were consistent when kept).
    set local session_replication_role = replica;
    ${tables.length ? `truncate ${tables.map((t) => `public.${t}`).join(', ')} restart identity;` : ''}
    ${tables.map((t) => `insert into public.${t} overriding system value select * from ${KEPT}.${t};`).join('\n')}
    ${sequences
      .filter((s) => s.value !== null)
      .map((s) => `perform setval('public.${quoted(s.name)}', ${Number(s.value)}, true);`)
      .join('\n')}
  end $$`;
  return { shape: await shapeOf(database), restore };
}

/** Puts a database back as the snapshot left it; false when it cannot be (then it is closed). */
async function putBack({ database, pristine }: Lendable): Promise<boolean> {
  try {
    if ((await shapeOf(database)) !== pristine.shape) return false;
    // Session state a file may leave: settings, prepared statements, LISTENs, advisory locks, temporary tables.
    await database.db.execute(sql.raw('discard all'));
    await database.db.execute(sql`select set_config('TimeZone', ${BUSINESS_TIME_ZONE}, false)`);
    await database.db.execute(sql.raw(pristine.restore));
    return true;
  } catch {
    // Closed by its file, or broken: it is not lent again.
    return false;
  }
}

/**
 * A database of the snapshot `variant` for one test file: a spare one put back as the snapshot left it, or a new one
 * from `open`. `giveBack` when the file is done; the database must not be used after.
 */
export async function borrowPglite(
  variant: SnapshotVariant,
  open: () => Promise<Database>,
): Promise<{ database: Database; giveBack: () => Promise<void> }> {
  const free = spare.get(variant)?.pop();
  const lent: Lendable = free
    ? { database: free.database.renew!(), pristine: free.pristine }
    : await (async () => {
        const database = await open();
        return { database, pristine: await keepPristine(database) };
      })();
  return {
    database: lent.database,
    giveBack: async () => {
      if (await putBack(lent)) {
        if (!spare.has(variant)) spare.set(variant, []);
        spare.get(variant)!.push(lent);
      } else await lent.database.close().catch(() => undefined);
    },
  };
}
