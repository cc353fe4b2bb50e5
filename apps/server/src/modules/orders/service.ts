import {
  fileUrl,
  ORDER_ORIGIN_SUBS,
  orderMessages as MSG,
  type Order,
  type OrderListItem,
  type OrderListQuery,
  type OrderOriginSub,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import { itemByBarcode, itemById } from '../items';
import { orderEvents, readPrintingSpec } from '../order-core';
import { currentOrderPrice } from '../order-prices';
import { ORDER_FILE_OWNER } from './files';
import { attachedFiles, findOrder, listOrders, type FoundOrder } from './queries';

const originSubOf = (stored: string): OrderOriginSub | null =>
  (ORDER_ORIGIN_SUBS as readonly string[]).includes(stored) ? (stored as OrderOriginSub) : null;

type ListRow = Awaited<ReturnType<typeof listOrders>>['rows'][number];

const presentListItem = (r: ListRow): OrderListItem => ({
  id: r.id,
  orderNumber: r.orderNumber,
  productName: r.productName,
  workType: r.workType,
  buyerName: r.buyerName,
  amount: r.amount,
  deliveryDate: r.deliveryDate,
  receiptDatetime: r.receiptDatetime.toISOString(),
  completeDatetime: r.completeDatetime?.toISOString() ?? null,
  workOrderStatus: r.workOrderStatus,
  departmentName: r.departmentName,
  deliveryStatus: r.deliveryStatus,
  cancelled: r.cancelledAt !== null,
});

/** GET: `today` is the shop calendar's day (납기 지남). */
export async function pageOrders(db: Db, q: OrderListQuery, today: string) {
  const { rows, total } = await listOrders(db, q, today);
  return toPage(rows.map(presentListItem), total, q);
}

/** The order row with what the detail shows beside it, or a 404. */
export async function foundOrder(db: Db, id: number): Promise<FoundOrder> {
  const found = await findOrder(db, id);
  if (!found) throw notFound(MSG.notFound);
  return found;
}

/** GET /{id}: every field of the order, its print spec in entry order, its draft files and where the job is. */
export async function getOrder(db: Db, id: number): Promise<Order> {
  const found = await foundOrder(db, id);
  const { order: o } = found;
  const [spec, files] = [await readPrintingSpec(db, id), await attachedFiles(db, ORDER_FILE_OWNER, id)];
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    productName: o.productName,
    buyerId: found.buyerId,
    buyerName: found.buyerName,
    deliveryDate: o.deliveryDate,
    originSub: originSubOf(o.originSub),
    outsourcingChargeId: o.outsourcingChargeId,
    outsourcingChargeName: found.outsourcingChargeName,
    quality: o.quality,
    amount: o.amount,
    numberCases: o.numberCases,
    remark: o.remark,
    receiver: o.receiver,
    zipCode: o.zipCode,
    address: o.address,
    receiverTel: o.receiverTel,
    deliveryType: o.deliveryType,
    invoice: o.invoice,
    deliveryCompanyCode: o.deliveryCompanyCode,
    deliveryRemark: o.deliveryRemark,
    attachments: files.map((f) => ({
      id: f.id,
      originalFileName: f.originalFileName,
      size: f.size,
      url: fileUrl(f.id),
    })),
    workType: o.workType,
    finishedSize: o.finishedSize,
    printingList: spec.printingList,
    isFoldingBinding: o.isFoldingBinding,
    foldingBindingList: spec.foldingBindingList,
    receiptDatetime: o.receiptDatetime.toISOString(),
    completeDatetime: o.completeDatetime?.toISOString() ?? null,
    workOrderId: found.workOrderId,
    workOrderStatus: found.workOrderStatus,
    departmentName: found.departmentName,
    deliveryStatus: found.deliveryStatus,
    cancellation: o.cancelledAt ? { at: o.cancelledAt.toISOString(), reason: o.cancelReason } : null,
    price: await currentOrderPrice(db, id),
  };
}

/** GET /history?orderId=: the order's events, oldest first (404 for an order that does not exist). */
export async function getOrderHistory(db: Db, orderId: number) {
  await foundOrder(db, orderId);
  return orderEvents(db, orderId);
}

/** A 404 the paper picker shows in its own place (no alert on top), as the purchase-order scanner does. */
const quietNotFound = (error: unknown) =>
  error instanceof AppError && error.statusCode === 404
    ? new AppError(404, error.errorCode, error.message, { isAlert: false, isSnackbar: false })
    : error;

/** GET /item/barcode/{code}: the paper a scanned label names (id, itemName, itemCode, categoryId). */
export async function orderItemByBarcode(db: Db, code: string) {
  try {
    return await itemByBarcode(db, code);
  } catch (error) {
    throw quietNotFound(error);
  }
}

/** GET /item/{id}: the same answer for an item picked by id. */
export async function orderItemById(db: Db, id: number) {
  try {
    return await itemById(db, id);
  } catch (error) {
    throw quietNotFound(error);
  }
}
