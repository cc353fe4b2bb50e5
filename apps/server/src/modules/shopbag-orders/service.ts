import {
  fileUrl,
  shopbagOrderMessages as M,
  type ShopbagOrder,
  type ShopbagOrderListItem,
  type ShopbagOrderListQuery,
  type ShopbagSlot,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import { readPrintingSpec } from '../order-core';
import { currentOrderPrice } from '../order-prices';
import {
  findShopbagOrder,
  findSlot,
  listShopbagOrders,
  sellersOf,
  slotsOf,
  type FoundShopbagOrder,
  type ShopbagListRow,
  type SlotRow,
} from './queries';

const iso = (d: Date | null) => d?.toISOString() ?? null;

const presentListItem = (r: ShopbagListRow): ShopbagOrderListItem => ({
  id: r.id,
  orderNumber: r.orderNumber,
  productName: r.productName,
  shopbagType: r.shopbagType,
  employeeName: r.employeeName,
  parentCityName: r.parentCityName,
  childCityName: r.childCityName,
  buyerListNumber: r.buyerListNumber,
  completeProgress: r.completeProgress,
  deliveryDate: r.deliveryDate,
  receiptDatetime: r.receiptDatetime.toISOString(),
  workOrderId: r.workOrderId,
  workOrderStatus: r.workOrderStatus,
  departmentName: r.departmentName,
  deliveryStatus: r.deliveryStatus,
  cancelled: r.cancelledAt !== null,
});

/** GET: `today` is the shop calendar's day (납기 지남). */
export async function pageShopbagOrders(db: Db, q: ShopbagOrderListQuery, today: string) {
  const { rows, total } = await listShopbagOrders(db, q, today);
  return toPage(rows.map(presentListItem), total, q);
}

/** A slot's draft as the board shows it (the file API serves it, checking who asks). */
export const presentDraft = (r: Pick<SlotRow, 'draftId' | 'draftName' | 'draftType' | 'draftSize'>) =>
  r.draftId === null
    ? null
    : {
        id: r.draftId,
        originalFileName: r.draftName ?? '',
        contentType: r.draftType ?? '',
        size: r.draftSize ?? 0,
        url: fileUrl(r.draftId),
      };

export const presentSlot = (r: SlotRow): ShopbagSlot => {
  const draft = presentDraft(r);
  return {
    id: r.id,
    orderId: r.orderId,
    position: r.position,
    buyerId: r.buyerId,
    buyerName: r.buyerName,
    buyerTel: r.buyerTel,
    buyerAddress: r.buyerAddress,
    remark: r.remark,
    attachmentId: draft?.id ?? null,
    draft,
    draftUrl: draft?.url ?? null,
  };
};

export async function foundShopbagOrder(db: Db, id: number): Promise<FoundShopbagOrder> {
  const found = await findShopbagOrder(db, id);
  if (!found) throw notFound(M.notFound);
  return found;
}

/** GET /{id}: every field of 002 §3, the print spec, the distribution targets and the design slots. */
export async function getShopbagOrder(db: Db, id: number): Promise<ShopbagOrder> {
  const found = await foundShopbagOrder(db, id);
  const { order: o, bag } = found;
  const [spec, sellers, slots] = [await readPrintingSpec(db, id), await sellersOf(db, id), await slotsOf(db, id)];
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    productName: o.productName,
    shopbagType: bag.shopbagType,
    employeeId: bag.employeeId,
    employeeName: found.employeeName,
    employeeTel: found.employeeTel,
    parentCityCode: bag.parentCityCode,
    parentCityName: found.parentCityName,
    childCityCode: bag.childCityCode,
    childCityName: found.childCityName,
    deliveryDate: o.deliveryDate,
    sellerList: sellers,
    quality: o.quality,
    amount: o.amount,
    numberCases: o.numberCases,
    remark: o.remark,
    workType: o.workType,
    finishedSize: o.finishedSize,
    printingList: spec.printingList,
    isFoldingBinding: o.isFoldingBinding,
    foldingBindingList: spec.foldingBindingList,
    completeProgress: slots.filter((s) => s.draftId !== null).length,
    completeDatetime: iso(o.completeDatetime),
    buyerList: slots.map(presentSlot),
    receiptDatetime: o.receiptDatetime.toISOString(),
    buyerListNumber: slots.length,
    workOrderId: found.workOrderId,
    workOrderStatus: found.workOrderStatus,
    departmentName: found.departmentName,
    deliveryStatus: found.deliveryStatus,
    cancellation: o.cancelledAt ? { at: o.cancelledAt.toISOString(), reason: o.cancelReason } : null,
    price: await currentOrderPrice(db, id),
  };
}

/** GET /buyer/{id}: one design slot. */
export async function getSlot(db: Db, id: number): Promise<ShopbagSlot> {
  const row = await findSlot(db, id);
  if (!row) throw notFound(M.slotNotFound);
  return presentSlot(row);
}
