import {
  purchaseOrderMessages as MSG,
  purchaseOrderWorkflow,
  type PurchaseOrderListQuery,
  type PurchaseOrder,
  type PurchaseOrderUpdateValues,
  type PurchaseOrderValues,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { AppError, fieldError, notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import type { ServiceContext } from '../../platform/service';
import { transition } from '../../platform/workflow';
import { itemByBarcode, itemExists } from '../items';
import { getSeller } from '../sellers';
import { changeStock, netStockOf } from '../stock';
import {
  deletePurchaseOrderRow,
  findPurchaseOrder,
  insertPurchaseOrder,
  listPurchaseOrders,
  lockPurchaseOrder,
  purchaseOrderRecord,
  updatePurchaseOrderRow,
  type PurchaseOrderRow,
} from './queries';

const reference = (id: number) => ({ type: 'PURCHASE_ORDER' as const, id });

export const presentPurchaseOrder = (r: PurchaseOrderRow): PurchaseOrder => ({
  id: r.id,
  sellerId: r.sellerId,
  sellerName: r.sellerName,
  itemId: r.itemId,
  itemName: r.itemName,
  itemCode: r.itemCode,
  itemUnit: r.itemUnit,
  categoryId: r.categoryId,
  amount: r.amount,
  orderDate: r.orderDate,
  remark: r.remark,
  status: r.receivedAt === null ? 'ORDERED' : 'RECEIVED',
  received: r.receivedAt !== null,
  receivedAt: r.receivedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export async function pagePurchaseOrders(ctx: ServiceContext, q: PurchaseOrderListQuery) {
  const { rows, total } = await listPurchaseOrders(ctx.db, q);
  return toPage(rows.map(presentPurchaseOrder), total, q);
}

export async function getPurchaseOrder(ctx: ServiceContext, id: number) {
  const row = await findPurchaseOrder(ctx.db, id);
  if (!row) throw notFound(MSG.notFound);
  return presentPurchaseOrder(row);
}

/**
 * A scanned or typed Code-128 label → the item and its category. An unknown code is a 404 with a Korean message
 * the scanner shows in its own dialog, so it asks the client for no alert on top.
 */
export async function purchaseOrderItemByBarcode(ctx: ServiceContext, code: string) {
  try {
    return await itemByBarcode(ctx.db, code);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404)
      throw new AppError(404, error.errorCode, error.message, { isAlert: false, isSnackbar: false });
    throw error;
  }
}

/** The seller and item must exist; answered under their fields like the schema's own checks. */
async function checkChoices(db: Db, input: { sellerId: number; itemId: number }) {
  try {
    await getSeller(db, input.sellerId);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw fieldError('sellerId', MSG.sellerNotFound);
    throw error;
  }
  if (!(await itemExists(db, input.itemId))) throw fieldError('itemId', MSG.itemNotFound);
}

/**
 * 입고 처리 on the workflow kit: moves the order ORDERED → RECEIVED (receivedAt = the shop clock's now) only if it
 * is still ORDERED, else the 409 names its state, and puts its amount into stock with PURCHASE_ORDER_RECEIVING
 * history. Runs in the caller's transaction: the guarded UPDATE holds the row until it commits.
 */
async function receiveInto(tx: ServiceContext, id: number) {
  await transition(tx.db, purchaseOrderWorkflow, purchaseOrderRecord(tx.clock), id, 'receive');
  const row = (await lockPurchaseOrder(tx.db, id))!;
  const moved = await changeStock(tx.db, {
    itemId: row.itemId,
    delta: row.amount,
    ioType: 'PURCHASE_ORDER_RECEIVING',
    reference: reference(id),
    employeeId: tx.actor.employeeId,
  });
  return moved.amount;
}

/** Creates an order (발주); with receiveNow it is received in the same transaction. */
export async function createPurchaseOrder(ctx: ServiceContext, input: PurchaseOrderValues) {
  await checkChoices(ctx.db, input);
  const { receiveNow, ...fields } = input;
  const { id, stock } = await ctx.transaction(async (tx) => {
    const newId = await insertPurchaseOrder(tx.db, { ...fields, orderDate: fields.orderDate ?? tx.clock.today() });
    return { id: newId, stock: receiveNow ? await receiveInto(tx, newId) : null };
  });
  return { order: await getPurchaseOrder(ctx, id), stock };
}

/** 입고 처리: the order's amount goes into stock and the order is marked received, together or not at all. */
export async function receivePurchaseOrder(ctx: ServiceContext, id: number) {
  const stock = await ctx.transaction((tx) => receiveInto(tx, id));
  return { order: await getPurchaseOrder(ctx, id), stock };
}

/**
 * Edits an order. Once received its item is fixed, and a new amount moves stock by the difference
 * (PURCHASE_ORDER_MODIFY; refused with the ledger's shortage message, saving nothing, if stock would go below 0).
 */
export async function updatePurchaseOrder(ctx: ServiceContext, id: number, input: PurchaseOrderUpdateValues) {
  await checkChoices(ctx.db, input);
  const { id: _id, ...fields } = input;
  await ctx.transaction(async ({ db: tx, actor }) => {
    const row = await lockPurchaseOrder(tx, id);
    if (!row) throw notFound(MSG.notFound);
    if (row.receivedAt !== null) {
      if (fields.itemId !== row.itemId) throw fieldError('itemId', MSG.itemLocked);
      const delta = fields.amount - (await netStockOf(tx, reference(id)));
      if (delta !== 0)
        await changeStock(tx, {
          itemId: row.itemId,
          delta,
          ioType: 'PURCHASE_ORDER_MODIFY',
          reference: reference(id),
          employeeId: actor.employeeId,
        });
    }
    await updatePurchaseOrderRow(tx, id, { ...fields, orderDate: fields.orderDate ?? row.orderDate });
  });
  return getPurchaseOrder(ctx, id);
}

/** Deletes an order; a received one first takes back out of stock what it put in (refused if stock is short). */
export async function deletePurchaseOrder(ctx: ServiceContext, id: number) {
  const order = await getPurchaseOrder(ctx, id);
  await ctx.transaction(async ({ db: tx, actor }) => {
    const row = await lockPurchaseOrder(tx, id);
    if (!row) throw notFound(MSG.notFound);
    if (row.receivedAt !== null) {
      const net = await netStockOf(tx, reference(id));
      if (net !== 0)
        await changeStock(tx, {
          itemId: row.itemId,
          delta: -net,
          ioType: 'PURCHASE_ORDER_MODIFY',
          reference: reference(id),
          employeeId: actor.employeeId,
        });
    }
    await deletePurchaseOrderRow(tx, id);
  });
  return order;
}
