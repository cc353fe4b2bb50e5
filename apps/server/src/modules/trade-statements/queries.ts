import { and, asc, eq, gte, isNull, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buyer } from '../../db/schema/buyers';
import { orderDeposit } from '../../db/schema/deposits';
import { printingOrder } from '../../db/schema/orders';
import { orderPrice } from '../../db/schema/prices';
import { shopbagOrderSlot } from '../../db/schema/shopbag-orders';

/*
 * The 거래명세서 read model: the order (number, product, quantity, receipt day, cancellation), the buyer's business
 * fields, the buyer's active deposit entries (a bag advertiser's share is its slots' issued prices) and the orders'
 * latest stored prices (docs/architecture.md: a read model may read other modules' tables in its queries). It writes
 * nothing.
 */

/** The order's receipt day on the shop calendar. */
const orderDay = (timeZone: string) =>
  sql<string>`to_char(${printingOrder.receiptDatetime} at time zone ${timeZone}, 'YYYY-MM-DD')`;

export async function orderForStatement(db: Db, timeZone: string, orderId: number) {
  const [o] = await db
    .select({
      id: printingOrder.id,
      orderNumber: printingOrder.orderNumber,
      productName: printingOrder.productName,
      quantity: printingOrder.amount,
      finishedSize: printingOrder.finishedSize,
      workType: printingOrder.workType,
      buyerId: printingOrder.buyerId,
      cancelled: sql<boolean>`${printingOrder.cancelledAt} is not null`,
      day: orderDay(timeZone),
    })
    .from(printingOrder)
    .where(eq(printingOrder.id, orderId));
  return o;
}
export type StatementOrder = NonNullable<Awaited<ReturnType<typeof orderForStatement>>>;

/** The 공급받는자: the buyer's name and business fields. */
export async function buyerForStatement(db: Db, buyerId: number) {
  const [b] = await db
    .select({
      id: buyer.id,
      name: buyer.name,
      registrationNumber: buyer.registrationNumber,
      representative: buyer.representative,
      address: buyer.address,
      tel: buyer.tel,
      businessType: buyer.businessType,
      businessItem: buyer.businessItem,
    })
    .from(buyer)
    .where(eq(buyer.id, buyerId));
  return b;
}
export type StatementBuyer = NonNullable<Awaited<ReturnType<typeof buyerForStatement>>>;

/**
 * The buyer's active entries on the order with their 발행 금액: a printing order's one entry, or a bag advertiser's
 * slots (by position), each its share.
 */
export const activeEntriesOf = (db: Db, orderId: number, buyerId: number) =>
  db
    .select({ position: shopbagOrderSlot.position, issued: orderDeposit.issuedPrice })
    .from(orderDeposit)
    .leftJoin(shopbagOrderSlot, eq(shopbagOrderSlot.id, orderDeposit.slotId))
    .where(and(eq(orderDeposit.orderId, orderId), eq(orderDeposit.buyerId, buyerId), isNull(orderDeposit.detachedAt)))
    .orderBy(asc(shopbagOrderSlot.position));

/**
 * The buyer's live active entries on orders received between two days (from inclusive, to exclusive, on the shop
 * calendar), each with its order and the order's latest stored price (absent for an order never priced), by day then
 * order number.
 */
export async function monthEntriesOf(db: Db, timeZone: string, buyerId: number, from: string, to: string) {
  const latest = db
    .select({ orderId: orderPrice.orderId, version: max(orderPrice.version).as('latest_version') })
    .from(orderPrice)
    .groupBy(orderPrice.orderId)
    .as('latest');
  return db
    .select({
      orderId: printingOrder.id,
      orderNumber: printingOrder.orderNumber,
      productName: printingOrder.productName,
      quantity: printingOrder.amount,
      day: orderDay(timeZone),
      position: shopbagOrderSlot.position,
      issued: orderDeposit.issuedPrice,
      supply: sql<number | null>`coalesce(${orderPrice.overrideSupply}, ${orderPrice.supply})`.mapWith((v: unknown) =>
        v === null ? null : Number(v),
      ),
      vat: sql<number | null>`coalesce(${orderPrice.overrideVat}, ${orderPrice.vat})`.mapWith((v: unknown) =>
        v === null ? null : Number(v),
      ),
    })
    .from(orderDeposit)
    .innerJoin(printingOrder, eq(printingOrder.id, orderDeposit.orderId))
    .leftJoin(shopbagOrderSlot, eq(shopbagOrderSlot.id, orderDeposit.slotId))
    .leftJoin(latest, eq(latest.orderId, orderDeposit.orderId))
    .leftJoin(orderPrice, and(eq(orderPrice.orderId, latest.orderId), eq(orderPrice.version, latest.version)))
    .where(
      and(
        eq(orderDeposit.buyerId, buyerId),
        isNull(orderDeposit.detachedAt),
        isNull(printingOrder.cancelledAt),
        gte(orderDay(timeZone), from),
        lt(orderDay(timeZone), to),
      ),
    )
    .orderBy(asc(printingOrder.receiptDatetime), asc(printingOrder.id), asc(shopbagOrderSlot.position));
}
export type MonthEntry = Awaited<ReturnType<typeof monthEntriesOf>>[number];
