import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  SHOPBAG_SLOT_FILE_OWNER,
  MY_SHOPBAG_SORT_FIELDS,
  SHOPBAG_SORT_FIELDS,
  type ListQuery,
  type MY_SHOPBAG_SEARCH_FILTERS,
  type SHOPBAG_SEARCH_FILTERS,
  type ShopbagOrderListQuery,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { buyer } from '../../db/schema/buyers';
import { city } from '../../db/schema/cities';
import { delivery } from '../../db/schema/deliveries';
import { department } from '../../db/schema/departments';
import { employee } from '../../db/schema/employees';
import { storedFile } from '../../db/schema/files';
import { printingOrder } from '../../db/schema/orders';
import { seller } from '../../db/schema/sellers';
import { shopbagOrder, shopbagOrderSeller, shopbagOrderSlot } from '../../db/schema/shopbag-orders';
import { workOrder } from '../../db/schema/work-orders';
import { defineList, fetchList, lookup, type SearchOf } from '../../platform/list';
import {
  currentWorkOrderJoin,
  jobStatusColumns,
  jobStatusJoins,
  lockOrderForWrite,
  overdueCondition,
  statusCondition,
} from '../order-core';

const parentCity = alias(city, 'parent_city');
const childCity = alias(city, 'child_city');

/** Slots with an advertiser (buyerListNumber), and those with a design as well (completeProgress). */
const slotCount =
  sql<number>`(select count(*) from ${shopbagOrderSlot} where ${shopbagOrderSlot.orderId} = ${printingOrder.id})`.mapWith(
    Number,
  );
const designCount =
  sql<number>`(select count(*) from ${shopbagOrderSlot} join ${storedFile} on ${storedFile.ownerType} = ${SHOPBAG_SLOT_FILE_OWNER} and ${storedFile.ownerId} = ${shopbagOrderSlot.id} where ${shopbagOrderSlot.orderId} = ${printingOrder.id})`.mapWith(
    Number,
  );

const listColumns = {
  id: printingOrder.id,
  orderNumber: printingOrder.orderNumber,
  productName: printingOrder.productName,
  shopbagType: shopbagOrder.shopbagType,
  employeeName: employee.name,
  parentCityName: parentCity.name,
  childCityName: childCity.name,
  buyerListNumber: slotCount,
  completeProgress: designCount,
  deliveryDate: printingOrder.deliveryDate,
  receiptDatetime: printingOrder.receiptDatetime,
  cancelledAt: printingOrder.cancelledAt,
  ...jobStatusColumns,
};

const shopbagList = defineList({
  from: printingOrder,
  key: printingOrder.id,
  joins: [
    { table: shopbagOrder, on: eq(shopbagOrder.orderId, printingOrder.id) },
    { table: employee, on: eq(employee.id, shopbagOrder.employeeId), left: true },
    { table: parentCity, on: eq(parentCity.code, shopbagOrder.parentCityCode), left: true },
    { table: childCity, on: eq(childCity.code, shopbagOrder.childCityCode), left: true },
    ...jobStatusJoins,
  ],
  columns: listColumns,
  sortFields: SHOPBAG_SORT_FIELDS,
  sort: {
    id: printingOrder.id,
    orderNumber: printingOrder.orderNumber,
    productName: printingOrder.productName,
    shopbagType: shopbagOrder.shopbagType,
    employeeName: employee.name,
    deliveryDate: printingOrder.deliveryDate,
    receiptDatetime: printingOrder.receiptDatetime,
  },
  search: {
    orderNumber: printingOrder.orderNumber,
    productName: printingOrder.productName,
    employeeName: lookup(shopbagOrder.employeeId, (db, like) =>
      db.select({ id: employee.id }).from(employee).where(like(employee.name)),
    ),
    // 광고주: the bags with a slot sold to a customer of that name (the slots' buyer index, then the order ids).
    advertiserName: lookup(printingOrder.id, (db, like) =>
      db
        .selectDistinct({ id: shopbagOrderSlot.orderId })
        .from(shopbagOrderSlot)
        .innerJoin(buyer, eq(buyer.id, shopbagOrderSlot.buyerId))
        .where(like(buyer.name)),
    ),
  } satisfies SearchOf<typeof SHOPBAG_SEARCH_FILTERS>,
  dates: { receiptDatetime: printingOrder.receiptDatetime },
  defaultSort: [desc(printingOrder.receiptDatetime), desc(printingOrder.id)],
  defaultDateWindow: true,
});

export type ShopbagListRow = NonNullable<(typeof shopbagList)['__row']>;

/** `today` (the shop calendar's day) decides 납기 지남; `buyerId` keeps the bags with a slot of that advertiser. */
export const listShopbagOrders = (db: Db, q: ShopbagOrderListQuery, today: string) =>
  fetchList(db, shopbagList, q, [
    eq(printingOrder.workType, 'SHOPBAG'),
    q.parentCityCode ? eq(shopbagOrder.parentCityCode, q.parentCityCode) : undefined,
    q.childCityCode ? eq(shopbagOrder.childCityCode, q.childCityCode) : undefined,
    q.shopbagType ? eq(shopbagOrder.shopbagType, q.shopbagType) : undefined,
    q.buyerId
      ? inArray(
          printingOrder.id,
          db
            .select({ id: shopbagOrderSlot.orderId })
            .from(shopbagOrderSlot)
            .where(eq(shopbagOrderSlot.buyerId, q.buyerId)),
        )
      : undefined,
    statusCondition(q.status),
    overdueCondition(q.overdue, today),
  ]);

/** The bag order with its sales employee, area and job status, for the detail. */
export async function findShopbagOrder(db: Db, id: number) {
  const [row] = await db
    .select({
      order: printingOrder,
      bag: shopbagOrder,
      employeeName: employee.name,
      employeeTel: employee.tel,
      parentCityName: parentCity.name,
      childCityName: childCity.name,
      ...jobStatusColumns,
    })
    .from(printingOrder)
    .innerJoin(shopbagOrder, eq(shopbagOrder.orderId, printingOrder.id))
    .leftJoin(employee, eq(employee.id, shopbagOrder.employeeId))
    .leftJoin(parentCity, eq(parentCity.code, shopbagOrder.parentCityCode))
    .leftJoin(childCity, eq(childCity.code, shopbagOrder.childCityCode))
    .leftJoin(workOrder, currentWorkOrderJoin)
    .leftJoin(department, eq(department.id, workOrder.holderDepartmentId))
    .leftJoin(delivery, eq(delivery.workOrderId, workOrder.id))
    .where(and(eq(printingOrder.id, id), eq(printingOrder.workType, 'SHOPBAG')));
  return row;
}
export type FoundShopbagOrder = NonNullable<Awaited<ReturnType<typeof findShopbagOrder>>>;

/**
 * The bag order, its bag row and its work orders, locked until the transaction ends by the orders' one lock
 * (`lockOrderForWrite`: order, bag row, work orders). Undefined when the order is not a bag order.
 */
export async function lockShopbagOrder(db: Db, id: number) {
  const locked = await lockOrderForWrite(db, id);
  if (!locked?.bag) return undefined;
  return { ...locked, bag: locked.bag };
}

export type BagWrite = Omit<typeof shopbagOrder.$inferInsert, 'orderId'>;

export const insertBagRow = (db: Db, orderId: number, values: BagWrite) =>
  db.insert(shopbagOrder).values({ orderId, ...values });

export const updateBagRow = (db: Db, orderId: number, values: Partial<BagWrite>) =>
  db.update(shopbagOrder).set(values).where(eq(shopbagOrder.orderId, orderId));

/** Replaces the distribution targets, in the order chosen. */
export async function writeSellers(db: Db, orderId: number, sellerIds: readonly number[]) {
  await db.delete(shopbagOrderSeller).where(eq(shopbagOrderSeller.orderId, orderId));
  if (sellerIds.length > 0)
    await db
      .insert(shopbagOrderSeller)
      .values(sellerIds.map((sellerId, position) => ({ orderId, sellerId, position })));
}

export const sellersOf = (db: Db, orderId: number) =>
  db
    .select({
      id: seller.id,
      sellerName: seller.sellerName,
      sellerTel: seller.sellerTel,
      sellerAddress: seller.sellerAddress,
    })
    .from(shopbagOrderSeller)
    .innerJoin(seller, eq(seller.id, shopbagOrderSeller.sellerId))
    .where(eq(shopbagOrderSeller.orderId, orderId))
    .orderBy(asc(shopbagOrderSeller.position));

const slotColumns = {
  id: shopbagOrderSlot.id,
  orderId: shopbagOrderSlot.orderId,
  position: shopbagOrderSlot.position,
  buyerId: shopbagOrderSlot.buyerId,
  buyerName: buyer.name,
  buyerTel: buyer.tel,
  buyerAddress: buyer.address,
  remark: shopbagOrderSlot.remark,
  draftId: storedFile.id,
  draftName: storedFile.originalFileName,
  draftType: storedFile.contentType,
  draftSize: storedFile.size,
};

const slotsQuery = (db: Db) =>
  db
    .select(slotColumns)
    .from(shopbagOrderSlot)
    .innerJoin(buyer, eq(buyer.id, shopbagOrderSlot.buyerId))
    .leftJoin(
      storedFile,
      and(eq(storedFile.ownerType, SHOPBAG_SLOT_FILE_OWNER), eq(storedFile.ownerId, shopbagOrderSlot.id)),
    );

/** The order's filled slots with their advertiser and draft (one draft per slot). */
export const slotsOf = (db: Db, orderId: number) =>
  slotsQuery(db).where(eq(shopbagOrderSlot.orderId, orderId)).orderBy(asc(shopbagOrderSlot.id));

export type SlotRow = Awaited<ReturnType<typeof slotsOf>>[number];

export const findSlot = async (db: Db, id: number) => (await slotsQuery(db).where(eq(shopbagOrderSlot.id, id)))[0];

export const lockSlot = async (db: Db, id: number) =>
  (await db.select().from(shopbagOrderSlot).where(eq(shopbagOrderSlot.id, id)).for('update'))[0];

export const slotOfBuyer = async (db: Db, orderId: number, buyerId: number) =>
  (
    await db
      .select()
      .from(shopbagOrderSlot)
      .where(and(eq(shopbagOrderSlot.orderId, orderId), eq(shopbagOrderSlot.buyerId, buyerId)))
  )[0];

export const slotAt = async (db: Db, orderId: number, position: string) =>
  (
    await db
      .select()
      .from(shopbagOrderSlot)
      .where(and(eq(shopbagOrderSlot.orderId, orderId), eq(shopbagOrderSlot.position, position)))
  )[0];

export const insertSlot = async (db: Db, values: typeof shopbagOrderSlot.$inferInsert) =>
  (await db.insert(shopbagOrderSlot).values(values).returning())[0]!;

export const updateSlot = (db: Db, id: number, values: Partial<typeof shopbagOrderSlot.$inferInsert>) =>
  db.update(shopbagOrderSlot).set(values).where(eq(shopbagOrderSlot.id, id));

export const deleteSlotRow = (db: Db, id: number) => db.delete(shopbagOrderSlot).where(eq(shopbagOrderSlot.id, id));

/** The positions taken, and how many of them carry a design: the type-change rule reads both. */
export async function slotTally(db: Db, orderId: number) {
  const rows = await db
    .select({ position: shopbagOrderSlot.position, draftId: storedFile.id })
    .from(shopbagOrderSlot)
    .leftJoin(
      storedFile,
      and(eq(storedFile.ownerType, SHOPBAG_SLOT_FILE_OWNER), eq(storedFile.ownerId, shopbagOrderSlot.id)),
    )
    .where(eq(shopbagOrderSlot.orderId, orderId));
  return { positions: rows.map((r) => r.position), designs: rows.filter((r) => r.draftId !== null).length };
}

/** Whether the slot a file belongs to is held by `buyerId` (the customer's own draft). */
export async function slotHeldBy(db: Db, slotId: number, buyerId: number) {
  const [row] = await db
    .select({ id: shopbagOrderSlot.id })
    .from(shopbagOrderSlot)
    .where(and(eq(shopbagOrderSlot.id, slotId), eq(shopbagOrderSlot.buyerId, buyerId)));
  return !!row;
}

/** The ids of `ids` that exist, to answer unknown choices at their fields. */
export async function existingEmployees(db: Db, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.select({ id: employee.id }).from(employee).where(inArray(employee.id, ids));
  return new Set(rows.map((r) => r.id));
}
export async function existingSellers(db: Db, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: seller.id })
    .from(seller)
    .where(inArray(seller.id, [...new Set(ids)]));
  return new Set(rows.map((r) => r.id));
}
/** The advertiser's sign-in account, or undefined when no such buyer exists. */
export const buyerAccount = async (db: Db, id: number) =>
  (await db.select({ accountId: buyer.accountId }).from(buyer).where(eq(buyer.id, id)))[0]?.accountId;

/** The city with `code`, its parent's code (null for a 시·도) and whether it is retired, or undefined. */
export const findCity = async (db: Db, code: string) =>
  (
    await db
      .select({ code: city.code, parentCode: city.parentCode, retired: city.retired })
      .from(city)
      .where(eq(city.code, code))
  )[0];

const myList = defineList({
  from: printingOrder,
  key: printingOrder.id,
  joins: [
    { table: shopbagOrder, on: eq(shopbagOrder.orderId, printingOrder.id) },
    { table: workOrder, on: currentWorkOrderJoin, left: true },
  ],
  columns: {
    id: printingOrder.id,
    orderNumber: printingOrder.orderNumber,
    productName: printingOrder.productName,
    shopbagType: shopbagOrder.shopbagType,
    deliveryDate: printingOrder.deliveryDate,
    receiptDatetime: printingOrder.receiptDatetime,
    cancelledAt: printingOrder.cancelledAt,
    workOrderStatus: workOrder.status,
    completeProgress: designCount,
  },
  sortFields: MY_SHOPBAG_SORT_FIELDS,
  sort: {
    orderNumber: printingOrder.orderNumber,
    productName: printingOrder.productName,
    receiptDatetime: printingOrder.receiptDatetime,
    deliveryDate: printingOrder.deliveryDate,
  },
  search: {
    orderNumber: printingOrder.orderNumber,
    productName: printingOrder.productName,
  } satisfies SearchOf<typeof MY_SHOPBAG_SEARCH_FILTERS>,
  dates: { receiptDatetime: printingOrder.receiptDatetime },
  defaultSort: [desc(printingOrder.receiptDatetime), desc(printingOrder.id)],
  defaultDateWindow: true,
});

/** The customer's bag orders: those in which it holds a slot. */
export const listMyShopbagOrders = (db: Db, buyerId: number, q: ListQuery) =>
  fetchList(db, myList, q, [
    inArray(
      printingOrder.id,
      db
        .select({ orderId: shopbagOrderSlot.orderId })
        .from(shopbagOrderSlot)
        .where(eq(shopbagOrderSlot.buyerId, buyerId)),
    ),
  ]);

/** The customer's own positions in each of `orderIds`. */
export const positionsHeld = (db: Db, buyerId: number, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ orderId: shopbagOrderSlot.orderId, position: shopbagOrderSlot.position })
        .from(shopbagOrderSlot)
        .where(and(eq(shopbagOrderSlot.buyerId, buyerId), inArray(shopbagOrderSlot.orderId, orderIds)))
        .orderBy(asc(shopbagOrderSlot.position));
