import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, afterEach, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { seedDatabase } from '../src/seed';

import { responseMismatchOf, type ResponseMismatch } from '../src/platform/response-schemas';
import { CSRF_HEADER, SESSION_COOKIE } from '@scm/contract';
import type { SnapshotVariant } from './global-setup';
import { borrowPglite } from './pglite-lending';

export const ADMIN_PASSWORD = 'admin-pass-2468';

/** Which engine the API suite runs on: PGlite in memory by default, PostgreSQL when TEST_DATABASE_URL is set. */
export const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** The migrated and seeded databases test/global-setup.ts built once for this run (empty if it did not run). */
const snapshots = inject('databaseSnapshots') ?? {};

/**
 * A fresh database for one test file: in-memory PGlite, or a throwaway database on the PostgreSQL server
 * named by TEST_DATABASE_URL (dropped afterwards). With `template`, the PostgreSQL database starts as a copy of
 * that run's migrated and seeded template (`plain` or `demo`) instead of empty.
 */
export async function freshDatabaseUrl(
  opts: { template?: SnapshotVariant } = {},
): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => undefined };
  const name = `scm_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = opts.template && snapshots.postgres?.[opts.template];
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        break;
      } catch (err) {
        // 55006: the template still has a connection (PostgreSQL already waits ~5 s for it); try a little longer.
        if ((err as { code?: string }).code !== '55006' || attempt >= 5) throw err;
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const dumps = new Map<SnapshotVariant, Blob>();
/** This run's PGlite data directory dump of the variant, read once per worker (when it opens a new database). */
function pgliteDump(variant: SnapshotVariant): Blob | undefined {
  const file = snapshots.pglite?.[variant];
  if (!file) return undefined;
  let blob = dumps.get(variant);
  if (!blob) {
    blob = new Blob([fs.readFileSync(file)]);
    dumps.set(variant, blob);
  }
  return blob;
}

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  config: Config;
  /** Answers refused by their response schema since the last test; a test expecting one takes it out. */
  responseMismatches: ResponseMismatch[];
}

/** Builds the app on a fresh, seeded database (admin/admin-pass-2468 plus the demo data unless demo is false). */
export async function makeApp(
  opts: {
    demo?: boolean;
    databaseUrl?: string;
    env?: Record<string, string>;
    /** Test-only routes or hooks, added before the app is ready. */
    beforeReady?: (app: TestContext['app']) => void;
  } = {},
) {
  const variant: SnapshotVariant = (opts.demo ?? true) ? 'demo' : 'plain';
  // A database copied from this run's seeded snapshot needs no seeding; one passed in (or none built) does.
  const fromSnapshot = !opts.databaseUrl && (engine === 'postgres' ? !!snapshots.postgres : !!snapshots.pglite);
  const fresh = opts.databaseUrl
    ? { url: opts.databaseUrl, drop: async () => undefined }
    : await freshDatabaseUrl({ template: variant });
  const config = loadConfig({
    DATA_DIR: `/tmp/scm-test-files-${crypto.randomBytes(4).toString('hex')}`,
    ADMIN_PASSWORD,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-123',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    ...(fresh.url ? { DATABASE_URL: fresh.url } : {}),
    ...opts.env,
  });
  const open = () =>
    openDatabase({
      databaseUrl: fresh.url,
      dataDir: 'memory://',
      loadDataDir: fresh.url ? undefined : pgliteDump(variant),
    });
  // PGlite from this run's snapshot: a database an earlier file of this worker gave back, reset (pglite-lending.ts).
  const lent = engine === 'pglite' && fromSnapshot ? await borrowPglite(variant, open) : undefined;
  const database = lent?.database ?? (await open());
  if (!fromSnapshot)
    await seedDatabase(database.db, { adminPassword: ADMIN_PASSWORD, demo: opts.demo ?? true, log: () => undefined });
  const app = await buildApp({ config, database, logger: false });
  const responseMismatches = failOnResponseMismatch(app);
  opts.beforeReady?.(app);
  await app.ready();
  const ctx: TestContext = { app, database, config, responseMismatches };
  afterAll(async () => {
    await app.close();
    await (lent ? lent.giveBack() : database.close());
    await fresh.drop();
    // Uploads of this test file.
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });
  return ctx;
}

/**
 * Every answer an API test gets went through its route's response schema (the zod serializer); an answer that
 * does not match is answered 500 and recorded here, and the test that caused it fails naming the route and zod's
 * issues, so all API tests check the declared schemas without asserting it themselves.
 */
function failOnResponseMismatch(app: TestContext['app']) {
  const mismatches: ResponseMismatch[] = [];
  app.addHook('onError', async (request, reply, error) => {
    const mismatch = responseMismatchOf(request, reply.statusCode, error);
    if (mismatch) mismatches.push(mismatch);
  });
  afterEach(() => {
    const found = mismatches.splice(0);
    if (!found.length) return;
    const lines = found.map(
      (m) =>
        `${m.method} ${m.url} (${m.statusCode}): ${m.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}`,
    );
    throw new Error(`Answers that do not match their declared response schema:\n${lines.join('\n')}`);
  });
  return mismatches;
}

export interface Agent {
  cookie: string;
  csrf: string;
  token: string;
  accountId: number;
  headers: (extra?: Record<string, string>) => Record<string, string>;
}

/** Signs in through the API and returns what a browser would hold: the session cookie and the CSRF token. */
export async function login(
  app: TestContext['app'],
  username: string,
  password: string,
  rememberMe = false,
): Promise<Agent> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/authentication/login',
    payload: { username, password, rememberMe },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ data: { jwt: string; csrf: string; account: { id: number } } }>();
  const cookie = `${SESSION_COOKIE}=${body.data.jwt}`;
  return {
    cookie,
    csrf: body.data.csrf,
    token: body.data.jwt,
    accountId: body.data.account.id,
    headers: (extra = {}) => ({ cookie, [CSRF_HEADER]: body.data.csrf, ...extra }),
  };
}

/** A customer signed up through the public API and signed in. */
export async function signUpAndLogin(app: TestContext['app'], username: string, name = '테스트고객') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/customer/cm/sign-up',
    payload: {
      name,
      username,
      password: 'test-pass-2468',
      passwordCheck: 'test-pass-2468',
      tel: '010-1234-5678',
      address: '',
      email: '',
    },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return login(app, username, 'test-pass-2468');
}

/**
 * An employee account in its own new department with no permission groups (so it holds no menu authority
 * until a test grants one), signed in. Pass `groupNames` to link existing groups to the employee.
 */
export async function employeeWithoutGroups(ctx: TestContext, username: string, password = 'test-pass-2468') {
  const { account, department, employee } = await import('../src/db/schema');
  const { hashPassword } = await import('../src/platform/auth/passwords');
  const db = ctx.database.db;
  const [dept] = await db
    .insert(department)
    .values({ name: `권한없음-${username}` })
    .returning();
  const [acc] = await db
    .insert(account)
    .values({ username, passwordHash: await hashPassword(password), userType: 'employee' })
    .returning();
  const [emp] = await db
    .insert(employee)
    .values({ accountId: acc!.id, name: username, departmentId: dept!.id })
    .returning();
  const agent = await login(ctx.app, username, password);
  return { agent, employeeId: emp!.id, departmentId: dept!.id };
}

/** Grants an employee one authority through a fresh permission group (as the permission screen would). */
export async function grantAuthority(ctx: TestContext, employeeId: number, authorityName: string) {
  const { authGroup, authGroupAuthority, authority, employeeAuthGroup } = await import('../src/db/schema');
  const { eq } = await import('drizzle-orm');
  const db = ctx.database.db;
  const [a] = await db.select().from(authority).where(eq(authority.name, authorityName));
  if (!a) throw new Error(`unknown authority ${authorityName}`);
  const [g] = await db
    .insert(authGroup)
    .values({ name: `${authorityName}-${employeeId}` })
    .returning();
  await db.insert(authGroupAuthority).values({ authGroupId: g!.id, authorityId: a.id });
  await db.insert(employeeAuthGroup).values({ employeeId, authGroupId: g!.id });
  // Written past the API, so announce it as the permission screen's write would.
  await ctx.app.principalsChanged();
}

let fixtureSeq = 0;
const nextFixture = () => `${Date.now().toString(36)}${(fixtureSeq++).toString(36)}`;

/** A fresh level 1 › 2 › 3 category path; returns the three ids, deepest last. */
export async function seedCategoryPath(ctx: TestContext, names: [string, string, string] = ['용지', '아트지', '150g']) {
  const { itemCategory } = await import('../src/db/schema');
  const db = ctx.database.db;
  const tag = nextFixture();
  const [l1] = await db
    .insert(itemCategory)
    .values({ name: names[0], code: `T1-${tag}`, level: 1 })
    .returning();
  const [l2] = await db
    .insert(itemCategory)
    .values({ name: names[1], code: `T2-${tag}`, level: 2, parentId: l1!.id })
    .returning();
  const [l3] = await db
    .insert(itemCategory)
    .values({ name: names[2], code: `T3-${tag}`, level: 3, parentId: l2!.id })
    .returning();
  return [l1!.id, l2!.id, l3!.id] as const;
}

/**
 * An item with its stock record, straight into the database (for tests of modules that use items).
 * A starting amount goes in through the stock ledger as an adjustment receipt, so history stays consistent.
 */
export async function seedItem(
  ctx: TestContext,
  opts: { itemCode?: string; name?: string; categoryId?: number; amount?: number; itemPrice?: number } = {},
) {
  const { item } = await import('../src/db/schema');
  const { openStock, changeStock } = await import('../src/modules/stock/ledger');
  const db = ctx.database.db;
  const categoryId = opts.categoryId ?? (await seedCategoryPath(ctx))[2];
  const tag = nextFixture();
  const [row] = await db
    .insert(item)
    .values({
      itemCode: opts.itemCode ?? `ITEM-${tag}`,
      name: opts.name ?? `시험 품목 ${tag}`,
      itemPrice: opts.itemPrice ?? 100,
      itemCategoryId: categoryId,
    })
    .returning();
  const stockId = await openStock(db, row!.id);
  if (opts.amount)
    await changeStock(db, { itemId: row!.id, delta: opts.amount, ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING' });
  return { ...row!, stockId, categoryId };
}
