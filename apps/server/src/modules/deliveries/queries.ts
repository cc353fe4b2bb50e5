import { and, desc, eq, inArray, isNotNull, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  DELIVERY_SORT_FIELDS,
  type DELIVERY_SEARCH_FILTERS,
  type DeliveryListQuery,
  type ListQuery,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { delivery } from '../../db/schema/deliveries';
import { workOrder } from '../../db/schema/work-orders';
import { defineList, fetchList, type SearchOf } from '../../platform/list';
import { orderListParts } from '../order-core';

const columns = {
  id: delivery.id,
  workOrderId: delivery.workOrderId,
  status: delivery.status,
  deliveryCompanyCode: delivery.deliveryCompanyCode,
  invoice: delivery.invoice,
  combinedShipment: delivery.combinedShipment,
  createdAt: delivery.createdAt,
  deliveryStartDatetime: delivery.deliveryStartDatetime,
  deliveryEndDatetime: delivery.deliveryEndDatetime,
  ...orderListParts.columns,
  ...orderListParts.shipping,
};

const joins = [
  { table: workOrder, on: eq(workOrder.id, delivery.workOrderId), keepsRows: true },
  ...orderListParts.joins(workOrder.orderId),
] as const;

const listOf = (opts: { dates: Record<string, AnyColumn>; defaultSort: SQL[]; defaultDateWindow: boolean }) =>
  defineList({
    from: delivery,
    key: delivery.id,
    joins,
    columns,
    sortFields: DELIVERY_SORT_FIELDS,
    sort: {
      id: delivery.id,
      orderNumber: orderListParts.sort.orderNumber,
      productName: orderListParts.sort.productName,
      buyerName: orderListParts.sort.buyerName,
      deliveryDate: orderListParts.sort.deliveryDate,
      createdAt: delivery.createdAt,
      deliveryStartDatetime: delivery.deliveryStartDatetime,
      deliveryEndDatetime: delivery.deliveryEndDatetime,
    },
    search: {
      orderNumber: orderListParts.search.orderNumber,
      productName: orderListParts.search.productName,
      buyerName: orderListParts.search.buyerName,
      receiver: orderListParts.search.receiver,
      invoice: delivery.invoice,
    } satisfies SearchOf<typeof DELIVERY_SEARCH_FILTERS>,
    ...opts,
  });

// Open shipments are never hidden by a default date window; the completed history shows the last year unless asked.
const openDeliveries = listOf({
  dates: { createdAt: delivery.createdAt, deliveryStartDatetime: delivery.deliveryStartDatetime },
  defaultSort: [desc(delivery.createdAt), desc(delivery.id)],
  defaultDateWindow: false,
});
const completedDeliveries = listOf({
  dates: { deliveryEndDatetime: delivery.deliveryEndDatetime },
  defaultSort: [desc(delivery.deliveryEndDatetime), desc(delivery.id)],
  defaultDateWindow: true,
});

export type DeliveryListRow = NonNullable<(typeof openDeliveries)['__row']>;

/**
 * Shipments not delivered yet. A delivery is opened when printing completes, and an order can no longer be cancelled
 * then, so no cancelled order has one: the state alone is the filter (delivery_open_idx walks them in order).
 */
export const listOpenDeliveries = (db: Db, q: DeliveryListQuery) =>
  fetchList(db, openDeliveries, q, [
    q.status ? eq(delivery.status, q.status) : inArray(delivery.status, ['READY', 'SHIPPING']),
  ]);

/**
 * Delivered shipments: the end time is written by the move to COMPLETE, the last state, and by nothing else, so the
 * date window on it (never empty: the list has a default year) is the whole filter, and delivery_complete_idx drives
 * the page and the count alone. A status condition beside it made the planner walk deliveries by work order.
 */
export const listCompletedDeliveries = (db: Db, q: ListQuery) =>
  fetchList(db, completedDeliveries, q, [isNotNull(delivery.deliveryEndDatetime)]);

export async function findDelivery(db: Db, id: number): Promise<DeliveryListRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(delivery)
    .innerJoin(joins[0].table, joins[0].on)
    .innerJoin(joins[1].table, joins[1].on)
    .leftJoin(joins[2].table, joins[2].on)
    .where(and(eq(delivery.id, id)));
  return row;
}
