import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DEPOSIT_HISTORY_SORT_FIELDS,
  DEPOSIT_SORT_FIELDS,
  depositMessages,
  type DEPOSIT_HISTORY_SEARCH_FILTERS,
  type DEPOSIT_SEARCH_FILTERS,
  type DepositHistoryListQuery,
  type DepositOrderListQuery,
  type DepositState,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { buyer } from '../../db/schema/buyers';
import { orderDeposit } from '../../db/schema/deposits';
import { employee } from '../../db/schema/employees';
import { printingOrder } from '../../db/schema/orders';
import { shopbagOrderSlot } from '../../db/schema/shopbag-orders';
import { defineList, fetchList, lookup, type SearchOf } from '../../platform/list';
import type { WorkflowRecord } from '../../platform/workflow';
import { lockOrderForWrite } from '../order-core';
import { moneyRecorded } from './entries';

/*
 * The deposit lists read the order's number, product, receipt time and shipping text beside the entries this module
 * owns (order_deposit and printing_order.deposit_complete_at); the orders module stays the owner of those columns.
 */

const settler = alias(employee, 'deposit_settler');
const unsettler = alias(employee, 'deposit_unsettler');

/** An entry's state, from its settled flag. */
const depositState = sql<DepositState>`case when ${orderDeposit.isSettled} then 'SETTLED' else 'OPEN' end`;

/** An entry's state for the workflow kit: the settled flag, moved only from the state the screen showed. */
export const depositRecord: WorkflowRecord<DepositState> = {
  table: orderDeposit,
  id: orderDeposit.id,
  state: depositState,
  write: (to) => {
    switch (to) {
      case 'OPEN':
        return { isSettled: false };
      case 'SETTLED':
        return { isSettled: true };
    }
  },
  notFound: depositMessages.notFound,
};

/** Customers by name → the orders they hold an entry of (a printing order's buyer, a bag slot's advertiser). */
const ordersOfCustomerNamed = lookup(printingOrder.id, (db, like) =>
  db
    .selectDistinct({ id: orderDeposit.orderId })
    .from(orderDeposit)
    .innerJoin(buyer, eq(buyer.id, orderDeposit.buyerId))
    .where(like(buyer.name)),
);

const orderColumns = {
  id: printingOrder.id,
  orderNumber: printingOrder.orderNumber,
  productName: printingOrder.productName,
  workType: printingOrder.workType,
  receiptDatetime: printingOrder.receiptDatetime,
  cancelledAt: printingOrder.cancelledAt,
  depositCompleteAt: printingOrder.depositCompleteAt,
};

const depositOrders = defineList({
  from: printingOrder,
  key: printingOrder.id,
  columns: orderColumns,
  sortFields: DEPOSIT_SORT_FIELDS,
  sort: {
    id: printingOrder.id,
    orderNumber: printingOrder.orderNumber,
    productName: printingOrder.productName,
    receiptDatetime: printingOrder.receiptDatetime,
  },
  search: {
    orderNumber: printingOrder.orderNumber,
    itemName: printingOrder.productName,
    customerName: ordersOfCustomerNamed,
    receiver: printingOrder.receiver,
    address: printingOrder.address,
    tell: printingOrder.receiverTel,
  } satisfies SearchOf<typeof DEPOSIT_SEARCH_FILTERS>,
  dates: { receiptDatetime: printingOrder.receiptDatetime },
  defaultSort: [desc(printingOrder.receiptDatetime), desc(printingOrder.id)],
  defaultDateWindow: true,
});
export type DepositOrderRow = NonNullable<(typeof depositOrders)['__row']>;

const hasEntry = sql`exists (select 1 from ${orderDeposit} where ${orderDeposit.orderId} = ${printingOrder.id})`;
const hasMoneyEntry = sql`exists (select 1 from ${orderDeposit} where ${orderDeposit.orderId} = ${printingOrder.id} and ${moneyRecorded})`;

/**
 * Orders that owe or paid: those with an entry (a bag order once a slot is filled); a cancelled order only if money
 * was recorded on it (its collected money is to be returned: 환불 필요; nothing is owed on the others).
 */
export const listDepositOrders = (db: Db, q: DepositOrderListQuery) =>
  fetchList(db, depositOrders, q, [
    hasEntry,
    or(isNull(printingOrder.cancelledAt), hasMoneyEntry),
    q.status === 'OPEN'
      ? isNull(printingOrder.depositCompleteAt)
      : q.status === 'COMPLETE'
        ? isNotNull(printingOrder.depositCompleteAt)
        : undefined,
  ]);

export async function findDepositOrder(db: Db, orderId: number) {
  const [row] = await db.select(orderColumns).from(printingOrder).where(eq(printingOrder.id, orderId));
  return row;
}

/**
 * Money to return (환불 필요), derived on every read: something was collected on a cancelled order, or on an entry
 * detached from its slot (the slot passed to another advertiser). Refund rows (a later ledger) will net it off.
 */
const refundDue = sql<boolean>`(${orderDeposit.collectedPrice} > 0 and (${orderDeposit.detachedAt} is not null or ${printingOrder.cancelledAt} is not null))`;
const detached = sql<boolean>`(${orderDeposit.detachedAt} is not null)`;

const entryColumns = {
  id: orderDeposit.id,
  orderId: orderDeposit.orderId,
  buyerId: orderDeposit.buyerId,
  buyerName: buyer.name,
  slotId: orderDeposit.slotId,
  slotPosition: shopbagOrderSlot.position,
  issuedPrice: orderDeposit.issuedPrice,
  adjustedPrice: orderDeposit.adjustedPrice,
  collectedPrice: orderDeposit.collectedPrice,
  remark: orderDeposit.remark,
  isSettled: orderDeposit.isSettled,
  settledDatetime: orderDeposit.settledDatetime,
  settledByName: settler.name,
  shortfall: orderDeposit.shortfall,
  unsettledAt: orderDeposit.unsettledAt,
  unsettledByName: unsettler.name,
  isFree: orderDeposit.isFree,
  freeReason: orderDeposit.freeReason,
  detached,
  refundDue,
  version: orderDeposit.version,
};

/** Slots in the spec's order: A1, B1, C1, D1, then A2 …; a printing order's single entry first; detached ones last. */
const slotOrder = [
  sql`${orderDeposit.detachedAt} nulls first`,
  sql`substr(${shopbagOrderSlot.position}, 2) nulls first`,
  sql`substr(${shopbagOrderSlot.position}, 1, 1)`,
  asc(orderDeposit.id),
];

/** The entries of the listed orders, with their buyers, slots and who settled or un-settled them. */
export async function entriesOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select(entryColumns)
    .from(orderDeposit)
    .innerJoin(printingOrder, eq(printingOrder.id, orderDeposit.orderId))
    .innerJoin(buyer, eq(buyer.id, orderDeposit.buyerId))
    .leftJoin(shopbagOrderSlot, eq(shopbagOrderSlot.id, orderDeposit.slotId))
    .leftJoin(settler, eq(settler.id, orderDeposit.settledBy))
    .leftJoin(unsettler, eq(unsettler.id, orderDeposit.unsettledBy))
    .where(inArray(orderDeposit.orderId, [...orderIds]))
    .orderBy(asc(orderDeposit.orderId), ...slotOrder);
}
export type DepositEntryRow = Awaited<ReturnType<typeof entriesOf>>[number];

export async function findEntry(db: Db, id: number) {
  const [row] = await db.select().from(orderDeposit).where(eq(orderDeposit.id, id));
  return row;
}

/**
 * The order, locked by the orders' one lock (`lockOrderForWrite`: order, bag row, work orders): every change of an
 * order's entries takes it first, then the entry, so they never deadlock with each other or with the order's moves.
 */
export async function lockDepositOrder(db: Db, orderId: number) {
  await lockOrderForWrite(db, orderId);
}

/**
 * Each buyer's issued total (the {price} of its deposit-complete text) and collected total on the order's active
 * entries.
 */
export async function totalsByBuyer(db: Db, orderId: number) {
  const rows = await db
    .select({
      buyerId: orderDeposit.buyerId,
      issued: sql<number>`sum(${orderDeposit.issuedPrice})`.mapWith(Number),
      collected: sql<number>`sum(${orderDeposit.collectedPrice})`.mapWith(Number),
    })
    .from(orderDeposit)
    .where(and(eq(orderDeposit.orderId, orderId), isNull(orderDeposit.detachedAt)))
    .groupBy(orderDeposit.buyerId);
  return new Map(rows.map((r) => [r.buyerId, r]));
}

/**
 * Takes the version the screen showed and bumps it, in one `UPDATE … WHERE version = $v`: of two saves made from the
 * same screen state, one gets the row and the other finds the version moved (false: the 409).
 */
export async function claimVersion(db: Db, id: number, version: number) {
  const claimed = await db
    .update(orderDeposit)
    .set({ version: sql`${orderDeposit.version} + 1` })
    .where(and(eq(orderDeposit.id, id), eq(orderDeposit.version, version)))
    .returning({ id: orderDeposit.id });
  return claimed.length === 1;
}

const historyColumns = {
  id: orderDeposit.id,
  orderId: orderDeposit.orderId,
  orderNumber: printingOrder.orderNumber,
  productName: printingOrder.productName,
  customerName: buyer.name,
  slotPosition: shopbagOrderSlot.position,
  issuedPrice: orderDeposit.issuedPrice,
  collectedPrice: orderDeposit.collectedPrice,
  shortfall: orderDeposit.shortfall,
  isSettled: orderDeposit.isSettled,
  // Read with the row, so presenting it only replaces values: a key added to a spread row gives each row a hidden
  // class of its own, slower to build and to serialize (bench/README.md, "Spread rows").
  status: depositState,
  settledDatetime: orderDeposit.settledDatetime,
  settledByName: settler.name,
  remark: orderDeposit.remark,
  isFree: orderDeposit.isFree,
  freeReason: orderDeposit.freeReason,
  detached,
  refundDue,
  cancelled: sql<boolean>`(${printingOrder.cancelledAt} is not null)`,
};

const depositHistory = defineList({
  from: orderDeposit,
  key: orderDeposit.id,
  joins: [
    { table: printingOrder, on: eq(printingOrder.id, orderDeposit.orderId), keepsRows: true },
    { table: buyer, on: eq(buyer.id, orderDeposit.buyerId), keepsRows: true },
    { table: shopbagOrderSlot, on: eq(shopbagOrderSlot.id, orderDeposit.slotId), left: true },
    { table: settler, on: eq(settler.id, orderDeposit.settledBy), left: true },
  ],
  columns: historyColumns,
  sortFields: DEPOSIT_HISTORY_SORT_FIELDS,
  sort: {
    orderNumber: printingOrder.orderNumber,
    customerName: buyer.name,
    issuedPrice: orderDeposit.issuedPrice,
    collectedPrice: orderDeposit.collectedPrice,
    settledDatetime: orderDeposit.settledDatetime,
  },
  search: {
    orderNumber: printingOrder.orderNumber,
    itemName: printingOrder.productName,
    customerName: lookup(orderDeposit.buyerId, (db, like) =>
      db.select({ id: buyer.id }).from(buyer).where(like(buyer.name)),
    ),
    remark: orderDeposit.remark,
  } satisfies SearchOf<typeof DEPOSIT_HISTORY_SEARCH_FILTERS>,
  dates: { settledDatetime: orderDeposit.settledDatetime, receiptDatetime: printingOrder.receiptDatetime },
  defaultSort: [desc(orderDeposit.settledDatetime), desc(orderDeposit.id)],
  defaultDateWindow: true,
});
export type DepositHistoryEntryRow = NonNullable<(typeof depositHistory)['__row']>;

export const listDepositHistory = (db: Db, q: DepositHistoryListQuery) =>
  fetchList(db, depositHistory, q, [
    q.settled === 'SETTLED'
      ? eq(orderDeposit.isSettled, true)
      : q.settled === 'OPEN'
        ? eq(orderDeposit.isSettled, false)
        : undefined,
  ]);
