/**
 * Issue 10's deep-page figures: EXPLAIN (ANALYZE, BUFFERS) of the rows query the app sends for purchase-order page 1,
 * page 9,000 by deferred join (nothing remembered) and page 9,000 by keyset from a neighbour's boundary, then the
 * median time of the whole list call. Needs the generated `bench_lists` (npm run bench:lists:generate).
 *   cd bench && npx tsx lists/keyset-explain.ts          (SHOW_SQL=1 prints each explained statement)
 */
process.env.TZ ||= 'Asia/Seoul';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { listPurchaseOrders } from '../../apps/server/src/modules/purchase-orders/queries';
import { boundariesOf } from '../../apps/server/src/platform/list/keyset';
import { recorder } from './record-queries';
import { benchDatabaseUrl } from './settings';

const database = await openDatabase({ databaseUrl: benchDatabaseUrl() });
const db = database.db;
const base = { size: 10, sort: '', searchFilter: '', searchKeyword: '', startDate: '', endDate: '', dateFilter: '' };
const q = (page: number, size = 10) => ({ ...base, page, size }) as never;
const client = new pg.Client({ connectionString: benchDatabaseUrl(), options: '-c TimeZone=Asia/Seoul' });
await client.connect();

async function explain(label: string, run: () => Promise<unknown>) {
  recorder.start();
  await run();
  const rows = recorder.stop().filter((r) => /^select/i.test(r.text.trim()) && !/count\(/i.test(r.text));
  for (const r of rows.slice(0, 1)) {
    if (process.env.SHOW_SQL) console.log(r.text, r.values);
    type Explained = { 'Execution Time': number; Plan: Record<string, number> };
    const res = await client.query<{ 'QUERY PLAN': Explained[] }>(
      `explain (analyze, buffers, format json) ${r.text}`,
      r.values,
    );
    const plan = res.rows[0]!['QUERY PLAN'][0]!;
    console.log(
      `${label}: rows query ${plan['Execution Time'].toFixed(2)} ms, buffers hit ${plan.Plan['Shared Hit Blocks']} read ${plan.Plan['Shared Read Blocks']}`,
    );
  }
}
const wall = async (label: string, run: () => Promise<unknown>) => {
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    const own = await run();
    times.push(typeof own === 'number' ? own : performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: call median ${times[3]!.toFixed(2)} ms (min ${times[0]!.toFixed(2)})`);
};

const forget = () => boundariesOf(db).clear();
await explain('page 1', () => listPurchaseOrders(db, q(0)));
forget();
await explain('page 9,000 deferred join', () => listPurchaseOrders(db, q(8999)));
forget();
await listPurchaseOrders(db, q(8998));
await explain('page 9,000 keyset from 8,999', () => listPurchaseOrders(db, q(8999)));
forget();
await listPurchaseOrders(db, q(9000));
await explain('page 9,000 keyset backwards from 9,001', () => listPurchaseOrders(db, q(8999)));
forget();
await listPurchaseOrders(db, q(8996));
await explain('page 9,000 keyset from 8,997 (skips 2 pages)', () => listPurchaseOrders(db, q(8999)));
await wall('page 1', () => listPurchaseOrders(db, q(0)));
await wall('page 9,000 deferred join', () => (forget(), listPurchaseOrders(db, q(8999))));
await wall('page 9,000 keyset', async () => {
  forget();
  await listPurchaseOrders(db, q(8998));
  const t = performance.now();
  await listPurchaseOrders(db, q(8999));
  return performance.now() - t;
});
await client.end();
await database.close();
