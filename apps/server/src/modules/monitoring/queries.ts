import { and, asc, desc, eq, getTableName, sql, type AnyColumn } from 'drizzle-orm';
import {
  MONITORING_INSPECTION_SORT_FIELDS,
  MONITORING_ORDER_SORT_FIELDS,
  MONITORING_RELEASING_SORT_FIELDS,
  MONITORING_WORK_SORT_FIELDS,
  type ListQuery,
  type MONITORING_INSPECTION_SEARCH_FILTERS,
  type MONITORING_ORDER_SEARCH_FILTERS,
  type MONITORING_RELEASING_SEARCH_FILTERS,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { buyer } from '../../db/schema/buyers';
import { delivery } from '../../db/schema/deliveries';
import { department } from '../../db/schema/departments';
import { employee } from '../../db/schema/employees';
import { inspection, inspectionItem } from '../../db/schema/inspections';
import { item } from '../../db/schema/items';
import { printingOrder } from '../../db/schema/orders';
import { shopbagOrderSlot } from '../../db/schema/shopbag-orders';
import { workOrder } from '../../db/schema/work-orders';
import { defineList, fetchList, lookup, type SearchOf } from '../../platform/list';
import type { ShopClock } from '../../platform/service';
import { todayOn } from './today';

/*
 * Read-only views over other modules' tables, like the dashboard's: monitoring owns no table and writes nothing.
 * The buyer is LEFT joined everywhere: a shopping-bag order has none (its customers are its slots' advertisers).
 */

/**
 * A column named with its table: in a list without joins drizzle writes bare names, and inside a correlated subquery
 * a bare name binds to the subquery's own tables ("id" would be the item's, not the inspection's).
 */
const q = (column: AnyColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/** The order facts each order-based row shows, and what its search and sort read. */
const order = {
  joins: (orderIdColumn: AnyColumn) =>
    [
      { table: printingOrder, on: eq(printingOrder.id, orderIdColumn) },
      { table: buyer, on: eq(buyer.id, printingOrder.buyerId), left: true },
    ] as const,
  columns: {
    orderId: printingOrder.id,
    orderNumber: printingOrder.orderNumber,
    productName: printingOrder.productName,
    workType: printingOrder.workType,
    buyerName: buyer.name,
    advertiserCount: sql<number>`(select count(*)::int from ${shopbagOrderSlot} where ${q(shopbagOrderSlot.orderId)} = ${q(printingOrder.id)})`,
    amount: printingOrder.amount,
    deliveryDate: printingOrder.deliveryDate,
  },
  search: {
    orderNumber: printingOrder.orderNumber,
    productName: printingOrder.productName,
    // Ids first, so the keyword never scans through the join.
    buyerName: lookup(printingOrder.buyerId, (db, like) =>
      db.select({ id: buyer.id }).from(buyer).where(like(buyer.name)),
    ),
  } satisfies SearchOf<typeof MONITORING_ORDER_SEARCH_FILTERS>,
};

const receivedOrders = defineList({
  from: printingOrder,
  key: printingOrder.id,
  joins: [
    { table: buyer, on: eq(buyer.id, printingOrder.buyerId), left: true },
    // The order's current job (an open remake, once one is opened): one row per order.
    { table: workOrder, on: and(eq(workOrder.orderId, printingOrder.id), eq(workOrder.isCurrent, true))!, left: true },
    { table: department, on: eq(department.id, workOrder.holderDepartmentId), left: true },
  ],
  columns: {
    ...order.columns,
    id: printingOrder.id,
    receiptDatetime: printingOrder.receiptDatetime,
    cancelledAt: printingOrder.cancelledAt,
    workOrderId: workOrder.id,
    workOrderStatus: workOrder.status,
    departmentName: department.name,
  },
  sortFields: MONITORING_ORDER_SORT_FIELDS,
  sort: {
    receiptDatetime: printingOrder.receiptDatetime,
    orderNumber: printingOrder.orderNumber,
    productName: printingOrder.productName,
    buyerName: buyer.name,
    deliveryDate: printingOrder.deliveryDate,
    amount: printingOrder.amount,
  },
  search: order.search,
  defaultSort: [desc(printingOrder.receiptDatetime), desc(printingOrder.id)],
});

const completedWork = defineList({
  from: workOrder,
  key: workOrder.id,
  joins: [
    ...order.joins(workOrder.orderId),
    { table: department, on: eq(department.id, workOrder.holderDepartmentId), left: true },
    { table: delivery, on: eq(delivery.workOrderId, workOrder.id), left: true },
  ],
  columns: {
    ...order.columns,
    id: workOrder.id,
    receiptDatetime: workOrder.receiptDatetime,
    completeDatetime: workOrder.completeDatetime,
    departmentName: department.name,
    deliveryStatus: delivery.status,
  },
  sortFields: MONITORING_WORK_SORT_FIELDS,
  sort: {
    completeDatetime: workOrder.completeDatetime,
    receiptDatetime: workOrder.receiptDatetime,
    orderNumber: printingOrder.orderNumber,
    productName: printingOrder.productName,
    buyerName: buyer.name,
  },
  search: order.search,
  defaultSort: [desc(workOrder.completeDatetime), desc(workOrder.id)],
});

const completedDeliveries = defineList({
  from: delivery,
  key: delivery.id,
  joins: [
    { table: workOrder, on: eq(workOrder.id, delivery.workOrderId), keepsRows: true },
    ...order.joins(workOrder.orderId),
    { table: employee, on: eq(employee.id, delivery.completedBy), left: true },
  ],
  columns: {
    ...order.columns,
    id: delivery.id,
    workOrderId: delivery.workOrderId,
    receiver: printingOrder.receiver,
    address: printingOrder.address,
    deliveryCompanyCode: delivery.deliveryCompanyCode,
    invoice: delivery.invoice,
    deliveryStartDatetime: delivery.deliveryStartDatetime,
    deliveryEndDatetime: delivery.deliveryEndDatetime,
    completedByName: employee.name,
  },
  sortFields: MONITORING_RELEASING_SORT_FIELDS,
  sort: {
    deliveryEndDatetime: delivery.deliveryEndDatetime,
    deliveryStartDatetime: delivery.deliveryStartDatetime,
    orderNumber: printingOrder.orderNumber,
    productName: printingOrder.productName,
    buyerName: buyer.name,
  },
  search: {
    ...order.search,
    receiver: printingOrder.receiver,
    invoice: delivery.invoice,
  } satisfies SearchOf<typeof MONITORING_RELEASING_SEARCH_FILTERS>,
  defaultSort: [desc(delivery.deliveryEndDatetime), desc(delivery.id)],
});

const inspectionsEnding = defineList({
  from: inspection,
  key: inspection.id,
  columns: {
    id: inspection.id,
    name: inspection.name,
    worker: inspection.worker,
    itemNames: sql<
      string[]
    >`(select coalesce(json_agg(${q(item.name)} order by ${q(inspectionItem.position)}), '[]'::json)
      from ${inspectionItem} join ${item} on ${q(item.id)} = ${q(inspectionItem.itemId)}
      where ${q(inspectionItem.inspectionId)} = ${q(inspection.id)})`,
    inspectionQuantity: inspection.inspectionQuantity,
    defectQuantity: inspection.defectQuantity,
    startDate: inspection.startDate,
    endDate: inspection.endDate,
    complete: inspection.complete,
  },
  sortFields: MONITORING_INSPECTION_SORT_FIELDS,
  sort: {
    complete: inspection.complete,
    name: inspection.name,
    worker: inspection.worker,
    startDate: inspection.startDate,
    inspectionQuantity: inspection.inspectionQuantity,
    defectQuantity: inspection.defectQuantity,
  },
  search: {
    name: inspection.name,
    itemName: lookup(inspection.id, (db, like) =>
      db
        .selectDistinct({ id: inspectionItem.inspectionId })
        .from(inspectionItem)
        .innerJoin(item, eq(item.id, inspectionItem.itemId))
        .where(like(item.name)),
    ),
    worker: inspection.worker,
  } satisfies SearchOf<typeof MONITORING_INSPECTION_SEARCH_FILTERS>,
  // Still running first, then by name.
  defaultSort: [asc(inspection.complete), asc(inspection.name), desc(inspection.id)],
});

export const listOrdersReceivedToday = (db: Db, clock: ShopClock, q: ListQuery) =>
  fetchList(db, receivedOrders, q, [todayOn(clock).within(printingOrder.receiptDatetime)]);

export const listWorkCompletedToday = (db: Db, clock: ShopClock, q: ListQuery) =>
  fetchList(db, completedWork, q, [
    eq(workOrder.status, 'COMPLETE'),
    todayOn(clock).within(workOrder.completeDatetime),
  ]);

export const listDeliveriesCompletedToday = (db: Db, clock: ShopClock, q: ListQuery) =>
  fetchList(db, completedDeliveries, q, [
    eq(delivery.status, 'COMPLETE'),
    todayOn(clock).within(delivery.deliveryEndDatetime),
  ]);

export const listInspectionsEndingToday = (db: Db, clock: ShopClock, q: ListQuery) =>
  fetchList(db, inspectionsEnding, q, [eq(inspection.endDate, todayOn(clock).day)]);
