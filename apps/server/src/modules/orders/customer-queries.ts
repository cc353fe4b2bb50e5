import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_ORDER_SORT_FIELDS,
  type CUSTOMER_ORDER_SEARCH_FILTERS,
  type CustomerOrderListQuery,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { delivery } from '../../db/schema/deliveries';
import { orderDeposit } from '../../db/schema/deposits';
import { itemOption } from '../../db/schema/item-options';
import { department } from '../../db/schema/departments';
import { printingOrder } from '../../db/schema/orders';
import { quote } from '../../db/schema/quotes';
import { workOrder } from '../../db/schema/work-orders';
import { defineList, fetchList } from '../../platform/list';
import { currentWorkOrderJoin, jobStatusJoins } from '../order-core';

/**
 * The customer's own printing orders (the customer portal): always narrowed to the signed-in customer's buyer id.
 * Shopping-bag orders have no buyer, so they never match; the work-type check says so outright.
 */
const progressColumns = {
  workOrderStatus: workOrder.status,
  departmentName: department.name,
  heldSince: workOrder.heldSince,
  deliveryStatus: delivery.status,
  shipmentCarrier: delivery.deliveryCompanyCode,
  shipmentInvoice: delivery.invoice,
  deliveryStartDatetime: delivery.deliveryStartDatetime,
  deliveryEndDatetime: delivery.deliveryEndDatetime,
  receiptDatetime: printingOrder.receiptDatetime,
  completeDatetime: printingOrder.completeDatetime,
  cancelledAt: printingOrder.cancelledAt,
  depositCompleteAt: printingOrder.depositCompleteAt,
};

const ownedBy = (buyerId: number) => and(eq(printingOrder.buyerId, buyerId), ne(printingOrder.workType, 'SHOPBAG'));

const listColumns = {
  id: printingOrder.id,
  orderNumber: printingOrder.orderNumber,
  productName: printingOrder.productName,
  workType: printingOrder.workType,
  amount: printingOrder.amount,
  ...progressColumns,
};

const customerOrderList = defineList({
  from: printingOrder,
  key: printingOrder.id,
  joins: jobStatusJoins,
  columns: listColumns,
  sortFields: CUSTOMER_ORDER_SORT_FIELDS,
  sort: listColumns,
  search: {
    orderNumber: printingOrder.orderNumber,
    productName: printingOrder.productName,
  } satisfies Record<Exclude<keyof typeof CUSTOMER_ORDER_SEARCH_FILTERS, 'all'>, unknown>,
  dates: { receiptDatetime: printingOrder.receiptDatetime },
  defaultSort: [desc(printingOrder.receiptDatetime), desc(printingOrder.id)],
  defaultDateWindow: true,
});

/** Still on its way: not cancelled and not delivered. */
const stillOpen: SQL = and(
  isNull(printingOrder.cancelledAt),
  or(isNull(delivery.status), ne(delivery.status, 'COMPLETE')),
)!;

export const listCustomerOrders = (db: Db, buyerId: number, q: CustomerOrderListQuery) =>
  fetchList(db, customerOrderList, q, [ownedBy(buyerId), q.open ? stillOpen : undefined]);
export type CustomerOrderRow = Awaited<ReturnType<typeof listCustomerOrders>>['rows'][number];

/** One of the customer's own orders with its progress; another customer's (or a bag order) reads as none. */
export async function findCustomerOrder(db: Db, id: number, buyerId: number) {
  const [row] = await db
    .select({ order: printingOrder, ...progressColumns })
    .from(printingOrder)
    .leftJoin(workOrder, currentWorkOrderJoin)
    .leftJoin(department, eq(department.id, workOrder.holderDepartmentId))
    .leftJoin(delivery, eq(delivery.workOrderId, workOrder.id))
    .where(and(eq(printingOrder.id, id), ownedBy(buyerId)));
  return row;
}

/**
 * The 견적서 the order came from (the quotes module's table, read here), only when it is the same buyer's: the
 * customer's page links it to the customer's own quote (/co/quote/{id}).
 */
export async function quoteOfOrder(db: Db, orderId: number, buyerId: number) {
  const [row] = await db
    .select({ id: quote.id, quoteNumber: quote.quoteNumber })
    .from(quote)
    .where(and(eq(quote.orderId, orderId), eq(quote.buyerId, buyerId)));
  return row ?? null;
}

/** The item options named (the published finishes' names and types). */
export async function optionsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { name: string; type: string }>();
  const rows = await db
    .select({ id: itemOption.id, name: itemOption.optionName, type: itemOption.optionType })
    .from(itemOption)
    .where(inArray(itemOption.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { name: r.name, type: r.type }]));
}

/**
 * 청구 / 입금 / 미수 of an order from its active deposit entries (the deposits module's table, read here): invoiced,
 * collected, and what is still due on the entries not settled.
 */
export async function orderMoney(db: Db, orderId: number) {
  const [row] = await db
    .select({
      // Derived from the deposit ledger (issue 34): 청구 is issued less the entries' adjustments (할인·조정), 입금
      // the receipts net of reversals and refunds (collected_price and adjusted_price are the ledger's caches).
      charged: sql<string>`coalesce(sum(${orderDeposit.issuedPrice} - ${orderDeposit.adjustedPrice}), 0)`,
      collected: sql<string>`coalesce(sum(${orderDeposit.collectedPrice}), 0)`,
      due: sql<string>`coalesce(sum(case when ${orderDeposit.isSettled} then 0 else greatest(${orderDeposit.issuedPrice} - ${orderDeposit.adjustedPrice} - ${orderDeposit.collectedPrice}, 0) end), 0)`,
    })
    .from(orderDeposit)
    .where(and(eq(orderDeposit.orderId, orderId), isNull(orderDeposit.detachedAt)));
  return { charged: Number(row?.charged ?? 0), collected: Number(row?.collected ?? 0), due: Number(row?.due ?? 0) };
}
