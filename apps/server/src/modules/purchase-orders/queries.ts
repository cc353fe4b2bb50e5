import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PurchaseOrderListQuery } from '@scm/contract';
import type { Db } from '../../db/client';
import { item, purchaseOrder, seller } from '../../db/schema';
import { planList, type ListSpec, fetchPage } from '../../platform/list-query';

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

const listSpec: ListSpec = {
  sort: {
    id: purchaseOrder.id,
    orderDate: purchaseOrder.orderDate,
    sellerName: seller.sellerName,
    itemName: item.name,
    amount: purchaseOrder.amount,
    receivedAt: purchaseOrder.receivedAt,
    createdAt: purchaseOrder.createdAt,
  },
  // 'item' matches the item's name or its code (what a label or a scanner shows).
  search: { item: sql`${item.name} || ' ' || ${item.itemCode}`, sellerName: seller.sellerName },
  dates: { orderDate: purchaseOrder.orderDate },
  defaultSort: [desc(purchaseOrder.orderDate), desc(purchaseOrder.id)],
  defaultDateWindow: true,
};

const joined = (db: Db) =>
  db
    .select(columns)
    .from(purchaseOrder)
    .innerJoin(seller, eq(seller.id, purchaseOrder.sellerId))
    .innerJoin(item, eq(item.id, purchaseOrder.itemId));

export type PurchaseOrderRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

/** 발주 = not yet received (what hasn't arrived), 입고완료 = received. */
const byStatus = (status: PurchaseOrderListQuery['status']) =>
  status === 'ORDERED'
    ? isNull(purchaseOrder.receivedAt)
    : status === 'RECEIVED'
      ? isNotNull(purchaseOrder.receivedAt)
      : undefined;

export async function listPurchaseOrders(db: Db, q: PurchaseOrderListQuery) {
  const plan = planList(q, listSpec, [byStatus(q.status)]);
  return fetchPage(
    plan,
    joined(db).$dynamic(),
    db
      .select({ n: count() })
      .from(purchaseOrder)
      .innerJoin(seller, eq(seller.id, purchaseOrder.sellerId))
      .innerJoin(item, eq(item.id, purchaseOrder.itemId))
      .$dynamic(),
  );
}

export const findPurchaseOrder = async (db: Db, id: number) => (await joined(db).where(eq(purchaseOrder.id, id)))[0];

/** The order's own row, locked until the transaction ends so a receive, an edit and a delete never interleave. */
export const lockPurchaseOrder = async (db: Db, id: number) =>
  (await db.select().from(purchaseOrder).where(eq(purchaseOrder.id, id)).for('update'))[0];

export const insertPurchaseOrder = async (db: Db, values: PurchaseOrderWrite) =>
  (await db.insert(purchaseOrder).values(values).returning({ id: purchaseOrder.id }))[0]!.id;

export const updatePurchaseOrderRow = (db: Db, id: number, values: PurchaseOrderWrite) =>
  db.update(purchaseOrder).set(values).where(eq(purchaseOrder.id, id));

/** Marks the order received unless it already is; answers whether this call did it. */
export async function markReceived(db: Db, id: number) {
  const rows = await db
    .update(purchaseOrder)
    .set({ receivedAt: sql`now()` })
    .where(and(eq(purchaseOrder.id, id), isNull(purchaseOrder.receivedAt)))
    .returning({ id: purchaseOrder.id });
  return rows.length === 1;
}

export const deletePurchaseOrderRow = (db: Db, id: number) => db.delete(purchaseOrder).where(eq(purchaseOrder.id, id));
