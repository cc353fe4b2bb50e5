import {
  RECEIVABLE_SORT_FIELDS,
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
  buyerMoneyPage,
  buyerNamed,
  entriesWithMoney,
  ledgerRowsOf,
  moneyInBetween,
  salesAndOutstanding,
} from './queries';

const NOT_FOUND = '고객사를 찾을 수 없습니다.';
const noAging = () => ({ d30: 0, d60: 0, d90: 0, over90: 0 });

/** GET /api/od/receivables: per buyer, filtered, sorted (미수 desc by default), paged, with the filter's totals, in SQL. */
export async function pageReceivables(ctx: ServiceContext, q: ReceivableListQuery): Promise<ReceivablePage> {
  const [field, dir] = (q.sort ?? 'outstanding,desc').split(',');
  const query = {
    timeZone: ctx.clock.timeZone,
    today: ctx.clock.today(),
    keyword: (q.searchKeyword ?? '').trim().toLowerCase(),
    outstandingOnly: q.outstandingOnly,
    sort: (RECEIVABLE_SORT_FIELDS as readonly string[]).includes(field ?? '')
      ? (field as (typeof RECEIVABLE_SORT_FIELDS)[number])
      : 'outstanding',
    desc: dir !== 'asc',
    limit: q.size,
    offset: q.page * q.size,
  };
  const { content, totals: found } = await buyerMoneyPage(ctx.db, query);
  // A page past the end has no rows to carry the totals: ask for the first row's.
  const totals = found ?? (await buyerMoneyPage(ctx.db, { ...query, limit: 1, offset: 0 })).totals;
  const rows: ReceivableRow[] = content.map(({ d30, d60, d90, over90, ...r }) => ({
    ...r,
    aging: { d30, d60, d90, over90 },
  }));
  return {
    ...toPage(rows, totals?.count ?? 0, q),
    totals: totals
      ? {
          invoiced: totals.invoiced,
          collected: totals.collected,
          outstanding: totals.outstanding,
          overpaid: totals.overpaid,
          aging: { d30: totals.d30, d60: totals.d60, d90: totals.d90, over90: totals.over90 },
        }
      : { invoiced: 0, collected: 0, outstanding: 0, overpaid: 0, aging: noAging() },
  };
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
  const [{ sales, outstanding }, receipts] = await Promise.all([
    salesAndOutstanding(ctx.db, {
      timeZone: ctx.clock.timeZone,
      today: ctx.clock.today(),
      from: `${m}-01`,
      to: `${next}-01`,
    }),
    moneyInBetween(ctx.db, `${m}-01`, `${next}-01`),
  ]);
  return { month: m, sales, receipts, outstanding };
}
