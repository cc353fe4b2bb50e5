import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';

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
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** Migrations sit beside the source in dev and are copied next to the bundle in dist. */
export const migrationsFolder = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')].find((p) =>
  fs.existsSync(p),
)!;

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for an in-memory database. */
  dataDir?: string;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl)
    : await openPglite(opts.dataDir ?? 'memory://');
  await migrate(database);
  return database;
}

async function migrate(database: Database) {
  if (database.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder });
  }
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => undefined : acquireDataDirLock(dataDir);
  const dbDir = inMemory ? dataDir : path.join(dataDir, 'pgdata');
  let client;
  try {
    client = await PGlite.create(dbDir, { extensions: { pg_trgm } });
    // pg_trgm must be loaded on every open: keyword search indexes depend on it.
    await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  } catch (err) {
    release();
    throw err;
  }
  const pglite = client;
  const db = drizzle(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsub = await pglite.listen(channel, onPayload);
      return async () => unsub();
    },
    async notify(channel, payload) {
      await pglite.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await pglite.close();
      release();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.default.Pool({ connectionString: url, max: 10 });
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  const db = drizzle(pool, { schema }) as unknown as Db;
  let listenClient: PoolClient | undefined;
  const listeners = new Map<string, Set<Listener>>();
  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload) {
      if (!listenClient) {
        listenClient = await pool.connect();
        listenClient.on('notification', (n) => {
          for (const l of listeners.get(n.channel) ?? []) l(n.payload ?? '');
        });
      }
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await listenClient.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      listenClient?.release();
      await pool.end();
    },
  };
}
