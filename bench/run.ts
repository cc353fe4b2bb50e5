/**
 * List-query benchmark: seeds many departments with Korean names, then times the paged list with and
 * without keyword search through the real HTTP stack (app.inject).
 *   npm run bench                      PGlite in memory
 *   BENCH_DATABASE_URL=postgres://… npm run bench
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/seed';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const SYLLABLES = '가나다라마바사아자차카타파하인쇄제본후가공출고영업디자인품질관리재단코팅박접지'.split('');

const pick = (i: number, n: number) => SYLLABLES[(i * 7919 + n * 104729) % SYLLABLES.length]!;

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  await seedDatabase(database.db, { adminPassword: 'admin-pass-2468', demo: false, log: () => undefined });
  await database.db.execute(sql`
    insert into department (name, color, is_used)
    select chr((44032 + (g * 7919) % 11172)::int) || chr((44032 + (g * 104729) % 11172)::int) || '팀 ' || g,
           '#' || lpad(to_hex((g % 16777215)::int), 6, '0'), g % 5 <> 0
    from generate_series(1, ${ROWS}::int) s(i), lateral (select i::bigint as g) x`);
  const config = loadConfig({
    ADMIN_PASSWORD: 'admin-pass-2468',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
  });
  const app = await buildApp({ config, database, logger: false });
  const login = await app.inject({
    method: 'POST',
    url: '/api/authentication/login',
    payload: { username: 'admin', password: 'admin-pass-2468' },
  });
  const token = login.json<{ data: { jwt: string } }>().data.jwt;

  const cases: [string, (i: number) => string][] = [
    ['list page 0', () => '/api/department'],
    ['list deep page sorted by name', (i) => `/api/department?page=${100 + (i % 50)}&sort=name,asc`],
    [
      'search 3 syllables (trigram)',
      (i) => `/api/department?searchFilter=name&searchKeyword=${encodeURIComponent(pick(i, 1) + pick(i, 2) + '팀')}`,
    ],
    [
      'search 2 syllables',
      (i) => `/api/department?searchFilter=all&searchKeyword=${encodeURIComponent(pick(i, 3) + pick(i, 4))}`,
    ],
  ];
  console.log(`engine=${database.kind} rows=${ROWS} runs=${RUNS}`);
  for (const [name, path] of cases) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url: path(i), headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    console.log(`${name.padEnd(32)} p50 ${q(0.5)} ms  p95 ${q(0.95)} ms  max ${q(1)} ms`);
  }
  await app.close();
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
