import { and, asc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buyer } from '../../db/schema/buyers';
import { item } from '../../db/schema/items';
import { printingOrder, printingOrderPaper, printingOrderPrinting } from '../../db/schema/orders';
import { shopbagOrderSlot } from '../../db/schema/shopbag-orders';
import { workOrder } from '../../db/schema/work-orders';

/**
 * Order facts other modules need (work orders, deliveries, deposits, inspections, items and the dashboard), so they
 * never read the order tables themselves. Reads only: the order's writes are `order-writes.ts` and `order-rows.ts`.
 */
/** Someone the order is for: a printing order's buyer, or each advertiser holding a slot of a bag order. */
export interface OrderCustomer {
  buyerId: number;
  name: string;
  /**
   * Where a text may go, in order of preference: the buyer's contact person's phone, the order's receiver's (for the
   * order's own buyer only), then the company's phone. queueSms takes the first that is a mobile.
   */
  phones: string[];
  /** The sign-in account, to notify it. */
  accountId: number;
}

export interface OrderHeadline {
  id: number;
  orderNumber: string;
  productName: string;
  workType: string;
  /** The printing order's buyer; null for a shopping-bag order (its customers are the slots' advertisers). */
  buyerId: number | null;
  /** Everyone the order is for, each once: notifications and texts go to them. */
  customers: OrderCustomer[];
  deliveryDate: string | null;
  cancelled: boolean;
}

export async function orderHeadline(db: Db, orderId: number): Promise<OrderHeadline | undefined> {
  const [row] = await db
    .select({
      id: printingOrder.id,
      orderNumber: printingOrder.orderNumber,
      productName: printingOrder.productName,
      workType: printingOrder.workType,
      buyerId: printingOrder.buyerId,
      deliveryDate: printingOrder.deliveryDate,
      cancelledAt: printingOrder.cancelledAt,
    })
    .from(printingOrder)
    .where(eq(printingOrder.id, orderId));
  if (!row) return undefined;
  const { cancelledAt, ...rest } = row;
  return { ...rest, customers: await orderCustomers(db, orderId), cancelled: cancelledAt !== null };
}

/** The order's buyer and its slots' advertisers, each buyer once, in slot order. */
export async function orderCustomers(db: Db, orderId: number): Promise<OrderCustomer[]> {
  const columns = {
    buyerId: buyer.id,
    name: buyer.name,
    tel: buyer.tel,
    chargerTel: buyer.chargerTel,
    accountId: buyer.accountId,
  };
  const own = await db
    .select({ ...columns, receiverTel: printingOrder.receiverTel })
    .from(printingOrder)
    .innerJoin(buyer, eq(buyer.id, printingOrder.buyerId))
    .where(eq(printingOrder.id, orderId));
  const advertisers = await db
    .select(columns)
    .from(shopbagOrderSlot)
    .innerJoin(buyer, eq(buyer.id, shopbagOrderSlot.buyerId))
    .where(eq(shopbagOrderSlot.orderId, orderId))
    .orderBy(asc(shopbagOrderSlot.position));
  const seen = new Set<number>();
  return [...own, ...advertisers]
    .filter((c) => !seen.has(c.buyerId) && seen.add(c.buyerId))
    .map(({ buyerId, name, accountId, tel, chargerTel, ...rest }) => {
      const receiverTel = 'receiverTel' in rest ? String(rest.receiverTel) : '';
      return { buyerId, name, accountId, phones: [chargerTel, receiverTel, tel].filter(Boolean) };
    });
}

/** A paper line to release from stock when printing completes. */
export interface PaperLine {
  rawItemId: number;
  itemName: string;
  /** Used amount and spoilage; null read as 0. */
  amount: number;
  wrongAmount: number;
}

/** Every paper line of the order's printing entries, cover first, in the order they were entered. */
export async function paperLinesOf(db: Db, orderId: number): Promise<PaperLine[]> {
  const rows = await db
    .select({
      rawItemId: printingOrderPaper.rawItemId,
      itemName: item.name,
      amount: printingOrderPaper.amount,
      wrongAmount: printingOrderPaper.wrongAmount,
    })
    .from(printingOrderPaper)
    .innerJoin(printingOrderPrinting, eq(printingOrderPrinting.id, printingOrderPaper.printingId))
    .innerJoin(item, eq(item.id, printingOrderPaper.rawItemId))
    .where(eq(printingOrderPrinting.orderId, orderId))
    .orderBy(asc(printingOrderPrinting.position), asc(printingOrderPaper.position));
  return rows.map((r) => ({ ...r, amount: r.amount ?? 0, wrongAmount: r.wrongAmount ?? 0 }));
}

/** A job ticket's label: the order number its Code-128 barcode encodes, and the order. */
export interface OrderBarcode {
  orderId: number;
  barcode: string;
}

/**
 * The labels of the jobs still in the shop (work order RECEIPT or WORKING), by order number: what a scan on the
 * work-order screen can act on. Finished and cancelled jobs drop out, so the list stays the size of the work.
 */
export async function openOrderBarcodes(db: Db): Promise<OrderBarcode[]> {
  return db
    .select({ orderId: printingOrder.id, barcode: printingOrder.orderNumber })
    .from(printingOrder)
    .innerJoin(workOrder, eq(workOrder.orderId, printingOrder.id))
    .where(inArray(workOrder.status, ['RECEIPT', 'WORKING']))
    .orderBy(asc(printingOrder.orderNumber));
}

/** The buyer's name, or for a bag order '쇼핑백 (광고주 N곳)' from its filled slots. */
const customerLabel = sql<string>`coalesce(${buyer.name}, '쇼핑백 (광고주 ' || (select count(*) from ${shopbagOrderSlot} where ${shopbagOrderSlot.orderId} = ${printingOrder.id}) || '곳)')`;

/**
 * For lists that show order facts beside their own rows (work orders, deliveries): the join onto the order and its
 * customer, the columns they show, and what their keyword search and sort may read. The tables stay this module's.
 */
export const orderListParts = {
  // Every work order is opened with its order (`openWorkOrder` in work-order-rows.ts, in the order's transaction; the order's delete
  // cascades to it), so the join never drops a row and a count need not read the order.
  joins: (orderIdColumn: AnyColumn) =>
    [
      { table: printingOrder, on: eq(printingOrder.id, orderIdColumn), keepsRows: true },
      // A shopping-bag order has no buyer (its customers are its slots' advertisers): its jobs and shipments stay.
      { table: buyer, on: eq(buyer.id, printingOrder.buyerId), left: true },
    ] as const,
  columns: {
    orderId: printingOrder.id,
    orderNumber: printingOrder.orderNumber,
    productName: printingOrder.productName,
    workType: printingOrder.workType,
    buyerName: customerLabel,
    deliveryDate: printingOrder.deliveryDate,
    orderReceiptDatetime: printingOrder.receiptDatetime,
  },
  shipping: {
    receiver: printingOrder.receiver,
    zipCode: printingOrder.zipCode,
    address: printingOrder.address,
    receiverTel: printingOrder.receiverTel,
    deliveryRemark: printingOrder.deliveryRemark,
  },
  search: {
    orderNumber: printingOrder.orderNumber,
    productName: printingOrder.productName,
    buyerName: buyer.name,
    receiver: printingOrder.receiver,
  },
  sort: {
    orderNumber: printingOrder.orderNumber,
    productName: printingOrder.productName,
    buyerName: buyer.name,
    deliveryDate: printingOrder.deliveryDate,
  },
};

/** Where the order ships and what staff noted about shipping (the work-order detail and the delivery it opens). */
export interface OrderShipping {
  receiver: string;
  zipCode: string;
  address: string;
  receiverTel: string;
  deliveryCompanyCode: string;
  invoice: string;
  deliveryRemark: string;
  /** Staff confirmed the noted invoice is shared with another shipment of the customer (합포장). */
  combinedShipment: boolean;
}

export async function orderShipping(db: Db, orderId: number): Promise<OrderShipping | undefined> {
  const [row] = await db
    .select({
      ...orderListParts.shipping,
      deliveryCompanyCode: printingOrder.deliveryCompanyCode,
      invoice: printingOrder.invoice,
      combinedShipment: printingOrder.combinedShipment,
    })
    .from(printingOrder)
    .where(eq(printingOrder.id, orderId));
  return row;
}

/** Σ of one paper column over every printing entry of the order (the original job's paper). */
const orderPaperSum = (column: AnyColumn) =>
  sql<number>`(select coalesce(sum(${column}), 0) from ${printingOrderPaper} inner join ${printingOrderPrinting} on ${printingOrderPrinting.id} = ${printingOrderPaper.printingId} where ${printingOrderPrinting.orderId} = ${printingOrder.id})`.mapWith(
    Number,
  );

/**
 * The order facts a work order shows beside its own (spec 001 §3: amount, remark, the paper used and spoiled), for
 * reads already joined onto the order through `orderListParts.joins`.
 */
export const orderJobFacts = {
  orderAmount: printingOrder.amount,
  numberCases: printingOrder.numberCases,
  orderRemark: printingOrder.remark,
  orderPaperAmount: orderPaperSum(printingOrderPaper.amount),
  orderPaperWrongAmount: orderPaperSum(printingOrderPaper.wrongAmount),
};

/** The order's original job (the one opened with it): its state and whether it was printed, or undefined. */
export async function originalJobOf(db: Db, orderId: number) {
  const [job] = await db
    .select({ id: workOrder.id, status: workOrder.status, printedAt: workOrder.printedAt })
    .from(workOrder)
    .where(and(eq(workOrder.orderId, orderId), eq(workOrder.kind, 'ORIGINAL')));
  return job;
}
