/**
 * The receivables list (미수금) and the home card's summary at a million orders, in-process against bench_lists
 * through the services the routes call, side by side with the in-memory code they replaced (baseline: every entry
 * read, summed, sorted and paged in JavaScript, as at commit 67a0764). The deposit entries and ledger rows are
 * added (lists/deposit-data.ts) when bench_lists has none yet (a database generated before they existed).
 *   npm run bench:receivables -- [--runs 20] [--baseline-runs 5] [--database bench_lists]
 */
process.env.TZ ||= 'Asia/Seoul';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  AGING_BUCKETS,
  ReceivableListQuerySchema,
  agingBucketOf,
  type ReceivableListQuery,
  type ReceivableRow,
} from '@scm/contract';
import { openDatabase } from '../apps/server/src/db/client';
import { makeServiceContext, ShopClock, type ServiceContext } from '../apps/server/src/platform/service';
import { entriesWithMoney, moneyInBetween } from '../apps/server/src/modules/receivables/queries';
import { pageReceivables, receivableSummary } from '../apps/server/src/modules/receivables/service';
import { fillDeposits } from './lists/deposit-data';
import { BENCH_DATABASE, flag, serverUrl } from './lists/settings';

const runs = Number(flag('runs') ?? 20);
/** The baseline reads every entry into memory each time: seconds a run at a million, so fewer runs. */
const baselineRuns = Number(flag('baseline-runs') ?? 5);
// Adding the entries takes longer than the app's statement timeout: none here.
const database = await openDatabase({
  databaseUrl: serverUrl(flag('database') ?? BENCH_DATABASE),
  statementTimeoutMs: 0,
});
const { db } = database;
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

// ---- baseline: the in-memory code the SQL replaced (kept here only to be measured against) ----
const dayNumber = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;
type SortField = 'outstanding' | 'buyerName' | 'invoiced' | 'collected' | 'lastReceiptDate';
type Entry = Awaited<ReturnType<typeof entriesWithMoney>>[number];
const owedOn = (e: Entry) => (e.closed ? -e.collectedPrice : e.issuedPrice - e.adjustedPrice - e.collectedPrice);

async function baselinePage(q: ReceivableListQuery) {
  const today = dayNumber(ctx.clock.today());
  const [entries, last] = await Promise.all([
    entriesWithMoney(db, ctx.clock.timeZone),
    db.execute(sql`select buyer_id, max(received_date)::text d from deposit_ledger where kind = 'RECEIPT'
                   group by buyer_id`),
  ]);
  const lastRows = (last as { rows: { buyer_id: number; d: string }[] }).rows;
  const lastDays = new Map(lastRows.map((r) => [Number(r.buyer_id), r.d]));
  const byBuyer = new Map<number, ReceivableRow>();
  for (const e of entries) {
    let row = byBuyer.get(e.buyerId);
    if (!row) {
      row = {
        buyerId: e.buyerId,
        buyerName: e.buyerName,
        invoiced: 0,
        collected: 0,
        outstanding: 0,
        overpaid: 0,
        aging: { d30: 0, d60: 0, d90: 0, over90: 0 },
        lastReceiptDate: lastDays.get(e.buyerId) ?? null,
        openCount: 0,
      };
      byBuyer.set(e.buyerId, row);
    }
    if (!e.closed) row.invoiced += e.issuedPrice - e.adjustedPrice;
    row.collected += e.collectedPrice;
    const owed = owedOn(e);
    if (owed > 0) {
      row.outstanding += owed;
      row.openCount += 1;
      row.aging[agingBucketOf(today - dayNumber(e.orderDay))] += owed;
    } else row.overpaid -= owed;
  }
  const keyword = (q.searchKeyword ?? '').trim().toLowerCase();
  const rows = [...byBuyer.values()].filter(
    (r) => (!keyword || r.buyerName.toLowerCase().includes(keyword)) && (!q.outstandingOnly || r.outstanding > 0),
  );
  const [field, dir] = (q.sort ?? 'outstanding,desc').split(',') as [SortField, string];
  const sign = dir === 'asc' ? 1 : -1;
  rows.sort((a, b) => {
    const x: string | number = a[field] ?? '';
    const y: string | number = b[field] ?? '';
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'ko');
    return c !== 0 ? sign * c : a.buyerName.localeCompare(b.buyerName, 'ko') || a.buyerId - b.buyerId;
  });
  const totals = {
    invoiced: 0,
    collected: 0,
    outstanding: 0,
    overpaid: 0,
    aging: { d30: 0, d60: 0, d90: 0, over90: 0 },
  };
  for (const r of rows) {
    totals.invoiced += r.invoiced;
    totals.collected += r.collected;
    totals.outstanding += r.outstanding;
    totals.overpaid += r.overpaid;
    for (const b of AGING_BUCKETS) totals.aging[b] += r.aging[b];
  }
  return { content: rows.slice(q.page * q.size, (q.page + 1) * q.size), total: rows.length, totals };
}

async function baselineSummary() {
  const m = ctx.clock.today().slice(0, 7);
  const [entries] = await Promise.all([
    entriesWithMoney(db, ctx.clock.timeZone),
    moneyInBetween(db, `${m}-01`, `${m}-28`),
  ]);
  let sales = 0;
  let outstanding = 0;
  for (const e of entries) {
    if (!e.closed && e.orderDay.startsWith(m)) sales += e.issuedPrice - e.adjustedPrice;
    const owed = owedOn(e);
    if (owed > 0) outstanding += owed;
  }
  return { sales, outstanding };
}
// ---- end of the baseline ----

const query = (params: Record<string, string>) => ReceivableListQuerySchema.parse(params);
const cases: [string, ReceivableListQuery | 'summary'][] = [
  ['list: default (미수 desc), page 1', query({})],
  ['list: keyword "기획"', query({ searchKeyword: '기획' })],
  ['list: 미수 있는 곳만', query({ outstandingOnly: 'true' })],
  ['list: sort by 최근 입금일', query({ sort: 'lastReceiptDate,desc' })],
  ['list: page 50 (size 10)', query({ page: '49', size: '10' })],
  ['summary (home card)', 'summary'],
];

const ms = (v: number) => (v < 10 ? v.toFixed(1) : v.toFixed(0));
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function timesOf(run: () => Promise<unknown>, n: number) {
  await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

/** JSON with each object's keys sorted: the same figures in another key order are the same answer. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([p], [q]) => p.localeCompare(q)))
      : x,
  );

/** The new answer must equal the baseline's: same rows in the same order, same totals; else the first difference. */
async function sameAnswer(q: ReceivableListQuery) {
  const before = await baselinePage(q);
  const after = await pageReceivables(ctx, q);
  if (canonical(before.totals) !== canonical(after.totals))
    return `DIFFERENT totals ${canonical(before.totals)} ≠ ${canonical(after.totals)}`;
  if (before.total !== after.pageable.totalElements)
    return `DIFFERENT count ${before.total} ≠ ${after.pageable.totalElements}`;
  const i = before.content.findIndex((r, n) => canonical(r) !== canonical(after.content[n]));
  return i < 0 ? 'same' : `DIFFERENT row ${i}: ${canonical(before.content[i])} ≠ ${canonical(after.content[i])}`;
}

async function main() {
  const rowsOf = async <T>(q: ReturnType<typeof sql>): Promise<{ rows: T[] }> => {
    const result: unknown = await db.execute(q);
    return result as { rows: T[] };
  };
  const n = (await rowsOf<{ n: number }>(sql`select count(*)::int n from order_deposit`)).rows[0]!.n;
  if (Number(n) === 0) {
    console.log('bench_lists has no deposit entries: adding them');
    await fillDeposits(db, (line) => console.log(line));
    await db.execute(sql`vacuum analyze order_deposit`);
    await db.execute(sql`vacuum analyze deposit_ledger`);
  }
  const counts = await rowsOf<{ orders: number; entries: number; rows: number }>(
    sql`select (select count(*) from printing_order)::int orders, (select count(*) from order_deposit)::int entries,
               (select count(*) from deposit_ledger)::int rows`,
  );
  const c = counts.rows[0]!;
  console.log(
    `receivables: ${c.orders} orders, ${c.entries} entries, ${c.rows} ledger rows; ${runs} runs each, the baseline ${baselineRuns} (ms)\n`,
  );
  const lines = ['| case | baseline p50 | baseline p95 | SQL p50 | SQL p95 | answer |', '|---|--:|--:|--:|--:|---|'];
  if (flag('check') !== undefined) {
    for (const [name, q] of cases) if (q !== 'summary') console.log(`${name}: ${await sameAnswer(q)}`);
    await database.close();
    return;
  }
  for (const [name, q] of cases) {
    const before = await timesOf(() => (q === 'summary' ? baselineSummary() : baselinePage(q)), baselineRuns);
    const after = await timesOf(() => (q === 'summary' ? receivableSummary(ctx) : pageReceivables(ctx, q)), runs);
    const answer = q === 'summary' ? '' : await sameAnswer(q);
    lines.push(
      `| ${name} | ${ms(pct(before, 0.5))} | ${ms(pct(before, 0.95))} | ${ms(pct(after, 0.5))} | ${ms(pct(after, 0.95))} | ${answer} |`,
    );
    console.log(lines.at(-1));
  }
  console.log(`\n${lines.join('\n')}`);
  await database.close();
}

await main();
