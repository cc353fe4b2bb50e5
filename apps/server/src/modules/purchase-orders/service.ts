import {
  purchaseOrderMessages as MSG,
  type PurchaseOrderListQuery,
  type PurchaseOrder,
  type PurchaseOrderUpdateValues,
  type PurchaseOrderValues,
} from '@scm/contract';
import type { Db } from '../../db/client';
import dates from '../../platform/dates';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors';
import { toPage } from '../../platform/list-query';
import { itemByBarcode, itemExists } from '../items/lookup';
import { getSeller } from '../sellers/service';
import { changeStock, netStockOf } from '../stock/ledger';
import {
  deletePurchaseOrderRow,
  findPurchaseOrder,
  insertPurchaseOrder,
  listPurchaseOrders,
  lockPurchaseOrder,
  markReceived,
  updatePurchaseOrderRow,
  type PurchaseOrderRow,
} from './queries';

/** Who did it, kept on the stock history rows a purchase order writes. */
export interface Actor {
  employeeId: number | null;
}

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
  received: r.receivedAt !== null,
  receivedAt: r.receivedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export async function pagePurchaseOrders(db: Db, q: PurchaseOrderListQuery) {
  const { rows, total } = await listPurchaseOrders(db, q);
  return toPage(rows.map(presentPurchaseOrder), total, q);
}

export async function getPurchaseOrder(db: Db, id: number) {
  const row = await findPurchaseOrder(db, id);
  if (!row) throw notFound(MSG.notFound);
  return presentPurchaseOrder(row);
}

/**
 * A scanned or typed Code-128 label → the item and its category. An unknown code is a 404 with a Korean message
 * the scanner shows in its own dialog, so it asks the client for no alert on top.
 */
export async function purchaseOrderItemByBarcode(db: Db, code: string) {
  try {
    return await itemByBarcode(db, code);
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

/** Puts a received order's amount into stock; the ledger writes PURCHASE_ORDER_RECEIVING history. */
async function receiveInto(tx: Db, id: number, itemId: number, amount: number, actor: Actor) {
  if (!(await markReceived(tx, id))) throw conflict('PURCHASE_ORDER_RECEIVED', MSG.alreadyReceived);
  const moved = await changeStock(tx, {
    itemId,
    delta: amount,
    ioType: 'PURCHASE_ORDER_RECEIVING',
    reference: reference(id),
    employeeId: actor.employeeId,
  });
  return moved.amount;
}

/** Creates an order (발주); with receiveNow it is received in the same transaction. */
export async function createPurchaseOrder(db: Db, input: PurchaseOrderValues, actor: Actor) {
  await checkChoices(db, input);
  const { receiveNow, ...fields } = input;
  const { id, stock } = await db.transaction(async (tx) => {
    const newId = await insertPurchaseOrder(tx, { ...fields, orderDate: fields.orderDate ?? dates.today() });
    const amount = receiveNow ? await receiveInto(tx, newId, fields.itemId, fields.amount, actor) : null;
    return { id: newId, stock: amount };
  });
  return { order: await getPurchaseOrder(db, id), stock };
}

/** 입고 처리: the order's amount goes into stock and the order is marked received, together or not at all. */
export async function receivePurchaseOrder(db: Db, id: number, actor: Actor) {
  const stock = await db.transaction(async (tx) => {
    const row = await lockPurchaseOrder(tx, id);
    if (!row) throw notFound(MSG.notFound);
    return receiveInto(tx, id, row.itemId, row.amount, actor);
  });
  return { order: await getPurchaseOrder(db, id), stock };
}

/**
 * Edits an order. Once received its item is fixed, and a new amount moves stock by the difference
 * (PURCHASE_ORDER_MODIFY; refused with the ledger's shortage message, saving nothing, if stock would go below 0).
 */
export async function updatePurchaseOrder(db: Db, id: number, input: PurchaseOrderUpdateValues, actor: Actor) {
  await checkChoices(db, input);
  const { id: _id, ...fields } = input;
  await db.transaction(async (tx) => {
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
  return getPurchaseOrder(db, id);
}

/** Deletes an order; a received one first takes back out of stock what it put in (refused if stock is short). */
export async function deletePurchaseOrder(db: Db, id: number, actor: Actor) {
  const order = await getPurchaseOrder(db, id);
  await db.transaction(async (tx) => {
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
