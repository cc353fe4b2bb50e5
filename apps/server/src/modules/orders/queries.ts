import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { ORDER_SORT_FIELDS, type ORDER_SEARCH_FILTERS, type OrderListQuery, type WorkType } from '@scm/contract';
import type { Db } from '../../db/client';
import { buyer } from '../../db/schema/buyers';
import { delivery } from '../../db/schema/deliveries';
import { department } from '../../db/schema/departments';
import { employee } from '../../db/schema/employees';
import { storedFile } from '../../db/schema/files';
import { printingOrder } from '../../db/schema/orders';
import { workOrder } from '../../db/schema/work-orders';
import dates from '../../platform/dates';
import { defineList, fetchList, lookup } from '../../platform/list';
import {
  currentWorkOrderJoin,
  jobStatusColumns,
  jobStatusJoins,
  overdueCondition,
  statusCondition,
} from '../order-core';

const listColumns = {
  id: printingOrder.id,
  orderNumber: printingOrder.orderNumber,
  productName: printingOrder.productName,
  workType: printingOrder.workType,
  buyerName: buyer.name,
  amount: printingOrder.amount,
  deliveryDate: printingOrder.deliveryDate,
  receiptDatetime: printingOrder.receiptDatetime,
  completeDatetime: printingOrder.completeDatetime,
  cancelledAt: printingOrder.cancelledAt,
  ...jobStatusColumns,
};

const orderList = defineList({
  from: printingOrder,
  key: printingOrder.id,
  joins: [{ table: buyer, on: eq(buyer.id, printingOrder.buyerId), keepsRows: true }, ...jobStatusJoins],
  columns: listColumns,
  sortFields: ORDER_SORT_FIELDS,
  // Every sort field is a list column of the same name; sortFields keeps the others out.
  sort: listColumns,
  // The customer's name is looked up ids first, so the buyer table never multiplies or slows the search.
  search: {
    orderNumber: printingOrder.orderNumber,
    productName: printingOrder.productName,
    buyerName: lookup(printingOrder.buyerId, (db, like) =>
      db.select({ id: buyer.id }).from(buyer).where(like(buyer.name)),
    ),
  } satisfies Record<Exclude<keyof typeof ORDER_SEARCH_FILTERS, 'all'>, unknown>,
  dates: {
    receiptDatetime: printingOrder.receiptDatetime,
    deliveryDate: printingOrder.deliveryDate,
    completeDatetime: printingOrder.completeDatetime,
  },
  defaultSort: [desc(printingOrder.receiptDatetime), desc(printingOrder.id)],
  defaultDateWindow: true,
});

const SHOPBAG: WorkType = 'SHOPBAG';

/**
 * The staff's printing orders: a shopping-bag order is a printing order too (work type SHOPBAG, no buyer) with its
 * own list, so it is left out here. Its indexes carry work_type, so the filter is read from the index. `today` (the
 * shop calendar's day) decides 납기 지남.
 */
export const listOrders = (db: Db, q: OrderListQuery, today = dates.today()) =>
  fetchList(db, orderList, q, [
    ne(printingOrder.workType, SHOPBAG),
    q.workType ? eq(printingOrder.workType, q.workType) : undefined,
    q.buyerId ? eq(printingOrder.buyerId, q.buyerId) : undefined,
    statusCondition(q.status),
    overdueCondition(q.overdue, today),
  ]);

/** The order with its customer, outsourcing charge and status, for the detail. */
export async function findOrder(db: Db, id: number) {
  const [row] = await db
    .select({
      order: printingOrder,
      buyerId: buyer.id,
      buyerName: buyer.name,
      buyerAccountId: buyer.accountId,
      outsourcingChargeName: employee.name,
      ...jobStatusColumns,
    })
    .from(printingOrder)
    .innerJoin(buyer, eq(buyer.id, printingOrder.buyerId))
    .leftJoin(employee, eq(employee.id, printingOrder.outsourcingChargeId))
    .leftJoin(workOrder, currentWorkOrderJoin)
    .leftJoin(department, eq(department.id, workOrder.holderDepartmentId))
    .leftJoin(delivery, eq(delivery.workOrderId, workOrder.id))
    .where(eq(printingOrder.id, id));
  return row;
}
export type FoundOrder = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The files attached to an order, in upload order. */
export const attachedFiles = (db: Db, ownerType: string, ownerId: number) =>
  db
    .select()
    .from(storedFile)
    .where(and(eq(storedFile.ownerType, ownerType), eq(storedFile.ownerId, ownerId)))
    .orderBy(asc(storedFile.id));

/** Whether the order a file is attached to belongs to `buyerId` (the customer's own draft). */
export async function orderOfBuyer(db: Db, orderId: number, buyerId: number) {
  const [row] = await db
    .select({ id: printingOrder.id })
    .from(printingOrder)
    .where(and(eq(printingOrder.id, orderId), eq(printingOrder.buyerId, buyerId)));
  return !!row;
}
