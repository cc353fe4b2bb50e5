/**
 * Issue 11's production lists at a million orders: every statement the app's list call sends for each benchmark
 * case, with EXPLAIN (ANALYZE, BUFFERS): execution time, 8 kB pages touched, and the plan's top nodes, then the
 * median of 7 whole calls. Needs the generated `bench_lists` (npm run bench:lists:generate).
 *   cd bench && npx tsx lists/production-explain.ts                 every case
 *   cd bench && PLAN=1 npx tsx lists/production-explain.ts amount   the cases whose name holds "amount", whole plans
 */
process.env.TZ ||= 'Asia/Seoul';
import pg from 'pg';
import { DeliveryListQuerySchema, ListQuerySchema, OrderListQuerySchema } from '@scm/contract';
import { openDatabase } from '../../apps/server/src/db/client';
import { listCompletedDeliveries, listOpenDeliveries } from '../../apps/server/src/modules/deliveries/queries';
import { listOrders } from '../../apps/server/src/modules/orders/queries';
import { listHeldWorkOrders, listReceivedWorkOrders } from '../../apps/server/src/modules/work-orders/queries';
import { boundariesOf } from '../../apps/server/src/platform/list/keyset';
import { PRODUCTION_KEYWORDS } from './production-data';
import { recorder } from './record-queries';
import { benchDatabaseUrl } from './settings';

const database = await openDatabase({ databaseUrl: benchDatabaseUrl() });
const db = database.db;
const client = new pg.Client({ connectionString: benchDatabaseUrl(), options: '-c TimeZone=Asia/Seoul' });
await client.connect();

const day = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
const tenYears = { startDate: day(new Date(Date.now() - 3653 * 86_400_000)), endDate: day(new Date()) };
const list = (extra: Record<string, unknown> = {}) => ListQuerySchema.parse({ size: 50, ...extra });
const orders = (extra: Record<string, unknown> = {}) => OrderListQuerySchema.parse({ size: 50, ...extra });
const deliveries = (extra: Record<string, unknown> = {}) => DeliveryListQuerySchema.parse({ size: 50, ...extra });
const keyword = (word: string) => ({ searchFilter: 'productName', searchKeyword: word });

const CASES: [string, () => Promise<unknown>][] = [
  ['orders page 1', () => listOrders(db, orders())],
  ['orders page 10,000', () => listOrders(db, orders({ page: 10_000, ...tenYears }))],
  ['orders keyword common', () => listOrders(db, orders(keyword(PRODUCTION_KEYWORDS.common)))],
  ['orders keyword rare', () => listOrders(db, orders(keyword(PRODUCTION_KEYWORDS.rare)))],
  ['orders sort amount', () => listOrders(db, orders({ sort: 'amount,desc' }))],
  ['work orders received', () => listReceivedWorkOrders(db, list())],
  ['work orders one team', () => listHeldWorkOrders(db, list(), 2)],
  ['work orders all teams', () => listHeldWorkOrders(db, list(), undefined)],
  ['deliveries open', () => listOpenDeliveries(db, deliveries())],
  ['deliveries completed page 1', () => listCompletedDeliveries(db, list())],
  ['deliveries completed keyword common', () => listCompletedDeliveries(db, list(keyword(PRODUCTION_KEYWORDS.common)))],
  ['deliveries completed keyword rare', () => listCompletedDeliveries(db, list(keyword(PRODUCTION_KEYWORDS.rare)))],
];

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Total Time'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};
type Explained = { 'Execution Time': number; 'Planning Time': number; Plan: PlanNode };

/** The plan's nodes as one line each, indented, with the index or table they read and their actual rows. */
function outline(node: PlanNode, depth = 0, out: string[] = []) {
  const target = node['Index Name'] ?? node['Relation Name'];
  out.push(
    `${'  '.repeat(depth + 2)}${node['Node Type']}${target ? ` ${target}` : ''} rows=${node['Actual Rows']} ` +
      `${node['Actual Total Time']?.toFixed(2)} ms [${node['Shared Hit Blocks']}/${node['Shared Read Blocks']}]`,
  );
  for (const child of node.Plans ?? []) outline(child, depth + 1, out);
  return out;
}

const kindOf = (text: string) =>
  /^explain/i.test(text.trim())
    ? 'estimate'
    : /^select count\(/i.test(text.trim())
      ? 'count'
      : /^select "?id"? from/i.test(text.trim())
        ? 'lookup'
        : 'rows';

async function explainCase(label: string, run: () => Promise<unknown>) {
  boundariesOf(db).clear();
  recorder.start();
  await run();
  const statements = recorder.stop();
  const parts: string[] = [];
  for (const r of statements) {
    if (/^explain/i.test(r.text.trim())) {
      parts.push('estimate');
      continue;
    }
    if (!/^\s*select/i.test(r.text)) continue;
    if (process.env.SHOW_SQL) console.log(r.text, r.values);
    // The last of three: the first plans with this connection's catalogue caches still cold.
    let plan: Explained | undefined;
    for (let i = 0; i < 3; i++) {
      const res = await client.query<{ 'QUERY PLAN': Explained[] }>(
        `explain (analyze, buffers, format json) ${r.text}`,
        r.values,
      );
      plan = res.rows[0]!['QUERY PLAN'][0]!;
    }
    const buffers = (plan!.Plan['Shared Hit Blocks'] ?? 0) + (plan!.Plan['Shared Read Blocks'] ?? 0);
    parts.push(
      `${kindOf(r.text)} ${plan!['Execution Time'].toFixed(2)} ms (planned in ${plan!['Planning Time'].toFixed(2)}) [${buffers}]`,
    );
    if (process.env.PLAN) console.log(`  ${kindOf(r.text)}:\n${outline(plan!.Plan).join('\n')}`);
  }
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    boundariesOf(db).clear();
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: ${parts.join(' + ')} · call median ${times[3]!.toFixed(1)} ms`);
}

const only = process.argv.slice(2);
for (const [label, run] of CASES)
  if (only.length === 0 || only.some((o) => label.includes(o))) await explainCase(label, run);
await client.end();
await database.close();
