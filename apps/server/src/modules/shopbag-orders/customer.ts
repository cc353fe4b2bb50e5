import {
  positionsOf,
  shopbagOrderMessages as M,
  type ListQuery,
  type MyShopbagOrder,
  type MyShopbagOrderListItem,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { toPage } from '../../platform/list';
import { findShopbagOrder, listMyShopbagOrders, positionsHeld, slotsOf } from './queries';
import { presentDraft } from './service';

/** GET /api/co/my_shopbag_work_order: the bag orders in which the customer holds a slot, with its positions. */
export async function pageMyShopbagOrders(db: Db, buyerId: number, q: ListQuery) {
  const { rows, total } = await listMyShopbagOrders(db, buyerId, q);
  const held = await positionsHeld(
    db,
    buyerId,
    rows.map((r) => r.id),
  );
  const items = rows.map((r): MyShopbagOrderListItem => ({
    id: r.id,
    orderNumber: r.orderNumber,
    productName: r.productName,
    shopbagType: r.shopbagType,
    myPositions: held.filter((h) => h.orderId === r.id).map((h) => h.position),
    deliveryDate: r.deliveryDate,
    receiptDatetime: r.receiptDatetime.toISOString(),
    workOrderStatus: r.workOrderStatus,
    completeProgress: r.completeProgress,
    cancelled: r.cancelledAt !== null,
  }));
  return toPage(items, total, q);
}

/**
 * GET /api/co/my_shopbag_work_order/{id}: the design read-only. The customer's own slot shows its remark and
 * draft; every other position says only whether it is sold. A bag it holds no slot in is a 404.
 */
export async function getMyShopbagOrder(db: Db, buyerId: number, id: number): Promise<MyShopbagOrder> {
  const found = await findShopbagOrder(db, id);
  const slots = found ? await slotsOf(db, id) : [];
  if (!found || !slots.some((s) => s.buyerId === buyerId)) throw notFound(M.notFound);
  const { order: o, bag } = found;
  const stored = positionsOf(bag.shopbagType);
  // A slot whose position the type no longer lists still shows (it cannot happen through the API, but stays visible).
  const positions = [...stored, ...slots.map((s) => s.position).filter((p) => !stored.includes(p))];
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    productName: o.productName,
    shopbagType: bag.shopbagType,
    deliveryDate: o.deliveryDate,
    receiptDatetime: o.receiptDatetime.toISOString(),
    completeDatetime: o.completeDatetime?.toISOString() ?? null,
    workOrderStatus: found.workOrderStatus,
    deliveryStatus: found.deliveryStatus,
    completeProgress: slots.filter((s) => s.draftId !== null).length,
    positions: positions.map((position) => {
      const slot = slots.find((s) => s.position === position);
      const mine = slot?.buyerId === buyerId;
      return {
        position,
        filled: slot !== undefined,
        mine,
        remark: mine ? slot.remark : null,
        draft: mine ? presentDraft(slot) : null,
      };
    }),
    cancelled: o.cancelledAt !== null,
  };
}
