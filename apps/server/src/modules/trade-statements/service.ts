import { tradeStatementMessages as MSG, vatOf, type OrderPrice } from '@scm/contract';
import { AppError, fieldError, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { documentCompany, type DocumentCompany } from '../basic-info';
import { currentOrderPrice } from '../order-prices';
import {
  activeEntriesOf,
  buyerForStatement,
  monthEntriesOf,
  orderForStatement,
  type MonthEntry,
  type StatementBuyer,
  type StatementOrder,
} from './queries';
import type { FileStorage } from '../../platform/files/storage';

/** Who reads: staff (any order, a bag's advertiser named) or a customer (its own orders only; others are 404). */
export type StatementReader = { kind: 'staff' } | { kind: 'customer'; buyerId: number };

export function customerStatementReader(ctx: ServiceContext): StatementReader {
  // A customer account without its buyer has no orders: every statement is "not found".
  return { kind: 'customer', buyerId: ctx.actor.buyerId ?? 0 };
}

/** One line of a statement: 공급가액 and 세액 in whole won. */
export interface StatementLine {
  day: string;
  orderNumber: string;
  item: string;
  spec: string;
  quantity: number | null;
  unitPrice: number | null;
  supply: number;
  vat: number;
}

export interface Statement {
  /** Per order, or a buyer's month. */
  kind: 'order' | 'month';
  title: string;
  /** 거래일자 (an order's receipt day) or the month's first and last day. */
  period: string;
  issueDate: string;
  /** The document's reference: the order number, or the month. */
  reference: string;
  buyer: StatementBuyer;
  company: DocumentCompany | null;
  stamp: Buffer | null;
  /** Per order: the product, quantity and size the lines price. */
  subject: string | null;
  lines: StatementLine[];
  supply: number;
  vat: number;
  total: number;
}

/**
 * A VAT-inclusive total split into 공급가액 and 세액 the way a price makes them (세액 = ⌊공급가액 ÷ 10⌋): the largest
 * 공급가액 whose total does not pass it. A bag advertiser's share and an unpriced order's 발행 금액 are totals.
 */
export function splitTotal(total: number): { supply: number; vat: number } {
  let supply = Math.floor((total * 10) / 11);
  while (supply + 1 + vatOf(supply + 1) <= total) supply++;
  while (supply > 0 && supply + vatOf(supply) > total) supply--;
  return { supply, vat: total - supply };
}

/** Each line's 세액 (⌊공급가액 ÷ 10⌋), the rounding's difference to the charged 세액 put on the largest line. */
export function allocateVat(supplies: number[], vat: number): number[] {
  const out = supplies.map(vatOf);
  if (out.length === 0) return out;
  const rest = vat - out.reduce((a, b) => a + b, 0);
  let largest = 0;
  supplies.forEach((s, i) => {
    if (s > supplies[largest]!) largest = i;
  });
  out[largest]! += rest;
  return out;
}

/** A printing order's lines from its stored price: the engine's lines, then 절사 or the 금액 조정 to the charged 공급가액. */
function priceLines(order: StatementOrder, price: OrderPrice): Omit<StatementLine, 'vat'>[] {
  const base = { day: order.day, orderNumber: order.orderNumber };
  const lines: Omit<StatementLine, 'vat'>[] = price.estimate.lines.map((l) => ({
    ...base,
    item: l.label,
    spec: l.unit,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    supply: l.amount,
  }));
  const diff = price.charged.supply - lines.reduce((a, l) => a + l.supply, 0);
  if (diff !== 0)
    lines.push({
      ...base,
      item: price.override ? `금액 조정 (${price.override.reason})` : '절사',
      spec: '',
      quantity: null,
      unitPrice: null,
      supply: diff,
    });
  return lines;
}

const withVat = (lines: Omit<StatementLine, 'vat'>[], vat: number): StatementLine[] => {
  const vats = allocateVat(
    lines.map((l) => l.supply),
    vat,
  );
  return lines.map((l, i) => ({ ...l, vat: vats[i]! }));
};

async function statementOf(
  ctx: ServiceContext,
  storage: FileStorage,
  parts: Omit<Statement, 'company' | 'stamp' | 'issueDate' | 'supply' | 'vat' | 'total'>,
): Promise<Statement> {
  const { company, stamp } = await documentCompany(ctx.db, storage);
  const supply = parts.lines.reduce((a, l) => a + l.supply, 0);
  const vat = parts.lines.reduce((a, l) => a + l.vat, 0);
  return { ...parts, company, stamp, issueDate: ctx.clock.today(), supply, vat, total: supply + vat };
}

/**
 * One order's 거래명세서. A printing order states its buyer and its stored price's lines (an order never priced: one
 * line of its 발행 금액); a bag order states one advertiser's share (`buyerId`; a customer is its own advertiser), a
 * line per slot. Another customer's order, or an advertiser not on the bag, is 404; a cancelled order is refused.
 */
export async function orderStatement(
  ctx: ServiceContext,
  storage: FileStorage,
  orderId: number,
  reader: StatementReader,
  askedBuyerId: number | null,
): Promise<Statement> {
  const order = await orderForStatement(ctx.db, ctx.clock.timeZone, orderId);
  if (!order) throw notFound(MSG.orderNotFound);
  const isBag = order.buyerId === null;
  let buyerId: number;
  if (reader.kind === 'customer') buyerId = reader.buyerId;
  else if (isBag) {
    if (askedBuyerId === null) throw fieldError('buyerId', MSG.advertiserRequired);
    buyerId = askedBuyerId;
  } else buyerId = askedBuyerId ?? order.buyerId!;

  const shares = await activeEntriesOf(ctx.db, order.id, buyerId);
  const own = isBag ? shares.length > 0 : order.buyerId === buyerId;
  if (!own) throw notFound(reader.kind === 'customer' ? MSG.orderNotFound : MSG.notAdvertiser);
  if (order.cancelled) throw new AppError(409, 'TRADE_STATEMENT_CANCELLED', MSG.cancelled);
  const buyer = await buyerForStatement(ctx.db, buyerId);
  if (!buyer) throw notFound(MSG.buyerNotFound);

  const base = { day: order.day, orderNumber: order.orderNumber };
  let lines: StatementLine[];
  if (isBag)
    lines = shares.map((s) => ({
      ...base,
      item: order.productName,
      spec: `광고 ${s.position ?? ''}`,
      quantity: order.quantity,
      unitPrice: null,
      ...splitTotal(s.issued),
    }));
  else {
    const price = await currentOrderPrice(ctx.db, order.id);
    lines = price
      ? withVat(priceLines(order, price), price.charged.vat)
      : [
          {
            ...base,
            item: order.productName,
            spec: order.finishedSize,
            quantity: order.quantity,
            unitPrice: null,
            ...splitTotal(shares.reduce((a, e) => a + e.issued, 0)),
          },
        ];
  }
  const size = order.finishedSize ? ` · ${order.finishedSize}` : '';
  return statementOf(ctx, storage, {
    kind: 'order',
    title: '거래명세서',
    period: order.day,
    reference: order.orderNumber,
    buyer,
    subject: `${order.productName} · ${order.quantity.toLocaleString('en-US')}${isBag ? '장' : '부'}${size}`,
    lines,
  });
}

const monthBounds = (month: string) => {
  const y = +month.slice(0, 4);
  const m = +month.slice(5, 7);
  const next = m === 12 ? `${String(y + 1)}-01` : `${String(y)}-${String(m + 1).padStart(2, '0')}`;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${next}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
};

/** A month line: a printing order at its stored price (else its 발행 금액), a bag slot at its share. */
const monthLine = (e: MonthEntry): StatementLine => ({
  day: e.day,
  orderNumber: e.orderNumber,
  item: e.position ? `${e.productName} (광고 ${e.position})` : e.productName,
  spec: '',
  quantity: e.quantity,
  unitPrice: null,
  ...(e.position === null && e.supply !== null && e.vat !== null
    ? { supply: e.supply, vat: e.vat }
    : splitTotal(e.issued)),
});

/** The buyer's 거래명세서 of a month: every live order received that month, one line each (a bag: per slot). */
export async function monthStatement(
  ctx: ServiceContext,
  storage: FileStorage,
  buyerId: number,
  month: string,
): Promise<Statement> {
  const buyer = await buyerForStatement(ctx.db, buyerId);
  if (!buyer) throw notFound(MSG.buyerNotFound);
  const { from, to, last } = monthBounds(month);
  const entries = await monthEntriesOf(ctx.db, ctx.clock.timeZone, buyerId, from, to);
  return statementOf(ctx, storage, {
    kind: 'month',
    title: '거래명세서',
    period: `${from} ~ ${last}`,
    reference: month,
    buyer,
    subject: null,
    lines: entries.map(monthLine),
  });
}
