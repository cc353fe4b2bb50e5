import { and, desc, eq, inArray, isNotNull, isNull, lt, gte, sql, type SQL } from 'drizzle-orm';
import { QUOTE_SORT_FIELDS, type QUOTE_SEARCH_FILTERS, type QuoteListQuery, type QuoteStatus } from '@scm/contract';
import type { Db } from '../../db/client';
import { buyer } from '../../db/schema/buyers';
import { employee } from '../../db/schema/employees';
import { itemOption } from '../../db/schema/item-options';
import { item } from '../../db/schema/items';
import { printingOrder } from '../../db/schema/orders';
import { quote } from '../../db/schema/quotes';
import { seller } from '../../db/schema/sellers';
import { defineList, fetchList, lookup, type SearchOf } from '../../platform/list';

/**
 * The quotes' read model: its own table, with the buyer's, the creator's and the order's names read alongside for
 * display and search (their modules stay the owners of those rows); the company's details and stamp for the PDF;
 * the names of the raw items, options and suppliers a spec points at.
 */

export type QuoteRow = typeof quote.$inferSelect;
export type QuoteWrite = Omit<typeof quote.$inferInsert, 'id' | 'createdAt' | 'orderId'>;

const listColumns = {
  id: quote.id,
  quoteNumber: quote.quoteNumber,
  buyerId: quote.buyerId,
  buyerName: buyer.name,
  productName: quote.productName,
  quantity: quote.quantity,
  total: sql<number>`coalesce(${quote.overrideTotal}, ${quote.total})`.mapWith(Number),
  quoteDate: quote.quoteDate,
  validUntil: quote.validUntil,
  orderId: quote.orderId,
  orderNumber: printingOrder.orderNumber,
  createdAt: quote.createdAt,
};

const joins = [
  { table: buyer, on: eq(buyer.id, quote.buyerId), keepsRows: true },
  { table: printingOrder, on: eq(printingOrder.id, quote.orderId), left: true },
] as const;

const quoteList = defineList({
  from: quote,
  key: quote.id,
  joins,
  columns: listColumns,
  sortFields: QUOTE_SORT_FIELDS,
  sort: {
    id: quote.id,
    quoteNumber: quote.quoteNumber,
    buyerName: buyer.name,
    productName: quote.productName,
    total: sql`coalesce(${quote.overrideTotal}, ${quote.total})`,
    validUntil: quote.validUntil,
    createdAt: quote.createdAt,
  },
  search: {
    quoteNumber: quote.quoteNumber,
    productName: quote.productName,
    buyerName: lookup(quote.buyerId, (db, like) => db.select({ id: buyer.id }).from(buyer).where(like(buyer.name))),
  } satisfies SearchOf<typeof QUOTE_SEARCH_FILTERS>,
  dates: { createdAt: quote.createdAt, validUntil: quote.validUntil },
  defaultSort: [desc(quote.createdAt), desc(quote.id)],
  defaultDateWindow: true,
});

/** The derived status as a filter on `today`. */
const statusFilter = (status: QuoteStatus | undefined, today: string): SQL | undefined => {
  switch (status) {
    case 'ORDERED':
      return isNotNull(quote.orderId);
    case 'EXPIRED':
      return and(isNull(quote.orderId), lt(quote.validUntil, today));
    case 'OPEN':
      return and(isNull(quote.orderId), gte(quote.validUntil, today));
    case undefined:
      return undefined;
  }
};

/** A page of quotes; `buyerId` limits it to one customer's own. */
export const listQuotes = (db: Db, q: QuoteListQuery, today: string, buyerId: number | null = null) =>
  fetchList(db, quoteList, q, [
    statusFilter(q.status, today),
    buyerId === null ? undefined : eq(quote.buyerId, buyerId),
  ]);

/** One quote with its buyer's, creator's and order's names; undefined when none (or another buyer's, given one). */
export async function findQuote(db: Db, id: number, buyerId: number | null = null) {
  const creatorEmployee = employee;
  const [row] = await db
    .select({
      quote,
      buyerName: buyer.name,
      orderNumber: printingOrder.orderNumber,
      createdByName: sql<
        string | null
      >`coalesce(${creatorEmployee.name}, (select b.name from buyer b where b.account_id = ${quote.createdBy}))`,
    })
    .from(quote)
    .innerJoin(buyer, eq(buyer.id, quote.buyerId))
    .leftJoin(printingOrder, eq(printingOrder.id, quote.orderId))
    .leftJoin(creatorEmployee, eq(creatorEmployee.accountId, quote.createdBy))
    .where(buyerId === null ? eq(quote.id, id) : and(eq(quote.id, id), eq(quote.buyerId, buyerId)));
  return row;
}

/** The quote row locked for the conversion (FOR UPDATE): two conversions of one quote queue here. */
export const lockQuote = async (db: Db, id: number) =>
  (await db.select().from(quote).where(eq(quote.id, id)).for('update'))[0];

export const insertQuote = async (db: Db, values: QuoteWrite) =>
  (await db.insert(quote).values(values).returning({ id: quote.id }))[0]!.id;

/** Links the order a quote became (once: only while unlinked). Its money and spec are never touched. */
export const linkQuoteOrder = async (db: Db, id: number, orderId: number) =>
  (
    await db
      .update(quote)
      .set({ orderId })
      .where(and(eq(quote.id, id), isNull(quote.orderId)))
      .returning({ id: quote.id })
  ).length === 1;

/** Whether the buyer exists (a staff quote's buyer is checked at the field). */
export const buyerName = async (db: Db, id: number) =>
  (await db.select({ name: buyer.name }).from(buyer).where(eq(buyer.id, id)))[0]?.name;

/** Names a spec points at, for the estimate's formulas and the spec summary; an unknown id has none. */
export async function specNames(db: Db, ids: { rawItems: number[]; options: number[]; sellers: number[] }) {
  const [items, options, sellers] = await Promise.all([
    ids.rawItems.length
      ? db.select({ id: item.id, name: item.name }).from(item).where(inArray(item.id, ids.rawItems))
      : [],
    ids.options.length
      ? db
          .select({ id: itemOption.id, name: itemOption.optionName })
          .from(itemOption)
          .where(inArray(itemOption.id, ids.options))
      : [],
    ids.sellers.length
      ? db.select({ id: seller.id, name: seller.sellerName }).from(seller).where(inArray(seller.id, ids.sellers))
      : [],
  ]);
  const map = (rows: { id: number; name: string }[]) => Object.fromEntries(rows.map((r) => [r.id, r.name]));
  return { rawItems: map(items), options: map(options), sellers: map(sellers) };
}
