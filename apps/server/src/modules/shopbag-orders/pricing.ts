import { positionsOf, shopbagOrderMessages as M, type ShopbagOrderValues } from '@scm/contract';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../platform/service';
import { splitBagIssuedPrices } from '../deposits';
import {
  applyOrderPrice,
  estimateSpec,
  orderChargedTotal,
  type LockedPricedOrder,
  type PriceChange,
  type PricedOrderKind,
} from '../order-prices';
import { lockShopbagOrder, slotsOf } from './queries';
import { foundShopbagOrder } from './service';
import { asStaffSpec } from './spec';

// A bag order as a kind of priced order (issue 33): the bags and every advertiser slot of the cut type priced by the
// engine, the charged total split over the filled slots' deposit entries. The re-pricing, the override route and the
// price's read are the order-prices module's (`applyOrderPrice`, `registerPriceRoutes`).

/** Only staff may override a price (the order-prices module's check, for the bag's changes). */
export { checkOverrideAllowed as checkBagOverrideAllowed } from '../order-prices';

/** The bag's spec priced on `date`: `amount` bags of its cut type with all of the type's advertiser slots. */
export const estimateBag = (db: Db, v: ShopbagOrderValues, date: string) =>
  estimateSpec(
    db,
    { workType: 'SHOPBAG', finishedSize: v.finishedSize, isFoldingBinding: v.isFoldingBinding, ...asStaffSpec(v) },
    {
      date,
      quantity: v.amount,
      shopbag: { shopbagType: v.shopbagType, slots: positionsOf(v.shopbagType).length },
    },
  );

/** The filled slots' ids in slot order (A1, B1, C1, D1, A2 …). */
async function slotIdsInOrder(db: Db, orderId: number, shopbagType: string) {
  const order = positionsOf(shopbagType);
  const rank = (p: string) => (order.includes(p) ? order.indexOf(p) : order.length);
  return (await slotsOf(db, orderId))
    .sort((a, b) => rank(a.position) - rank(b.position) || a.id - b.id)
    .map((s) => s.id);
}

/**
 * The charged total split again over the filled slots' entries (after a slot fills, empties or changes hands, or
 * the price changes); entries with money keep theirs. Under the order's lock.
 */
export async function resplitBagPrice(
  ctx: ServiceContext,
  orderId: number,
  shopbagType: string,
  { refuseSettled = false } = {},
) {
  const total = await orderChargedTotal(ctx.db, orderId);
  if (total === null) return;
  await splitBagIssuedPrices(
    ctx.db,
    orderId,
    await slotIdsInOrder(ctx.db, orderId, shopbagType),
    total,
    ctx.clock.now(),
    {
      refuseSettled,
    },
  );
}

/** A locked bag order for its price: the order row and the cut type its slots are split by. */
type LockedBag = LockedPricedOrder & { shopbagType: string };

export const bagOrderPricing: PricedOrderKind<ShopbagOrderValues, LockedBag> = {
  notFound: M.notFound,
  cancelledLocked: M.cancelledLocked,
  lock: async (db, id) => {
    const locked = await lockShopbagOrder(db, id);
    return locked ? { order: locked.order, shopbagType: locked.bag.shopbagType } : undefined;
  },
  found: foundShopbagOrder,
  estimate: estimateBag,
  // A moved total re-splits with the settled entries refused; an unchanged one only re-splits.
  follow: (ctx, locked, repriced) =>
    resplitBagPrice(ctx, locked.order.id, locked.shopbagType, { refuseSettled: repriced.totalChanged }),
};

/**
 * An edit's re-pricing of a bag order (see `applyOrderPrice`), its slots split by `shopbagType` (the edit's);
 * `values` undefined: only the override changes.
 */
export const applyBagPrice = (
  ctx: ServiceContext,
  order: LockedPricedOrder['order'],
  shopbagType: string,
  change: PriceChange<ShopbagOrderValues>,
) => applyOrderPrice(ctx, bagOrderPricing, { order, shopbagType }, change);
