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
  /** Ids the keyword's items map to, and the column holding them; or `keywordWhere`, a condition on `$n`. */
  keywordIds?: string;
  keywordColumn?: string;
  keywordWhere?: (n: number) => string;
  /** Lists of open work show every row by default; history lists the last year (the default). */
  noDefaultWindow?: boolean;
  /** Conditions from the list's own query parameters (a tab's department), each given a parameter number. */
  filters?: (q: Query, param: (v: unknown) => number) => string[];
  /** The page's rows with `page.k` first, given `page` (a CTE of ids in order: id, k = sort key as text, ord). */
  rows: string;
  present: (r: Record<string, unknown>) => unknown;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

const orderFacts = `o.id order_id, o.order_number, o.product_name, o.work_type, b.name buyer_name,
                    to_char(o.delivery_date, 'YYYY-MM-DD') delivery_date, o.receipt_datetime order_receipt_datetime`;
const orderFactsOf = (r: Record<string, unknown>) => ({
  orderId: r.order_id,
  orderNumber: r.order_number,
  productName: r.product_name,
  workType: r.work_type,
  buyerName: r.buyer_name,
  deliveryDate: r.delivery_date,
});

/** A work-order tab: jobs in one state, newest received first, with their order and the team holding them. */
function workOrderList(path: string, scope: string, filters?: BareList['filters']): BareList {
  return {
    path,
    table: 'work_order',
    scope,
    noDefaultWindow: true,
    filters,
    date: 'receipt_datetime',
    dateParam: (n) => `$${n}::date::timestamptz`,
    sorts: { receiptDatetime: 'receipt_datetime', id: 'id' },
    defaultSort: 'receiptDatetime',
    keywordWhere: (n) =>
      `exists (select 1 from printing_order o where o.id = work_order.order_id and lower(o.product_name) like $${n})`,
    rows: `select page.k, w.id, w.status, w.receipt_datetime, w.complete_datetime, w.current_progress_id,
                  w.holder_department_id, w.held_since, d.name department_name, p.status progress_status, ${orderFacts}
           from page join work_order w on w.id = page.id join printing_order o on o.id = w.order_id
           left join buyer b on b.id = o.buyer_id left join department d on d.id = w.holder_department_id
           left join work_progress p on p.id = w.current_progress_id order by page.ord`,
    present: (r) => ({
      id: r.id,
      ...orderFactsOf(r),
      workOrderStatus: r.status,
      workProgressId: r.current_progress_id,
      workProgressStatus: r.progress_status,
      departmentId: r.holder_department_id,
      departmentName: r.department_name,
      heldSince: iso(r.held_since),
      overdue:
        typeof r.delivery_date === 'string' &&
        r.delivery_date < today() &&
        (r.status === 'RECEIPT' || r.status === 'WORKING'),
      receiptDatetime: iso(r.receipt_datetime),
      completeDatetime: iso(r.complete_datetime),
    }),
  };
}

/** A delivery list: open shipments by creation, or delivered ones by end time, with the order's shipping facts. */
function deliveryList(path: string, scope: string, date: string, sortName: string, open: boolean): BareList {
  return {
    path,
    table: 'delivery',
    scope,
    noDefaultWindow: open,
    date,
    dateParam: (n) => `$${n}::date::timestamptz`,
    sorts: { [sortName]: date, id: 'id' },
    defaultSort: sortName,
    keywordWhere: (n) =>
      `exists (select 1 from work_order w join printing_order o on o.id = w.order_id
               where w.id = delivery.work_order_id and lower(o.product_name) like $${n})`,
    rows: `select page.k, dl.id, dl.work_order_id, dl.status, dl.delivery_company_code, dl.invoice, dl.created_at,
                  dl.delivery_start_datetime, dl.delivery_end_datetime, o.receiver, o.zip_code, o.address,
                  o.receiver_tel, o.delivery_remark, ${orderFacts}
           from page join delivery dl on dl.id = page.id join work_order w on w.id = dl.work_order_id
           join printing_order o on o.id = w.order_id left join buyer b on b.id = o.buyer_id order by page.ord`,
    present: (r) => {
      const { workType: _workType, ...order } = orderFactsOf(r);
      const row = {
        id: r.id,
        workOrderId: r.work_order_id,
        ...order,
        receiver: r.receiver,
        zipCode: r.zip_code,
        address: r.address,
        receiverTel: r.receiver_tel,
        deliveryRemark: r.delivery_remark,
        deliveryStatus: r.status,
        deliveryCompanyCode: r.delivery_company_code,
        invoice: r.invoice,
        createdAt: iso(r.created_at),
        deliveryStartDatetime: iso(r.delivery_start_datetime),
        deliveryEndDatetime: iso(r.delivery_end_datetime),
      };
      if (open) return row;
      const minutes = (from: unknown, to: unknown) =>
        Math.max(0, Math.floor(((to as Date).getTime() - (from as Date).getTime()) / 60_000));
      const end = r.delivery_end_datetime ?? r.created_at;
      return {
        ...row,
        receiptDatetime: iso(r.order_receipt_datetime),
        leadTimeMinutes: minutes(r.order_receipt_datetime, end),
        shippingMinutes: r.delivery_start_datetime ? minutes(r.delivery_start_datetime, end) : null,
      };
    },
  };
}

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
  // Issue 11's production lists. Printing orders leave shopping-bag orders out; the work-order tabs and the open
  // deliveries show every open row (no default window); deliveries read their order facts through the work order.
  {
    path: '/api/admin/wk/order',
    table: 'printing_order',
    scope: `work_type <> 'SHOPBAG'`,
    date: 'receipt_datetime',
    dateParam: (n) => `$${n}::date::timestamptz`,
    sorts: { receiptDatetime: 'receipt_datetime', amount: 'amount', id: 'id' },
    defaultSort: 'receiptDatetime',
    keywordWhere: (n) => `lower(product_name) like $${n}`,
    rows: `select page.k, o.id, o.order_number, o.product_name, o.work_type, b.name buyer_name, o.amount,
                  to_char(o.delivery_date, 'YYYY-MM-DD') delivery_date, o.receipt_datetime, o.complete_datetime,
                  o.cancelled_at, w.status work_order_status, d.name department_name, dl.status delivery_status
           from page join printing_order o on o.id = page.id left join buyer b on b.id = o.buyer_id
           left join work_order w on w.order_id = o.id left join department d on d.id = w.holder_department_id
           left join delivery dl on dl.work_order_id = w.id order by page.ord`,
    present: (r) => ({
      id: r.id,
      orderNumber: r.order_number,
      productName: r.product_name,
      workType: r.work_type,
      buyerName: r.buyer_name,
      amount: r.amount,
      deliveryDate: r.delivery_date,
      receiptDatetime: iso(r.receipt_datetime),
      completeDatetime: iso(r.complete_datetime),
      workOrderStatus: r.work_order_status,
      departmentName: r.department_name,
      deliveryStatus: r.delivery_status,
      cancelled: r.cancelled_at !== null,
    }),
  },
  workOrderList('/api/work_order/receipt', `status = 'RECEIPT'`),
  workOrderList('/api/work_order', `status = 'WORKING'`, (q, param) =>
    q.departmentId ? [`holder_department_id = $${param(Number(q.departmentId))}`] : [],
  ),
  deliveryList('/api/admin/wk/delivery', `status in ('READY', 'SHIPPING')`, 'created_at', 'createdAt', true),
  deliveryList(
    '/api/admin/wk/delivery_complete_history',
    'delivery_end_datetime is not null',
    'delivery_end_datetime',
    'deliveryEndDatetime',
    false,
  ),
];

const INDEXES = [
  'create index if not exists bench_po_date_id on purchase_order (order_date desc, id desc)',
  'create index if not exists bench_po_amount_id on purchase_order (amount desc, id desc)',
  'create index if not exists bench_sh_dir_date_id on stock_history (input_output, work_date desc, id desc)',
  'create index if not exists bench_sh_dir_amount_id on stock_history (input_output, amount desc, id desc)',
  // The printing orders' amount sort here is (amount, id), as for purchase orders; the app's index also holds the
  // receipt time, its ties' order.
  `create index if not exists bench_order_amount_id on printing_order (amount desc, id desc) where work_type <> 'SHOPBAG'`,
];

interface Query {
  departmentId?: string;
  page?: string;
  size?: string;
  sort?: string;
  searchKeyword?: string;
  startDate?: string;
  endDate?: string;
}

// The shop's calendar, as the app's connections: a date window on a timestamp column starts at midnight in Seoul.
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL ?? benchDatabaseUrl(),
  max: 10,
  options: '-c TimeZone=Asia/Seoul',
});
pool.on('error', () => undefined);
/** Per list and filter: the sort key of the last row before each page seen so far (keyset boundaries). */
const boundaries = new Map<string, Map<number, [unknown, number]>>();

// Formatting a date in a time zone costs ~0.1 ms: the day is worked out once a minute, not once a row.
let day = { at: 0, text: '' };
const today = () => {
  if (Date.now() - day.at > 60_000)
    day = { at: Date.now(), text: new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' }) };
  return day.text;
};
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
