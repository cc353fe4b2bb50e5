/**
 * The bare server the lists benchmark compares the app with: Fastify and `pg`, no ORM, no auth, and the best
 * SQL for each case, answering the app's paths with the app's JSON shape.
 * - Rows: an index-only walk for the page's ids on (date desc, id desc) or (amount desc, id desc), then one join
 *   for the 50 rows; deep pages seek from a cached page boundary (keyset) instead of skipping rows.
 * - Keyword: the matching item (or stock) ids first, then `= any($ids)`.
 * - Total: the planner's estimate when it is far past 10,000 rows, else an exact count capped at 10,001.
 * - The list as it opens (page 1, no keyword, default dates): its values written in, prepared by name, as the app does.
 * It creates the indexes it needs in the bench database (named bench_*) at start.
 *   PORT=3217 tsx lists/bare-server.ts        (DATABASE_URL, default the bench database)
 */
import Fastify from 'fastify';
import pg from 'pg';
import { statementNameOf, withValuesWrittenInBut } from '../../apps/server/src/platform/list/statements';
import { INDEXES, LISTS, today, type BareList, type Query } from './bare-lists';
import { benchDatabaseUrl } from './settings';

const EXACT_UP_TO = 10_000;

// The shop's calendar, as the app's connections: a date window on a timestamp column starts at midnight in Seoul.
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL ?? benchDatabaseUrl(),
  max: 10,
  options: '-c TimeZone=Asia/Seoul',
});
pool.on('error', () => undefined);
/** Per list and filter: the sort key of the last row before each page seen so far (keyset boundaries). */
const boundaries = new Map<string, Map<number, [unknown, number]>>();

const yearBefore = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

async function listPage(list: BareList, q: Query) {
  const page = Math.max(0, Number(q.page ?? 0) | 0);
  const size = Math.min(9999, Math.max(1, Number(q.size ?? 10) | 0));
  const [field = list.defaultSort, dir = 'desc'] = (q.sort ?? '').split(',').filter(Boolean);
  const key = list.sorts[field];
  if (!key) throw Object.assign(new Error('INVALID_SORT'), { statusCode: 400 });
  const desc = dir !== 'asc';
  const windowed = !list.noDefaultWindow || q.startDate || q.endDate;
  const end = windowed ? (q.endDate ?? (q.startDate ? undefined : today())) : undefined;
  const start = windowed ? (q.startDate ?? (q.endDate ? undefined : yearBefore(end!))) : undefined;

  const where: string[] = list.scope ? [list.scope] : [];
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return params.length;
  };
  where.push(...(list.filters?.(q, param) ?? []));
  if (start) where.push(`${list.date} >= ${list.dateParam(param(start))}`);
  if (end) where.push(`${list.date} < ${list.dateParam(param(end))} + interval '1 day'`);
  const keyword = q.searchKeyword?.trim().toLowerCase();
  if (keyword && list.keywordWhere) where.push(list.keywordWhere(param(`%${escapeLike(keyword)}%`)));
  else if (keyword && list.keywordIds) {
    const found = await pool.query<{ ids: number[] }>(list.keywordIds, [`%${escapeLike(keyword)}%`]);
    where.push(`${list.keywordColumn} = any($${param(found.rows[0]!.ids)}::int[])`);
  }
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const order = `order by ${key} ${desc ? 'desc' : 'asc'}, id ${desc ? 'desc' : 'asc'}`;
  const cacheKey = JSON.stringify([list.path, filter, params, order, size]);
  let known = boundaries.get(cacheKey);
  if (!known) boundaries.set(cacheKey, (known = new Map<number, [unknown, number]>()));

  let seek = known.get(page);
  if (page > 0 && !seek) {
    const edge = await pool.query<{ k: unknown; id: number }>(
      `select ${key}::text k, id from ${list.table} ${filter} ${order} offset ${page * size - 1} limit 1`,
      params,
    );
    if (edge.rows[0]) known.set(page, (seek = [edge.rows[0].k, edge.rows[0].id]));
  }
  const pageWhere = [...where];
  const pageParams = [...params];
  if (seek) {
    pageParams.push(seek[0], seek[1]);
    pageWhere.push(`(${key}, id) ${desc ? '<' : '>'} ($${pageParams.length - 1}, $${pageParams.length})`);
  }
  const idsSql = `select id, ${key}::text k from ${list.table}
      ${pageWhere.length ? `where ${pageWhere.join(' and ')}` : ''} ${order} limit ${size}`;
  const emptyPage = page > 0 && !seek;
  // The list as it opens (page 1, no keyword, the default dates), as the app sends it: the values written in and the
  // statement prepared by name, so PostgreSQL plans it once per connection.
  const opening = page === 0 && !keyword && !q.startDate && !q.endDate;
  const pageRows = async () => {
    if (emptyPage) return { rows: [] };
    if (page === 0) {
      const pageSql = `with ids as (${idsSql}), page as (select id, k, row_number() over () ord from ids) ${list.rows}`;
      return pool.query(opening ? preparedByName(pageSql, pageParams) : { text: pageSql, values: pageParams });
    }
    // Past page 1, as the app reads them: the page's ids from the list's own table, then their rows by one named
    // statement per list, which PostgreSQL plans generically after a few runs. After a remembered row and with no
    // keyword, the ids too come by name, every value written in but the boundary's.
    const ids = await pool.query<{ id: number; k: string }>(
      seek && !keyword
        ? preparedByName(idsSql, pageParams, pageParams.length - 2)
        : { text: idsSql, values: pageParams },
    );
    if (ids.rows.length === 0) return { rows: [] };
    const text = `with page as (select * from unnest($1::int[], $2::text[]) with ordinality p(id, k, ord)) ${list.rows}`;
    return pool.query({
      name: statementNameOf(text),
      text,
      values: [ids.rows.map((r) => r.id), ids.rows.map((r) => r.k)],
    });
  };
  const [rows, counted] = await Promise.all([pageRows(), countRows(list, filter, params)]);
  const last = rows.rows.at(-1) as { k?: unknown; id: number } | undefined;
  if (last && rows.rows.length === size) known.set(page + 1, [last.k, last.id]);
  return {
    content: rows.rows.map(list.present),
    pageable: { number: page, size, totalPages: Math.ceil(counted / size), totalElements: counted },
  };
}

/**
 * The statement with its values written in and named by its text, by the app's own rules, but those from `keptFrom`
 * on, which stay parameters; else as it is.
 */
function preparedByName(text: string, params: unknown[], keptFrom = params.length) {
  const marked = params.map((value, i) => (i >= keptFrom ? { kept: value } : value));
  const isKept = (p: unknown) => typeof p === 'object' && p !== null && 'kept' in p;
  const fixed = withValuesWrittenInBut(text, marked, isKept);
  if (!fixed) return { text, values: params };
  return {
    name: statementNameOf(fixed.text),
    text: fixed.text,
    values: fixed.kept.map((p) => (p as { kept: unknown }).kept),
  };
}

/**
 * Exact while small; past EXACT_UP_TO rows, the planner's estimate. The estimate is asked first: when it is far
 * past the threshold, no row is counted at all.
 */
async function countRows(list: BareList, filter: string, params: unknown[]) {
  const plan = await pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `explain (format json) select 1 from ${list.table} ${filter}`,
    params,
  );
  const estimate = Math.round(plan.rows[0]!['QUERY PLAN'][0].Plan['Plan Rows']);
  if (estimate > 4 * EXACT_UP_TO) return estimate;
  const capped = await pool.query<{ n: number }>(
    `select count(*)::int n from (select 1 from ${list.table} ${filter} limit ${EXACT_UP_TO + 1}) t`,
    params,
  );
  const n = capped.rows[0]!.n;
  return n <= EXACT_UP_TO ? n : Math.max(n, estimate);
}

async function main() {
  for (const ddl of INDEXES) await pool.query(ddl);
  await pool.query('analyze purchase_order, stock_history, printing_order');
  const app = Fastify({ logger: false });
  app.get('/api/health', async () => {
    await pool.query('select 1');
    return { data: { status: 'UP', database: 'postgres' }, message: '' };
  });
  for (const list of LISTS) {
    app.get<{ Querystring: Query }>(list.path, async (req) => ({ data: await listPage(list, req.query), message: '' }));
  }
  await app.listen({ port: Number(process.env.PORT ?? 3217), host: '127.0.0.1' });
  console.log(`bare server on ${process.env.PORT ?? 3217}`);
  const stop = async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
