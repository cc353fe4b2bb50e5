/**
 * Stock benchmark: seeds many items with stock and a long history, then times the stock list, keyword search,
 * one stock's history, the releasing history, and adjustments (one at a time, and many at once on one hot stock)
 * through the real HTTP stack (app.inject).
 *   npm run bench:stock                      PGlite in memory
 *   BENCH_DATABASE_URL=postgres://… npm run bench:stock
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/seed';
import { stock } from '../apps/server/src/db/schema';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const HISTORY_PER_ITEM = Number(process.env.BENCH_HISTORY ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const HOT = Number(process.env.BENCH_HOT ?? 200);

const quantiles = (times: number[]) => {
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
  return `p50 ${q(0.5)} ms  p95 ${q(0.95)} ms  max ${q(1)} ms`;
};

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  const db = database.db;
  await seedDatabase(db, { adminPassword: 'admin-pass-2468', demo: false, log: () => undefined });
  await db.execute(sql`insert into item_category (name, code, level) values ('용지', 'B-P', 1)`);
  await db.execute(sql`
    insert into item (item_code, name, standard_size, item_unit, item_price, item_category_id)
    select 'BENCH-' || g, (array['아트지','스노우지','모조지','크라프트지','잉크','코팅필름'])[1 + g % 6] || ' ' || (80 + g % 200) || 'g 규격' || g,
           '788×1091', '연', 1000 + g % 90000, (select id from item_category where code = 'B-P')
    from generate_series(1, ${ITEMS}::int) g`);
  await db.execute(sql`insert into stock (item_id, amount) select id, 1000 from item`);
  await db.execute(sql`
    insert into stock_history (stock_id, work_date, amount, balance, io_type, input_output)
    select s.id, now() - ((h * 37 + s.id) % 400) * interval '1 day', 1 + h, 1000,
           case when h % 2 = 0 then 'PURCHASE_ORDER_RECEIVING' else 'WORKORDER_RELEASING' end,
           case when h % 2 = 0 then 'INPUT' else 'OUTPUT' end
    from stock s, generate_series(1, ${HISTORY_PER_ITEM}::int) h`);
  await db.execute(sql`analyze`);

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
  const headers = { authorization: `Bearer ${login.json<{ data: { jwt: string } }>().data.jwt}` };
  const stockIds = (await db.select({ id: stock.id }).from(stock).orderBy(stock.id).limit(1000)).map((r) => r.id);

  const reads: [string, (i: number) => string][] = [
    ['stock list page 0', () => '/api/stocks'],
    ['stock list deep page by name', (i) => `/api/stocks?page=${200 + (i % 50)}&sort=name,asc`],
    [
      'stock search name (trigram)',
      (i) => `/api/stocks?searchFilter=name&searchKeyword=${encodeURIComponent(`${100 + (i % 90)}g 규격`)}`,
    ],
    ['one stock history page', (i) => `/api/stocks/history/${stockIds[i % stockIds.length]}`],
    ['releasing history (1 year)', () => '/api/admin/pr/releasing_history'],
    [
      'receiving history search',
      (i) =>
        `/api/admin/pr/receiving_history?searchFilter=itemName&searchKeyword=${encodeURIComponent(`규격${i + 1}`)}`,
    ],
  ];
  console.log(`engine=${database.kind} items=${ITEMS} history=${ITEMS * HISTORY_PER_ITEM} runs=${RUNS}`);
  for (const [name, path] of reads) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url: path(i), headers });
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      times.push(performance.now() - t);
    }
    console.log(`${name.padEnd(32)} ${quantiles(times)}`);
  }

  const adjust = (stockId: number, i: number) =>
    app.inject({
      method: 'PATCH',
      url: `/api/stocks/${stockId}`,
      headers,
      payload: {
        ioType: i % 2 === 0 ? 'AMOUNT_ADJUSTING_AS_RECEIVING' : 'AMOUNT_ADJUSTING_AS_RELEASING',
        adjustAmount: 1,
      },
    });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await adjust(stockIds[i % stockIds.length]!, i);
    if (res.statusCode !== 200) throw new Error(`adjust: ${res.statusCode} ${res.body}`);
    times.push(performance.now() - t);
  }
  console.log(`${'adjustment, one at a time'.padEnd(32)} ${quantiles(times)}`);
  const hot = stockIds[0]!;
  const t = performance.now();
  const results = await Promise.all(Array.from({ length: HOT }, (_, i) => adjust(hot, i)));
  const elapsed = performance.now() - t;
  if (results.some((r) => r.statusCode !== 200)) throw new Error('a hot-row adjustment failed');
  console.log(
    `${`${HOT} at once on one stock`.padEnd(32)} ${elapsed.toFixed(0)} ms total, ${((HOT / elapsed) * 1000).toFixed(0)} adjustments/s`,
  );
  await app.close();
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
