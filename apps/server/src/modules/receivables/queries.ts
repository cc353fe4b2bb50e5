import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buyer } from '../../db/schema/buyers';
import { depositLedger, orderDeposit } from '../../db/schema/deposits';
import { printingOrder } from '../../db/schema/orders';
import { shopbagOrderSlot } from '../../db/schema/shopbag-orders';

/*
 * The receivables read model reads the deposits module's entries and ledger, the order's number, product, receipt
 * day and cancellation, and the buyer's name (docs/architecture.md: a read model may read other modules' tables in its
 * queries). It writes nothing.
 */

/** The order's receipt day on the shop calendar. */
const orderDay = (timeZone: string) =>
  sql<string>`to_char(${printingOrder.receiptDatetime} at time zone ${timeZone}, 'YYYY-MM-DD')`;

export interface EntryMoney {
  entryId: number;
  buyerId: number;
  buyerName: string;
  orderId: number;
  orderNumber: string;
  productName: string;
  slotPosition: string | null;
  orderDay: string;
  issuedPrice: number;
  adjustedPrice: number;
  collectedPrice: number;
  /** The order is cancelled or the entry detached: nothing is owed on it, its money is to be refunded. */
  closed: boolean;
}

/** Every deposit entry with its buyer and order, in one read (optionally one buyer's). */
export async function entriesWithMoney(db: Db, timeZone: string, buyerId?: number): Promise<EntryMoney[]> {
  return db
    .select({
      entryId: orderDeposit.id,
      buyerId: orderDeposit.buyerId,
      buyerName: buyer.name,
      orderId: printingOrder.id,
      orderNumber: printingOrder.orderNumber,
      productName: printingOrder.productName,
      slotPosition: shopbagOrderSlot.position,
      orderDay: orderDay(timeZone),
      issuedPrice: orderDeposit.issuedPrice,
      adjustedPrice: orderDeposit.adjustedPrice,
      collectedPrice: orderDeposit.collectedPrice,
      closed: sql<boolean>`(${printingOrder.cancelledAt} is not null or ${orderDeposit.detachedAt} is not null)`,
    })
    .from(orderDeposit)
    .innerJoin(buyer, eq(buyer.id, orderDeposit.buyerId))
    .innerJoin(printingOrder, eq(printingOrder.id, orderDeposit.orderId))
    .leftJoin(shopbagOrderSlot, eq(shopbagOrderSlot.id, orderDeposit.slotId))
    .where(buyerId === undefined ? undefined : eq(orderDeposit.buyerId, buyerId))
    .orderBy(asc(orderDeposit.id));
}

/** Per buyer, summed in SQL (README: live and closed entries, 과입금, aging by each owing entry's order day). */
export interface BuyerMoney {
  buyerId: number;
  buyerName: string;
  invoiced: number;
  collected: number;
  outstanding: number;
  overpaid: number;
  openCount: number;
  d30: number;
  d60: number;
  d90: number;
  over90: number;
  lastReceiptDate: string | null;
}
export type BuyerMoneySort = 'outstanding' | 'buyerName' | 'invoiced' | 'collected' | 'lastReceiptDate';
export interface BuyerMoneyQuery {
  timeZone: string;
  today: string;
  /** Lower-cased; a buyer whose lower-cased name holds it. */
  keyword: string;
  outstandingOnly: boolean;
  sort: BuyerMoneySort;
  desc: boolean;
  limit: number;
  offset: number;
}
const MONEY_FIELDS = ['invoiced', 'collected', 'outstanding', 'overpaid', 'd30', 'd60', 'd90', 'over90'] as const;
export type BuyerMoneyTotals = Record<(typeof MONEY_FIELDS)[number], number> & { count: number };

/** Each entry's figures: billed (issued − adjusted), collected, closed, owed and its order's age in days. */
const entryFigures = (q: Pick<BuyerMoneyQuery, 'timeZone' | 'today'>) => sql`
  select d.buyer_id, d.collected_price collected, x.closed, x.billed,
         case when x.closed then -d.collected_price else x.billed - d.collected_price end owed,
         ${q.today}::date - (o.receipt_datetime at time zone ${q.timeZone})::date age,
         (o.receipt_datetime at time zone ${q.timeZone})::date order_day
  from order_deposit d join printing_order o on o.id = d.order_id,
       lateral (select d.issued_price - d.adjusted_price billed,
                       (o.cancelled_at is not null or d.detached_at is not null) closed) x`;

const SORT_SQL: Record<BuyerMoneySort, string> = {
  outstanding: 'outstanding',
  invoiced: 'invoiced',
  collected: 'collected',
  lastReceiptDate: "coalesce(last_receipt_date, '')",
  buyerName: 'buyer_name',
};
const won = (v: unknown) => Number(v ?? 0);

/**
 * One page of buyers (only buyers with an entry) with their figures, filtered, sorted and paged in SQL, and the totals
 * and count of every buyer the filter matches (window sums over the same rows; null on a page past the end).
 */
export async function buyerMoneyPage(db: Db, q: BuyerMoneyQuery) {
  const dir = sql.raw(q.desc ? 'desc' : 'asc');
  const result = await db.execute(sql`
    with e as (${entryFigures(q)}),
    f as (
      select buyer_id,
             coalesce(sum(billed) filter (where not closed), 0) invoiced,
             coalesce(sum(collected), 0) collected,
             coalesce(sum(owed) filter (where owed > 0), 0) outstanding,
             coalesce(-sum(owed) filter (where owed < 0), 0) overpaid,
             count(*) filter (where owed > 0) open_count,
             coalesce(sum(owed) filter (where owed > 0 and age <= 30), 0) d30,
             coalesce(sum(owed) filter (where owed > 0 and age > 30 and age <= 60), 0) d60,
             coalesce(sum(owed) filter (where owed > 0 and age > 60 and age <= 90), 0) d90,
             coalesce(sum(owed) filter (where owed > 0 and age > 90), 0) over90
      from e group by buyer_id),
    m as (
      select f.*, b.name buyer_name,
             (select max(l.received_date)::text from deposit_ledger l
              where l.buyer_id = f.buyer_id and l.kind = 'RECEIPT') last_receipt_date
      from f join buyer b on b.id = f.buyer_id
      where (${q.keyword} = '' or position(${q.keyword} in lower(b.name)) > 0)
        and (not ${q.outstandingOnly} or f.outstanding > 0))
    select m.*, count(*) over () total_count,
           ${sql.raw(MONEY_FIELDS.map((k) => `sum(${k}) over () total_${k}`).join(', '))}
    from m
    order by ${sql.raw(SORT_SQL[q.sort])} ${dir}, buyer_name, buyer_id
    limit ${q.limit} offset ${q.offset}`);
  const rows = (result as { rows: Record<string, unknown>[] }).rows;
  const first = rows[0];
  const totals: BuyerMoneyTotals | null = first
    ? {
        count: won(first.total_count),
        ...(Object.fromEntries(MONEY_FIELDS.map((k) => [k, won(first[`total_${k}`])])) as Record<
          (typeof MONEY_FIELDS)[number],
          number
        >),
      }
    : null;
  const content: BuyerMoney[] = rows.map((r) => ({
    buyerId: Number(r.buyer_id),
    buyerName: String(r.buyer_name),
    invoiced: won(r.invoiced),
    collected: won(r.collected),
    outstanding: won(r.outstanding),
    overpaid: won(r.overpaid),
    openCount: won(r.open_count),
    d30: won(r.d30),
    d60: won(r.d60),
    d90: won(r.d90),
    over90: won(r.over90),
    lastReceiptDate: (r.last_receipt_date as string | null) ?? null,
  }));
  return { content, totals };
}

/** The month's 매출 (live entries' billed on orders received in [from, to)) and today's 미수 total, in one pass. */
export async function salesAndOutstanding(db: Db, q: { timeZone: string; today: string; from: string; to: string }) {
  const result = await db.execute(sql`
    with e as (${entryFigures(q)})
    select coalesce(sum(billed) filter (where not closed and order_day >= ${q.from}::date
                                          and order_day < ${q.to}::date), 0) sales,
           coalesce(sum(owed) filter (where owed > 0), 0) outstanding
    from e`);
  const row = (result as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  return { sales: won(row.sales), outstanding: won(row.outstanding) };
}

/** One buyer's ledger rows with their order, oldest first. */
export async function ledgerRowsOf(db: Db, buyerId: number) {
  return db
    .select({
      id: depositLedger.id,
      entryId: depositLedger.entryId,
      kind: depositLedger.kind,
      amount: depositLedger.amount,
      receivedDate: sql<string>`${depositLedger.receivedDate}::text`,
      depositor: depositLedger.depositor,
      memo: depositLedger.memo,
      reason: depositLedger.reason,
      orderId: printingOrder.id,
      orderNumber: printingOrder.orderNumber,
      productName: printingOrder.productName,
      slotPosition: shopbagOrderSlot.position,
    })
    .from(depositLedger)
    .innerJoin(printingOrder, eq(printingOrder.id, depositLedger.orderId))
    .leftJoin(shopbagOrderSlot, eq(shopbagOrderSlot.id, depositLedger.slotId))
    .where(eq(depositLedger.buyerId, buyerId))
    .orderBy(asc(depositLedger.receivedDate), asc(depositLedger.id));
}

export const buyerNamed = async (db: Db, id: number) =>
  (await db.select({ id: buyer.id, name: buyer.name }).from(buyer).where(eq(buyer.id, id)))[0];

/** Money in on the ledger between two days (from inclusive, to exclusive): receipts + reversals − refunds. */
export async function moneyInBetween(db: Db, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(case when ${depositLedger.kind} = 'REFUND' then -${depositLedger.amount}
        when ${depositLedger.kind} = 'ADJUSTMENT' then 0 else ${depositLedger.amount} end), 0)::text`,
    })
    .from(depositLedger)
    .where(and(gte(depositLedger.receivedDate, from), lt(depositLedger.receivedDate, to)));
  return Number(row?.total ?? 0);
}
