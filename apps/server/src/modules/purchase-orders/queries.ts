import { desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  PURCHASE_ORDER_SORT_FIELDS,
  purchaseOrderMessages,
  type PURCHASE_ORDER_SEARCH_FILTERS,
  type PurchaseOrderListQuery,
  type PurchaseOrderStatus,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { item } from '../../db/schema/items';
import { purchaseOrder } from '../../db/schema/purchase-orders';
import { seller } from '../../db/schema/sellers';
import { defineList, fetchList, lookup } from '../../platform/list';
import type { ShopClock } from '../../platform/service';
import type { WorkflowRecord } from '../../platform/workflow';

export type PurchaseOrderWrite = Omit<typeof purchaseOrder.$inferInsert, 'id' | 'createdAt' | 'receivedAt'>;

// Names are read alongside for display and search only; sellers and items stay the owners of their rows.
const columns = {
  id: purchaseOrder.id,
  sellerId: purchaseOrder.sellerId,
  sellerName: seller.sellerName,
  itemId: purchaseOrder.itemId,
  itemName: item.name,
  itemCode: item.itemCode,
  itemUnit: item.itemUnit,
  categoryId: item.itemCategoryId,
  amount: purchaseOrder.amount,
  orderDate: purchaseOrder.orderDate,
  remark: purchaseOrder.remark,
  receivedAt: purchaseOrder.receivedAt,
  createdAt: purchaseOrder.createdAt,
};

const joins = [
  { table: seller, on: eq(seller.id, purchaseOrder.sellerId), keepsRows: true },
  { table: item, on: eq(item.id, purchaseOrder.itemId), keepsRows: true },
] as const;

const joined = (db: Db) =>
  db
    .select(columns)
    .from(purchaseOrder)
    .innerJoin(seller, eq(seller.id, purchaseOrder.sellerId))
    .innerJoin(item, eq(item.id, purchaseOrder.itemId));

export type PurchaseOrderRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

const purchaseOrderList = defineList({
  from: purchaseOrder,
  key: purchaseOrder.id,
  joins,
  columns,
  sortFields: PURCHASE_ORDER_SORT_FIELDS,
  sort: {
    id: purchaseOrder.id,
    orderDate: purchaseOrder.orderDate,
    sellerName: seller.sellerName,
    itemName: item.name,
    amount: purchaseOrder.amount,
    receivedAt: purchaseOrder.receivedAt,
    createdAt: purchaseOrder.createdAt,
  },
  // 'item' matches the item's name or its code (what a label or a scanner shows); both look up ids first.
  search: {
    item: lookup(purchaseOrder.itemId, (db, like) =>
      db
        .select({ id: item.id })
        .from(item)
        .where(or(like(item.name), like(item.itemCode))),
    ),
    sellerName: lookup(purchaseOrder.sellerId, (db, like) =>
      db.select({ id: seller.id }).from(seller).where(like(seller.sellerName)),
    ),
  } satisfies Record<Exclude<keyof typeof PURCHASE_ORDER_SEARCH_FILTERS, 'all'>, unknown>,
  dates: { orderDate: purchaseOrder.orderDate },
  defaultSort: [desc(purchaseOrder.orderDate), desc(purchaseOrder.id)],
  defaultDateWindow: true,
});

/** 발주 = not yet received (what hasn't arrived), 입고완료 = received. */
const byStatus = (status: PurchaseOrderListQuery['status']) =>
  status === 'ORDERED'
    ? isNull(purchaseOrder.receivedAt)
    : status === 'RECEIVED'
      ? isNotNull(purchaseOrder.receivedAt)
      : undefined;

export const listPurchaseOrders = (db: Db, q: PurchaseOrderListQuery) =>
  fetchList(db, purchaseOrderList, q, [byStatus(q.status)]);

export const findPurchaseOrder = async (db: Db, id: number) => (await joined(db).where(eq(purchaseOrder.id, id)))[0];

/** The order's own row, locked until the transaction ends so a receive, an edit and a delete never interleave. */
export const lockPurchaseOrder = async (db: Db, id: number) =>
  (await db.select().from(purchaseOrder).where(eq(purchaseOrder.id, id)).for('update'))[0];

export const insertPurchaseOrder = async (db: Db, values: PurchaseOrderWrite) =>
  (await db.insert(purchaseOrder).values(values).returning({ id: purchaseOrder.id }))[0]!.id;

export const updatePurchaseOrderRow = (db: Db, id: number, values: PurchaseOrderWrite) =>
  db.update(purchaseOrder).set(values).where(eq(purchaseOrder.id, id));

/**
 * Purchase orders for the workflow kit. The order has no status column: its state is whether it was received, and
 * moving it to RECEIVED stamps receivedAt with the shop clock (back to ORDERED would clear it; no action does).
 */
export const purchaseOrderRecord = (clock: ShopClock): WorkflowRecord<PurchaseOrderStatus> => ({
  table: purchaseOrder,
  id: purchaseOrder.id,
  state: sql<PurchaseOrderStatus>`case when ${purchaseOrder.receivedAt} is null then 'ORDERED' else 'RECEIVED' end`,
  write: (to) => {
    switch (to) {
      case 'ORDERED':
        return { receivedAt: null };
      case 'RECEIVED':
        return { receivedAt: clock.now() };
    }
  },
  notFound: purchaseOrderMessages.notFound,
});

export const deletePurchaseOrderRow = (db: Db, id: number) => db.delete(purchaseOrder).where(eq(purchaseOrder.id, id));
