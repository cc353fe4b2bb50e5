/**
 * The bare server the lists benchmark compares the app with: Fastify and `pg`, no ORM, no auth, and the best
 * SQL for each case, answering the app's paths with the app's JSON shape.
 * - Rows: an index-only walk for the page's ids on (date desc, id desc) or (amount desc, id desc), then one join
 *   for the 50 rows; deep pages seek from a cached page boundary (keyset) instead of skipping rows.
 * - Keyword: the matching item (or stock) ids first, then `= any($ids)`.
 * - Total: the planner's estimate when it is far past 10,000 rows, else an exact count capped at 10,001.
 * It creates the indexes it needs in the bench database (named bench_*) at start.
 *   PORT=3217 tsx lists/bare-server.ts        (DATABASE_URL, default the bench database)
 */
import Fastify from 'fastify';
import pg from 'pg';
import { benchDatabaseUrl } from './settings';

const EXACT_UP_TO = 10_000;

interface BareList {
  path: string;
  table: string;
  /** Always-on condition of this list, or ''. */
  scope: string;
  date: string;
  /** SQL casting a YYYY-MM-DD parameter to the date column's type. */
  dateParam: (n: number) => string;
  sorts: Record<string, string>;
  defaultSort: string;
  /** Ids the keyword's items map to, and the column holding them. */
  keywordIds: string;
  keywordColumn: string;
  /** The page's rows with `page.k` first, given `page` (a CTE of ids in order: id, k = sort key as text, ord). */
  rows: string;
  present: (r: Record<string, unknown>) => unknown;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

const LISTS: BareList[] = [
  {
    path: '/api/admin/wk/purchase_order',
    table: 'purchase_order',
    scope: '',
    date: 'order_date',
    dateParam: (n) => `$${n}::date`,
    sorts: { orderDate: 'order_date', amount: 'amount', id: 'id' },
    defaultSort: 'orderDate',
    keywordIds: `select coalesce(array_agg(id), '{}') ids from item
                 where lower(name) like $1 or lower(item_code) like $1`,
    keywordColumn: 'item_id',
    rows: `select page.k, po.id, po.seller_id, s.seller_name, po.item_id, i.name item_name, i.item_code, i.item_unit,
                  i.item_category_id, po.amount, to_char(po.order_date, 'YYYY-MM-DD') order_date, po.remark,
                  po.received_at, po.created_at
           from page join purchase_order po on po.id = page.id join seller s on s.id = po.seller_id
           join item i on i.id = po.item_id order by page.ord`,
    present: (r) => ({
      id: r.id,
      sellerId: r.seller_id,
      sellerName: r.seller_name,
      itemId: r.item_id,
      itemName: r.item_name,
      itemCode: r.item_code,
      itemUnit: r.item_unit,
      categoryId: r.item_category_id,
      amount: r.amount,
      orderDate: r.order_date,
      remark: r.remark,
      received: r.received_at !== null,
      receivedAt: iso(r.received_at),
      createdAt: iso(r.created_at),
    }),
  },
  {
    path: '/api/admin/pr/receiving_history',
    table: 'stock_history',
    scope: `input_output = 'INPUT'`,
    date: 'work_date',
    dateParam: (n) => `$${n}::date::timestamptz`,
    sorts: { workDate: 'work_date', amount: 'amount', id: 'id' },
    defaultSort: 'workDate',
    keywordIds: `select coalesce(array_agg(s.id), '{}') ids from stock s join item i on i.id = s.item_id
                 where lower(i.name) like $1`,
    keywordColumn: 'stock_id',
    rows: `select page.k, h.id, h.stock_id, i.name item_name, i.item_code, h.amount::int, h.work_date, h.io_type, h.reason, h.memo
           from page join stock_history h on h.id = page.id join stock s on s.id = h.stock_id
           join item i on i.id = s.item_id order by page.ord`,
    present: (r) => ({
      id: r.id,
      stockId: r.stock_id,
      itemName: r.item_name,
      itemCode: r.item_code,
      amount: r.amount,
      workDate: iso(r.work_date),
      ioType: r.io_type,
      reason: r.reason,
      memo: r.memo,
    }),
  },
];

const INDEXES = [
  'create index if not exists bench_po_date_id on purchase_order (order_date desc, id desc)',
  'create index if not exists bench_po_amount_id on purchase_order (amount desc, id desc)',
  'create index if not exists bench_sh_dir_date_id on stock_history (input_output, work_date desc, id desc)',
  'create index if not exists bench_sh_dir_amount_id on stock_history (input_output, amount desc, id desc)',
];

interface Query {
  page?: string;
  size?: string;
  sort?: string;
  searchKeyword?: string;
  startDate?: string;
  endDate?: string;
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL ?? benchDatabaseUrl(), max: 10 });
pool.on('error', () => undefined);
/** Per list and filter: the sort key of the last row before each page seen so far (keyset boundaries). */
const boundaries = new Map<string, Map<number, [unknown, number]>>();

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
const yearBefore = (day: string) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

async function listPage(list: BareList, q: Query) {
  const page = Math.max(0, Number(q.page ?? 0) | 0);
  const size = Math.min(9999, Math.max(1, Number(q.size ?? 10) | 0));
  const [field = list.defaultSort, dir = 'desc'] = (q.sort ?? '').split(',').filter(Boolean);
  const key = list.sorts[field];
  if (!key) throw Object.assign(new Error('INVALID_SORT'), { statusCode: 400 });
  const desc = dir !== 'asc';
  const end = q.endDate ?? (q.startDate ? undefined : today());
  const start = q.startDate ?? (q.endDate ? undefined : yearBefore(end!));

  const where: string[] = list.scope ? [list.scope] : [];
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return params.length;
  };
  if (start) where.push(`${list.date} >= ${list.dateParam(param(start))}`);
  if (end) where.push(`${list.date} < ${list.dateParam(param(end))} + interval '1 day'`);
  const keyword = q.searchKeyword?.trim().toLowerCase();
  if (keyword) {
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
  const pageSql = `with ids as (select id, ${key}::text k from ${list.table}
      ${pageWhere.length ? `where ${pageWhere.join(' and ')}` : ''} ${order} limit ${size}),
    page as (select id, k, row_number() over () ord from ids) ${list.rows}`;
  const emptyPage = page > 0 && !seek;
  const [rows, counted] = await Promise.all([
    emptyPage ? Promise.resolve({ rows: [] }) : pool.query(pageSql, pageParams),
    countRows(list, filter, params),
  ]);
  const last = rows.rows.at(-1) as { k?: unknown; id: number } | undefined;
  if (last && rows.rows.length === size) known.set(page + 1, [last.k, last.id]);
  return {
    content: rows.rows.map(list.present),
    pageable: { number: page, size, totalPages: Math.ceil(counted / size), totalElements: counted },
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
  await pool.query('analyze purchase_order, stock_history');
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
