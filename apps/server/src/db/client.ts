import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import type { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import type { Client, Pool } from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { onClient } from './drizzle-internals';
import { migrationsAreCurrent } from './migration-state';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A listener gets the payload of each NOTIFY on the channel. */
export type Listener = (payload: string) => void;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: Listener): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** One trivial round trip (`select 1`) straight on the driver: the health check's proof the database answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the whole data directory, to open another database from (`loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite only: the same open database under a new `Database` (a new drizzle instance, so none of this one's
   * statement, page or estimate caches); this one must no longer be used. The test harness lends one database to
   * test file after test file this way, reset between them.
   */
  renew?(): Database;
  /**
   * The database as one request sees it: when `signal` aborts (its client hung up), a query it is running is
   * cancelled and one still waiting for a connection is never sent. PGlite cannot interrupt a statement: there it is
   * `db` itself.
   */
  forRequest(signal: AbortSignal): Db;
}

/** A request's database remembers the shared one it stands on; caches of statements and pages are kept per shared. */
const SHARED = Symbol('shared database');

/** The database whose caches (prepared statements, page boundaries, list settings) `db` uses: itself, or the shared
 * database a request's database stands on. */
export const sharedDbOf = <T extends object>(db: T): T => (db as { [SHARED]?: T })[SHARED] ?? db;

/** A statement prepared on one database run on another's connection source (db/drizzle-internals.ts). */
export { preparedOn } from './drizzle-internals';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Migrations sit beside the source in dev and are copied next to the bundle in dist. */
export const migrationsFolder = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')].find((p) =>
  fs.existsSync(p),
)!;

/** The shop's calendar: "today", date filters and timestamp → date casts all use it. */
export const BUSINESS_TIME_ZONE = process.env.TZ && process.env.TZ !== '' ? process.env.TZ : 'Asia/Seoul';

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for an in-memory database. */
  dataDir?: string;
  /**
   * PGlite only: start from this data directory dump (see `dumpDataDir`) instead of an empty cluster. The test
   * harness uses it to give each test file its own copy of a database migrated and seeded once per run.
   */
  loadDataDir?: Blob;
  /** PostgreSQL: the longest a pooled query may run (default STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
  /** PostgreSQL: the planner's random_page_cost for the app's connections; null keeps the server's own. */
  randomPageCost?: number | null;
  /** Told as each opening step ends (`pglite open`, `migrations`): the start-up timings. */
  mark?: (phase: string) => void;
}

/** No query a request makes may run longer than this (PostgreSQL; PGlite cannot interrupt a statement). */
export const STATEMENT_TIMEOUT_MS = 15_000;

/**
 * The planner's price of reading a page out of order, relative to reading the next one (PostgreSQL's default is 4,
 * a spinning disk's ratio). The app's working data sits in memory or on an SSD, where the two cost nearly the same;
 * 1.1 is the usual setting for that. Priced at 4, a list's short page (a rare keyword's ten rows) hashed the whole
 * item table for its names instead of looking up the ten it needed: 0.5 ms of the database's CPU per request
 * against 0.1 (bench/README.md). Set per connection, so it holds for the app's queries only.
 */
export const DEFAULT_RANDOM_PAGE_COST = 1.1;

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // Migrations run on their own connection: an index build on a large table may take longer than a request may.
    await migratePostgres(opts.databaseUrl);
    return openPostgres(
      opts.databaseUrl,
      opts.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
      opts.randomPageCost === undefined ? DEFAULT_RANDOM_PAGE_COST : opts.randomPageCost,
    );
  }
  const { database, client } = await openPglite(opts.dataDir ?? 'memory://', opts.loadDataDir, opts.mark);
  try {
    const rows = async <T>(text: string) => (await client.query<T>(text)).rows;
    if (!(await migrationsAreCurrent(rows, migrationsFolder))) {
      // A new or older database: pg_trgm first (keyword search indexes depend on it), then the migrations.
      await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      const { migrate: run } = await import('drizzle-orm/pglite/migrator');
      await run(database.db as never, { migrationsFolder });
    }
  } catch (err) {
    await database.close();
    throw err;
  }
  opts.mark?.('migrations');
  return database;
}

async function migratePostgres(url: string) {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
  const client = new pg.default.Client({ connectionString: url, options: `-c TimeZone=${BUSINESS_TIME_ZONE}` });
  await client.connect();
  try {
    const rows = async <T>(text: string) => (await client.query(text)).rows as T[];
    if (await migrationsAreCurrent(rows, migrationsFolder)) return;
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await run(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/**
 * V8 moves a WebAssembly function to its optimising compiler once it has run this much (about bytes of code executed;
 * V8's default is 1,800,000). PGlite's start-up runs much of PostgreSQL once, and at the default V8 spends ~0.3 s of
 * CPU optimising code that only start-up ran; at 100× a query's hot loops still reach it within their first request.
 */
const WASM_TIERING_BUDGET = 180_000_000;

async function openPglite(dataDir: string, loadDataDir?: Blob, mark?: (phase: string) => void) {
  // Read when the module is compiled: set before PGlite compiles it.
  v8.setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  mark?.('pglite imported');
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => undefined : acquireDataDirLock(dataDir);
  const dbDir = inMemory ? dataDir : path.join(dataDir, 'pgdata');
  let client;
  try {
    // pg_trgm's files must be given on every open: keyword search indexes depend on it (the server loads its
    // library when an index or query first uses it; CREATE EXTENSION runs with the migrations).
    client = await PGlite.create(dbDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
    mark?.('pglite open');
    await client.query(`SELECT set_config('TimeZone', $1, false)`, [BUSINESS_TIME_ZONE]);
  } catch (err) {
    release();
    throw err;
  }
  return { database: pgliteDatabase(client, drizzle, release), client };
}

function pgliteDatabase(pglite: PGlite, drizzle: typeof pgliteDrizzle, release: () => void): Database {
  const db = drizzle(pglite, { schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsub = await pglite.listen(channel, onPayload);
      return async () => unsub();
    },
    async notify(channel, payload) {
      await pglite.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      await pglite.query('select 1');
    },
    async close() {
      await pglite.close();
      release();
    },
    async dumpDataDir() {
      return pglite.dumpDataDir('none');
    },
    renew: () => pgliteDatabase(pglite, drizzle, release),
    forRequest: () => db,
  };
  return database;
}

type QueryFn = (config: unknown, values?: unknown) => Promise<unknown>;

/**
 * The queries of one request: each gets its own pooled connection so it can be cancelled. When the request's client
 * disconnects, pg_cancel_backend stops the query, and that connection is closed rather than reused (a late cancel must
 * never hit the next request's query). Named a pool, and connecting to the shared pool, so drizzle runs a transaction
 * on one connection taken from it, as it does on the pool itself.
 */
class RequestPool {
  constructor(
    private readonly pool: Pool,
    private readonly cancelPool: Pool,
    private readonly signal: AbortSignal,
  ) {}

  connect() {
    return this.pool.connect();
  }

  async query(config: unknown, values?: unknown): Promise<unknown> {
    if (typeof values === 'function') return (this.pool.query as QueryFn)(config, values);
    const { signal } = this;
    const client = await this.pool.connect();
    // Its client left while this query waited for a connection: nobody wants the answer, so it is never sent.
    if (signal.aborted) {
      client.release();
      throw new Error('The request was abandoned before its query ran.');
    }
    let cancelled: Promise<unknown> | undefined;
    // The cancel runs on its own small pool: when every pooled connection is busy (many clients hanging up at
    // once), a cancel waiting for one of them would wait forever on the very queries it is meant to stop.
    const cancel = () => {
      const pid = (client as unknown as { processID: number }).processID;
      cancelled = this.cancelPool.query('SELECT pg_cancel_backend($1)', [pid]).catch(() => undefined);
    };
    signal.addEventListener('abort', cancel, { once: true });
    try {
      return await client.query(config as string, values as unknown[]);
    } finally {
      signal.removeEventListener('abort', cancel);
      if (cancelled) await cancelled;
      client.release(cancelled !== undefined);
    }
  }
}

/**
 * `db` with its queries sent through a RequestPool. Built per request only when the request reads or writes, from the
 * shared database's parts: drizzle's session and database objects read their client and session from fields.
 */
function requestDb(db: Db, requestPool: RequestPool): Db {
  return onClient(db, requestPool, { [SHARED]: { value: db } });
}

async function openPostgres(url: string, statementTimeoutMs: number, randomPageCost: number | null): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.default.Pool({
    connectionString: url,
    max: 10,
    options: [
      `-c TimeZone=${BUSINESS_TIME_ZONE}`,
      ...(randomPageCost === null ? [] : [`-c random_page_cost=${randomPageCost}`]),
    ].join(' '),
    statement_timeout: statementTimeoutMs,
    // The statements a connection prepared by name (platform/list/statements.ts) go with it: none outlives this.
    maxLifetimeSeconds: 3600,
  });
  // An idle connection that dies (server restart, terminated backend) is dropped by the pool and replaced on next
  // use; without a listener its 'error' event would crash the process.
  pool.on('error', () => undefined);
  const cancelPool = new pg.default.Pool({ connectionString: url, max: 2 });
  cancelPool.on('error', () => undefined);
  const db = drizzle(pool, { schema }) as unknown as Db;
  const listeners = new Map<string, Set<Listener>>();
  const quote = (channel: string) => `"${channel.replace(/"/g, '')}"`;
  let listenClient: Client | undefined;
  let connecting: Promise<Client> | undefined;
  let closed = false;

  // One dedicated connection holds every LISTEN; if it drops, reconnect with back-off and LISTEN again.
  const connectListener = (): Promise<Client> => {
    connecting ??= (async () => {
      for (let attempt = 0; ; attempt++) {
        const client = new pg.default.Client({ connectionString: url });
        try {
          await client.connect();
          client.on('notification', (n) => {
            for (const l of listeners.get(n.channel) ?? []) l(n.payload ?? '');
          });
          const lost = () => {
            if (closed || listenClient !== client) return;
            listenClient = undefined;
            connecting = undefined;
            client.removeAllListeners();
            void client.end().catch(() => undefined);
            if (listeners.size > 0) void connectListener();
          };
          client.on('error', lost);
          client.on('end', lost);
          for (const channel of listeners.keys()) await client.query(`LISTEN ${quote(channel)}`);
          listenClient = client;
          return client;
        } catch (err) {
          await client.end().catch(() => undefined);
          if (closed) throw err;
          await new Promise((r) => setTimeout(r, Math.min(30_000, 500 * 2 ** attempt)));
        }
      }
    })();
    return connecting;
  };

  return {
    db,
    kind: 'postgres',
    forRequest: (signal) => requestDb(db, new RequestPool(pool, cancelPool, signal)),
    async listen(channel, onPayload) {
      let set = listeners.get(channel);
      const isNew = !set;
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(onPayload);
      const client = listenClient ?? (await connectListener());
      if (isNew && client === listenClient) await client.query(`LISTEN ${quote(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) {
          listeners.delete(channel);
          await listenClient?.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
        }
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      closed = true;
      const client = listenClient;
      listenClient = undefined;
      client?.removeAllListeners();
      await client?.end().catch(() => undefined);
      await pool.end();
      await cancelPool.end();
    },
  };
}
