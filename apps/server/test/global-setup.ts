/**
 * Migrates and seeds the test database once per run, so each test file only copies it instead of running every
 * migration and the demo seed again (that was most of the suite's time).
 *
 * - PGlite: the seeded data directory is dumped to a tarball in a temp folder; each file's makeApp opens a fresh
 *   in-memory PGlite from it (`loadDataDir`).
 * - PostgreSQL (TEST_DATABASE_URL): two template databases; each file's makeApp runs CREATE DATABASE … TEMPLATE.
 *
 * Two variants each: `plain` (reference codes and admin, as `demo: false`) and `demo` (plus the demo data set).
 * Files still get their own database each; only the build is shared.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export type SnapshotVariant = 'plain' | 'demo';

export interface DatabaseSnapshots {
  /** PGlite: paths of the data directory dumps. */
  pglite?: Record<SnapshotVariant, string>;
  /** PostgreSQL: names of the template databases on the TEST_DATABASE_URL server. */
  postgres?: Record<SnapshotVariant, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshots: DatabaseSnapshots;
  }
}

/** Must match harness.ts ADMIN_PASSWORD (not imported: the harness imports vitest's runtime). */
const ADMIN_PASSWORD = 'admin-pass-2468';

export default async function setup(project: TestProject) {
  // The seed dates the demo data by the local calendar, so it is built in the time zone the tests run in.
  const previousTz = process.env.TZ;
  const tz = project.config.env?.TZ ?? previousTz;
  if (tz !== undefined) process.env.TZ = tz;
  try {
    const base = process.env.TEST_DATABASE_URL;
    if (base) {
      const templates = await buildTemplates(base);
      project.provide('databaseSnapshots', { postgres: templates });
      return async () => {
        for (const name of Object.values(templates)) await dropDatabase(base, name);
      };
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scm-test-snapshot-'));
    try {
      const dumps = await buildDumps(dir);
      project.provide('databaseSnapshots', { pglite: dumps });
    } catch (err) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw err;
    }
    return () => fs.rmSync(dir, { recursive: true, force: true });
  } finally {
    if (previousTz === undefined) delete process.env.TZ;
    else process.env.TZ = previousTz;
  }
}

const seedOptions = (demo: boolean) => ({ adminPassword: ADMIN_PASSWORD, demo, log: () => undefined });

async function buildDumps(dir: string): Promise<Record<SnapshotVariant, string>> {
  const { openDatabase } = await import('../src/db/client');
  const { seedDatabase } = await import('../src/seed');
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const write = async (variant: SnapshotVariant) => {
      const file = path.join(dir, `${variant}.tar`);
      const blob = await database.dumpDataDir!();
      fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
      return file;
    };
    // The demo variant is the plain one plus the demo seed: the same as seeding with demo from scratch, since the
    // seed only ever adds what is missing.
    await seedDatabase(database.db, seedOptions(false));
    const plain = await write('plain');
    await seedDatabase(database.db, seedOptions(true));
    const demo = await write('demo');
    return { plain, demo };
  } finally {
    await database.close();
  }
}

async function buildTemplates(base: string): Promise<Record<SnapshotVariant, string>> {
  const { openDatabase } = await import('../src/db/client');
  const { seedDatabase } = await import('../src/seed');
  const run = crypto.randomBytes(5).toString('hex');
  const names: Record<SnapshotVariant, string> = { plain: `scm_tpl_${run}_plain`, demo: `scm_tpl_${run}_demo` };
  const urlOf = (name: string) => {
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const seed = async (name: string, demo: boolean) => {
    const database = await openDatabase({ databaseUrl: urlOf(name) });
    try {
      await seedDatabase(database.db, seedOptions(demo));
    } finally {
      // Closed before anyone copies it: PostgreSQL refuses TEMPLATE while the template has other connections.
      await database.close();
    }
  };
  try {
    await adminQuery(base, `CREATE DATABASE ${names.plain}`);
    await seed(names.plain, false);
    await adminQuery(base, `CREATE DATABASE ${names.demo} TEMPLATE ${names.plain}`);
    await seed(names.demo, true);
  } catch (err) {
    for (const name of Object.values(names)) await dropDatabase(base, name).catch(() => undefined);
    throw err;
  }
  return names;
}

async function adminQuery(base: string, sql: string) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const dropDatabase = (base: string, name: string) => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
