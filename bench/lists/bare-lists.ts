/**
 * What the bare server (bare-server.ts) answers: each list's table, filters, sorts, keyword lookup and row SQL, in the
 * app's paths and JSON shape, and the indexes that SQL needs in the bench database.
 */

export interface BareList {
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

// Formatting a date in a time zone costs ~0.1 ms: the day is worked out once a minute, not once a row.
let day = { at: 0, text: '' };
export const today = () => {
  if (Date.now() - day.at > 60_000)
    day = { at: Date.now(), text: new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' }) };
  return day.text;
};

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

export const LISTS: BareList[] = [
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

export const INDEXES = [
  'create index if not exists bench_po_date_id on purchase_order (order_date desc, id desc)',
  'create index if not exists bench_po_amount_id on purchase_order (amount desc, id desc)',
  'create index if not exists bench_sh_dir_date_id on stock_history (input_output, work_date desc, id desc)',
  'create index if not exists bench_sh_dir_amount_id on stock_history (input_output, amount desc, id desc)',
  // The printing orders' amount sort here is (amount, id), as for purchase orders; the app's index also holds the
  // receipt time, its ties' order.
  `create index if not exists bench_order_amount_id on printing_order (amount desc, id desc) where work_type <> 'SHOPBAG'`,
];

export interface Query {
  departmentId?: string;
  page?: string;
  size?: string;
  sort?: string;
  searchKeyword?: string;
  startDate?: string;
  endDate?: string;
}
