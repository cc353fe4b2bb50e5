import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { OrderPrice, PriceSource } from '@scm/contract';
import type { Db } from '../../db/client';
import { employee } from '../../db/schema/employees';
import { buyer } from '../../db/schema/buyers';
import { item } from '../../db/schema/items';
import { itemOption } from '../../db/schema/item-options';
import { orderPrice } from '../../db/schema/prices';
import { seller } from '../../db/schema/sellers';

// The order_price table (append-only: inserts and reads; the one delete is an order's own, while it is deleted with
// no money) and a read model of the names the estimate's formulas show (raw items, options, suppliers) and of who
// priced a row (the staff member's or the customer's name).

type PriceRecord = typeof orderPrice.$inferSelect;
export type PriceInsert = Omit<typeof orderPrice.$inferInsert, 'id' | 'createdAt'> & { createdAt: Date };

const toPrice = (r: PriceRecord, pricedBy: string | null): OrderPrice => ({
  version: r.version,
  source: r.source,
  estimate: {
    lines: r.lines,
    subtotal: r.subtotal,
    roundedOff: r.roundedOff,
    supply: r.supply,
    vat: r.vat,
    total: r.total,
    missing: r.missing,
    ratesDate: r.ratesDate,
  },
  override:
    r.overrideSupply === null || r.overrideReason === null
      ? null
      : { supply: r.overrideSupply, vat: r.overrideVat ?? 0, total: r.overrideTotal ?? 0, reason: r.overrideReason },
  charged:
    r.overrideSupply === null
      ? { supply: r.supply, vat: r.vat, total: r.total }
      : { supply: r.overrideSupply, vat: r.overrideVat ?? 0, total: r.overrideTotal ?? 0 },
  pricedAt: r.createdAt.toISOString(),
  pricedBy,
});

const priced = (db: Db) =>
  db
    .select({ row: orderPrice, staffName: employee.name, customerName: buyer.name })
    .from(orderPrice)
    .leftJoin(employee, eq(employee.accountId, orderPrice.createdBy))
    .leftJoin(buyer, eq(buyer.accountId, orderPrice.createdBy));

type PricedRow = { row: PriceRecord; staffName: string | null; customerName: string | null };
const present = (r: PricedRow) => toPrice(r.row, r.staffName ?? r.customerName ?? null);

/** The order's latest price row (its price), or undefined before it has one. */
export async function latestPrice(db: Db, orderId: number): Promise<OrderPrice | undefined> {
  const [r] = await priced(db).where(eq(orderPrice.orderId, orderId)).orderBy(desc(orderPrice.version)).limit(1);
  return r ? present(r) : undefined;
}

/** Every price row of the order, oldest first. */
export async function priceRows(db: Db, orderId: number): Promise<OrderPrice[]> {
  const rows = await priced(db).where(eq(orderPrice.orderId, orderId)).orderBy(asc(orderPrice.version));
  return rows.map(present);
}

/** The latest charged totals of several orders (the deposits list, the seed): order id → total. */
export async function latestChargedTotals(db: Db, orderIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (orderIds.length === 0) return out;
  const latest = db
    .select({ orderId: orderPrice.orderId, version: max(orderPrice.version).as('version') })
    .from(orderPrice)
    .where(inArray(orderPrice.orderId, [...orderIds]))
    .groupBy(orderPrice.orderId)
    .as('latest');
  const rows = await db
    .select({ orderId: orderPrice.orderId, total: orderPrice.total, overrideTotal: orderPrice.overrideTotal })
    .from(orderPrice)
    .innerJoin(latest, and(eq(latest.orderId, orderPrice.orderId), eq(latest.version, orderPrice.version)));
  for (const r of rows) out.set(r.orderId, r.overrideTotal ?? r.total);
  return out;
}

/** The next version of the order's price: its latest + 1 (the caller holds the order's lock). */
export async function nextVersion(db: Db, orderId: number): Promise<number> {
  const [r] = await db
    .select({ version: max(orderPrice.version) })
    .from(orderPrice)
    .where(eq(orderPrice.orderId, orderId));
  return (r?.version ?? 0) + 1;
}

/** Adds a price row; the only write of the table besides the deleted order's discard below. */
export async function insertPriceRow(db: Db, row: PriceInsert): Promise<OrderPrice> {
  const [inserted] = await db.insert(orderPrice).values(row).returning();
  const [named] = await priced(db).where(eq(orderPrice.id, inserted!.id));
  return present(named!);
}

/**
 * Removes the price rows of an order that is being deleted (RECEIPT, no money recorded: the order's delete checked
 * it), just before the order row itself. Never called otherwise: no other path deletes or updates a price.
 */
export async function discardPricesOfDeletedOrder(db: Db, orderId: number) {
  const removed = await db.delete(orderPrice).where(eq(orderPrice.orderId, orderId)).returning({ id: orderPrice.id });
  return removed.length;
}

/** The names the formulas show: raw items, item options and suppliers by id. */
export async function namesFor(
  db: Db,
  ids: { rawItems: number[]; options: number[]; sellers: number[] },
): Promise<{
  rawItems: Record<number, string>;
  options: Record<number, string>;
  sellers: Record<number, string>;
}> {
  const rawItems: Record<number, string> = {};
  const options: Record<number, string> = {};
  const sellers: Record<number, string> = {};
  if (ids.rawItems.length > 0)
    for (const r of await db.select({ id: item.id, name: item.name }).from(item).where(inArray(item.id, ids.rawItems)))
      rawItems[r.id] = r.name;
  if (ids.options.length > 0)
    for (const r of await db
      .select({ id: itemOption.id, name: itemOption.optionName })
      .from(itemOption)
      .where(inArray(itemOption.id, ids.options)))
      options[r.id] = r.name;
  if (ids.sellers.length > 0)
    for (const r of await db
      .select({ id: seller.id, name: seller.sellerName })
      .from(seller)
      .where(inArray(seller.id, ids.sellers)))
      sellers[r.id] = r.name;
  return { rawItems, options, sellers };
}

export type { PriceSource };
