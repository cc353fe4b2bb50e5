/**
 * The dashboard's statistics at a million orders, measured in-process against bench_lists through the services the
 * routes call (no HTTP, so the figures are the queries' own). bench_lists is read, never changed: its schema
 * predates the KPI tables, so each connection creates them as TEMP tables (the cache of closed months lives there
 * for the run and vanishes with it); the daily view needs item.minimum_stock and is measured only where it exists.
 *   npm run bench:dashboard -w bench -- [--runs 30] [--database bench_lists]
 */
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema';
import { makeServiceContext, ShopClock, type ServiceContext } from '../../apps/server/src/platform/service';
import { dailyView } from '../../apps/server/src/modules/dashboard/daily-view';
import {
  defectDrill,
  deliveryDrill,
  inventoryDrill,
  orderDrill,
  productionDrill,
} from '../../apps/server/src/modules/dashboard/drill-downs';
import {
  defectPercentKpi,
  deliveryYieldKpi,
  inventoryCostKpi,
  productionPerHourKpi,
} from '../../apps/server/src/modules/dashboard/kpi-service';
import { monthlyDelivery, monthlyOrder, recentOrders } from '../../apps/server/src/modules/dashboard/statistics';
import { BENCH_DATABASE, flag, serverUrl } from './settings';

const TEMP_TABLES = `
  create temp table if not exists kpi_setting (indicator varchar(30) primary key, base_start_month varchar(7),
    base_end_month varchar(7), target_value double precision, updated_at timestamptz, updated_by integer);
  create temp table if not exists kpi_month_value (indicator varchar(30) not null, month varchar(7) not null,
    value double precision, computed_at timestamptz not null, primary key (indicator, month));
  create temp table if not exists kpi_day_total (indicator varchar(30) not null, day varchar(10) not null,
    numerator double precision not null, denominator double precision not null, computed_at timestamptz not null,
    primary key (indicator, day));`;

const runs = Number(flag('runs') ?? 30);
const pool = new pg.Pool({ connectionString: serverUrl(flag('database') ?? BENCH_DATABASE), max: 8 });
// Queued on each new connection before anything else it runs.
pool.on('connect', (client) => void client.query(TEMP_TABLES));
const db = drizzle(pool, { schema }) as unknown as Db;
const ctx: ServiceContext = makeServiceContext({
  db,
  clock: new ShopClock('Asia/Seoul'),
  notify: async () => [],
  actor: {
    accountId: 0,
    userType: 'employee',
    isAdmin: true,
    employeeId: null,
    departmentId: null,
    departmentName: null,
    buyerId: null,
    name: 'bench',
    authorities: ['ROLE_ADMIN'],
  },
});

const page = (n: number) => ({ page: n, size: 10 });
const cases: [string, () => Promise<unknown>][] = [
  ['order', () => monthlyOrder(ctx)],
  ['delivery', () => monthlyDelivery(ctx)],
  ['recent_item', () => recentOrders(ctx)],
  ['production_per_hour', () => productionPerHourKpi(ctx)],
  ['defect_percent', () => defectPercentKpi(ctx)],
  ['inventory_cost', () => inventoryCostKpi(ctx)],
  ['delivery_yield', () => deliveryYieldKpi(ctx)],
  ['daily', () => dailyView(ctx)],
  ['drill/order p1', () => orderDrill(ctx, page(0))],
  ['drill/order p50', () => orderDrill(ctx, page(49))],
  ['drill/production p1', () => productionDrill(ctx, page(0))],
  ['drill/defect p1', () => defectDrill(ctx, page(0))],
  ['drill/inventory p1', () => inventoryDrill(ctx, page(0))],
  ['drill/delivery p1', () => deliveryDrill(ctx, page(0))],
];
const SEVEN = cases.slice(0, 7);

const ms = (v: number) => (v < 10 ? v.toFixed(1) : v.toFixed(0));
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function time(run: () => Promise<unknown>) {
  const t = performance.now();
  await run();
  return performance.now() - t;
}

async function measure(name: string, run: () => Promise<unknown>) {
  let first: number;
  try {
    first = await time(run);
  } catch (err) {
    return `| ${name} | — | — | — | — | ${(err as Error).message.split('\n')[0]} |`;
  }
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await time(run));
  times.sort((a, b) => a - b);
  return `| ${name} | ${ms(first)} | ${ms(pct(times, 0.5))} | ${ms(pct(times, 0.95))} | ${ms(times.at(-1)!)} | |`;
}

async function main() {
  const { rows } = await pool.query<{ n: string }>('select count(*) n from printing_order');
  console.log(`dashboard statistics, ${Number(rows[0]!.n).toLocaleString('en')} orders, ${runs} runs each (ms)\n`);
  const lines = ['| statistic | first call | p50 | p95 | max | note |', '|---|--:|--:|--:|--:|---|'];
  for (const [name, run] of cases) lines.push(await measure(name, run));
  // The home's own pattern: the seven statistics at once, each on its own connection.
  lines.push(await measure('all seven in parallel', () => Promise.all(SEVEN.map(([, run]) => run()))));
  console.log(lines.join('\n'));
  await pool.end();
}

await main();
