import {
  AGING_BUCKETS,
  RECEIVABLE_SORT_FIELDS,
  agingBucketOf,
  type Aging,
  type ReceivableLedger,
  type ReceivableLedgerLine,
  type ReceivableLedgerQuery,
  type ReceivableListQuery,
  type ReceivablePage,
  type ReceivableRow,
  type ReceivableSummary,
} from '@scm/contract';
import { notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import type { ServiceContext } from '../../platform/service';
import {
  buyerNamed,
  entriesWithMoney,
  lastReceiptDays,
  ledgerRowsOf,
  moneyInBetween,
  type EntryMoney,
} from './queries';

const NOT_FOUND = '고객사를 찾을 수 없습니다.';
const noAging = (): Aging => ({ d30: 0, d60: 0, d90: 0, over90: 0 });
const dayNumber = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;

/** What an entry owes: issued − adjusted − collected while live; − collected on a cancelled order or detached entry. */
export const owedOn = (e: EntryMoney) =>
  e.closed ? -e.collectedPrice : e.issuedPrice - e.adjustedPrice - e.collectedPrice;

/** Every buyer's figures (only buyers with an entry), from one read of the entries. */
async function buyerFigures(ctx: ServiceContext): Promise<ReceivableRow[]> {
  const today = dayNumber(ctx.clock.today());
  const [entries, lastDays] = await Promise.all([
    entriesWithMoney(ctx.db, ctx.clock.timeZone),
    lastReceiptDays(ctx.db),
  ]);
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
        aging: noAging(),
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
  return [...byBuyer.values()];
}

type SortField = (typeof RECEIVABLE_SORT_FIELDS)[number];
const sortKey = (field: SortField) => (r: ReceivableRow) =>
  field === 'outstanding'
    ? r.outstanding
    : field === 'invoiced'
      ? r.invoiced
      : field === 'collected'
        ? r.collected
        : field === 'lastReceiptDate'
          ? (r.lastReceiptDate ?? '')
          : r.buyerName;

/** GET /api/od/receivables: per buyer, filtered, sorted (미수 desc by default), paged, with the filter's totals. */
export async function pageReceivables(ctx: ServiceContext, q: ReceivableListQuery): Promise<ReceivablePage> {
  const keyword = (q.searchKeyword ?? '').trim().toLowerCase();
  const rows = (await buyerFigures(ctx)).filter(
    (r) => (!keyword || r.buyerName.toLowerCase().includes(keyword)) && (!q.outstandingOnly || r.outstanding > 0),
  );
  const [field, dir] = (q.sort ?? 'outstanding,desc').split(',') as [string, 'asc' | 'desc'];
  const sortField: SortField = (RECEIVABLE_SORT_FIELDS as readonly string[]).includes(field)
    ? (field as SortField)
    : 'outstanding';
  const key = sortKey(sortField);
  const sign = dir === 'asc' ? 1 : -1;
  rows.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'ko');
    return c !== 0 ? sign * c : a.buyerName.localeCompare(b.buyerName, 'ko') || a.buyerId - b.buyerId;
  });
  const totals = { invoiced: 0, collected: 0, outstanding: 0, overpaid: 0, aging: noAging() };
  for (const r of rows) {
    totals.invoiced += r.invoiced;
    totals.collected += r.collected;
    totals.outstanding += r.outstanding;
    totals.overpaid += r.overpaid;
    for (const b of AGING_BUCKETS) totals.aging[b] += r.aging[b];
  }
  const content = rows.slice(q.page * q.size, (q.page + 1) * q.size);
  return { ...toPage(content, rows.length, q), totals };
}

type Line = Omit<ReceivableLedgerLine, 'balance'> & { order: number };

/** The change a ledger row makes to what is owed (nothing for an adjustment where nothing is owed). */
function ledgerChange(kind: string, amount: number, closed: boolean) {
  switch (kind) {
    case 'REFUND':
      return amount;
    case 'ADJUSTMENT':
      return closed ? 0 : -amount;
    default:
      return -amount; // RECEIPT > 0 lowers it; REVERSAL < 0 raises it
  }
}

/** GET …/{buyerId}/ledger: 거래처 원장, chronological with the running balance owed. */
export async function buyerLedger(ctx: ServiceContext, buyerId: number, q: ReceivableLedgerQuery) {
  const b = await buyerNamed(ctx.db, buyerId);
  if (!b) throw notFound(NOT_FOUND);
  const [entries, rows] = await Promise.all([
    entriesWithMoney(ctx.db, ctx.clock.timeZone, buyerId),
    ledgerRowsOf(ctx.db, buyerId),
  ]);
  const closedEntries = new Set(entries.filter((e) => e.closed).map((e) => e.entryId));
  const lines: Line[] = [];
  for (const e of entries)
    if (!e.closed && e.issuedPrice !== 0)
      lines.push({
        date: e.orderDay,
        kind: 'INVOICE',
        orderId: e.orderId,
        orderNumber: e.orderNumber,
        productName: e.productName,
        slotPosition: e.slotPosition,
        amount: e.issuedPrice,
        change: e.issuedPrice,
        note: '',
        order: 0,
      });
  for (const r of rows) {
    const closed = closedEntries.has(r.entryId);
    lines.push({
      date: r.receivedDate,
      kind: r.kind,
      orderId: r.orderId,
      orderNumber: r.orderNumber,
      productName: r.productName,
      slotPosition: r.slotPosition,
      amount: r.amount,
      change: ledgerChange(r.kind, r.amount, closed),
      note: [r.depositor, r.memo, r.reason ?? '', closed ? '취소·이관된 주문' : ''].filter(Boolean).join(' · '),
      order: 1,
    });
  }
  lines.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
  let opening = 0;
  let balance = 0;
  const shown: ReceivableLedgerLine[] = [];
  for (const { order: _order, ...l } of lines) {
    if (q.to && l.date > q.to) break;
    balance += l.change;
    if (q.from && l.date < q.from) opening = balance;
    else shown.push({ ...l, balance });
  }
  const ledger: ReceivableLedger = {
    buyerId: b.id,
    buyerName: b.name,
    from: q.from ?? null,
    to: q.to ?? null,
    openingBalance: opening,
    closingBalance: balance,
    lines: shown,
  };
  return ledger;
}

/** GET …/summary: the month's 매출, 입금 and today's 미수 total, for the home card. */
export async function receivableSummary(ctx: ServiceContext, month?: string): Promise<ReceivableSummary> {
  const m = month ?? ctx.clock.today().slice(0, 7);
  const y = +m.slice(0, 4);
  const mo = +m.slice(5, 7);
  const next = mo === 12 ? `${String(y + 1)}-01` : `${String(y)}-${String(mo + 1).padStart(2, '0')}`;
  const [entries, receipts] = await Promise.all([
    entriesWithMoney(ctx.db, ctx.clock.timeZone),
    moneyInBetween(ctx.db, `${m}-01`, `${next}-01`),
  ]);
  let sales = 0;
  let outstanding = 0;
  for (const e of entries) {
    if (!e.closed && e.orderDay.startsWith(m)) sales += e.issuedPrice - e.adjustedPrice;
    const owed = owedOn(e);
    if (owed > 0) outstanding += owed;
  }
  return { month: m, sales, receipts, outstanding };
}
