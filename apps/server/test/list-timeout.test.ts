import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { databasePlugin } from '../src/platform/database';
import { ADMIN_PASSWORD, engine, freshDatabaseUrl, login } from './harness';
import { PO } from './purchase-orders-fixture';

// PostgreSQL only: PGlite runs in this process and can neither time a statement out nor cancel one.
const onPostgres = engine === 'postgres';

describe.skipIf(!onPostgres)('list queries that run too long (postgres)', async () => {
  if (!onPostgres) return;
  const fresh = await freshDatabaseUrl({ template: 'plain' });
  const database = await openDatabase({ databaseUrl: fresh.url, statementTimeoutMs: 400 });
  const config = loadConfig({
    DATA_DIR: '/tmp/scm-test-list-timeout',
    ADMIN_PASSWORD,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
    LOG_LEVEL: 'silent',
    DATABASE_URL: fresh.url,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const admin = await login(app, 'admin', ADMIN_PASSWORD);
  // Another session holds the table: a list read waits on the lock, as it would behind a slow scan.
  const blocker = new pg.Client({ connectionString: fresh.url });
  await blocker.connect();
  afterAll(async () => {
    await blocker.end().catch(() => undefined);
    await app.close();
    await database.close();
    await fresh.drop();
  });
  const lockTable = async () => {
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE purchase_order IN ACCESS EXCLUSIVE MODE');
  };
  // Inside the blocker's transaction pg_stat_activity is a snapshot taken once: clear it before each look.
  const waitingReads = async () =>
    (
      await blocker.query<{ n: string }>(
        `select pg_stat_clear_snapshot(), count(*) as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and query ilike '%purchase_order%'`,
      )
    ).rows[0]!.n;

  it("cancels the request's query as soon as its client hangs up", async () => {
    // A long timeout: only the cancel can end the wait within this test.
    const patient = await openDatabase({ databaseUrl: fresh.url, statementTimeoutMs: 60_000 });
    const server = await buildApp({ config, database: patient, logger: false });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    await lockTable();
    try {
      const req = http.get({ host: '127.0.0.1', port, path: PO, headers: admin.headers() });
      req.on('error', () => undefined);
      await expect.poll(waitingReads, { timeout: 5000 }).toBe('1');
      req.destroy();
      await expect.poll(waitingReads, { timeout: 5000 }).toBe('0');
    } finally {
      await blocker.query('ROLLBACK');
      await server.close();
      await patient.close();
    }
  });

  it('cancels every waiting query when more clients hang up than the pool has connections', async () => {
    const patient = await openDatabase({ databaseUrl: fresh.url, statementTimeoutMs: 60_000 });
    const server = await buildApp({ config, database: patient, logger: false });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    await lockTable();
    try {
      // The pool holds 10 connections: all are taken by reads waiting on the lock, two more requests queue.
      const requests = Array.from({ length: 12 }, () => {
        const req = http.get({ host: '127.0.0.1', port, path: PO, headers: admin.headers() });
        req.on('error', () => undefined);
        return req;
      });
      await expect.poll(waitingReads, { timeout: 5000 }).toBe('10');
      for (const req of requests) req.destroy();
      // Each cancel must not wait for a pooled connection held by the very reads it stops.
      await expect.poll(waitingReads, { timeout: 5000 }).toBe('0');
    } finally {
      await blocker.query('ROLLBACK');
    }
    try {
      const res = await server.inject({ method: 'GET', url: PO, headers: admin.headers() });
      expect(res.statusCode).toBe(200);
    } finally {
      await server.close();
      await patient.close();
    }
  });

  it('never sends the query of a request whose client left before the request first touched the database', async () => {
    // As a request queued behind a full pool in the session check: its client is gone by the time it reads.
    const patient = await openDatabase({ databaseUrl: fresh.url, statementTimeoutMs: 60_000 });
    const server = Fastify();
    await server.register(databasePlugin, { database: patient, ownsDatabase: true });
    let entered!: () => void;
    const inRoute = new Promise<void>((resolve) => (entered = resolve));
    let read: Promise<unknown> | undefined;
    server.get('/late', async (request, reply) => {
      const gone = new Promise((resolve) => reply.raw.once('close', resolve));
      entered();
      await gone;
      read = request.db.execute(sql`select count(*) from purchase_order`);
      return await read;
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    await lockTable();
    try {
      const req = http.get({ host: '127.0.0.1', port, path: '/late' });
      req.on('error', () => undefined);
      await inRoute;
      req.destroy();
      await expect.poll(() => read !== undefined).toBe(true);
      const outcome = await Promise.race([
        read!.then(
          () => 'answered',
          (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
        ),
        new Promise((resolve) => setTimeout(() => resolve('still waiting on the lock'), 2000)),
      ]);
      expect(outcome).toBe('The request was abandoned before its query ran.');
      expect(await waitingReads()).toBe('0');
    } finally {
      await blocker.query('ROLLBACK');
      await server.close();
    }
  });

  it('stops at the statement timeout and answers a Korean message, not a bare 500', async () => {
    await lockTable();
    try {
      const res = await app.inject({ method: 'GET', url: PO, headers: admin.headers() });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        errorCode: 'LIST_TIMEOUT',
        errorMessage: expect.stringContaining('조회 시간이 너무 오래 걸려'),
      });
    } finally {
      await blocker.query('ROLLBACK');
    }
  });

  it("plans for data in memory: the app's connections price a random page read at 1.1 unless told otherwise", async () => {
    const setting = async (db: typeof database) => {
      const result = (await db.db.execute(sql`show random_page_cost`)) as { rows: { random_page_cost: string }[] };
      return result.rows[0]!.random_page_cost;
    };
    expect(await setting(database)).toBe('1.1');
    const own = await openDatabase({ databaseUrl: fresh.url, randomPageCost: null });
    const told = await openDatabase({ databaseUrl: fresh.url, randomPageCost: 2 });
    try {
      // The server's own (PostgreSQL's default here) when the setting is 'server'.
      expect(await setting(own)).toBe('4');
      expect(await setting(told)).toBe('2');
    } finally {
      await own.close();
      await told.close();
    }
  });
});
