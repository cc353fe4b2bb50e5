import {
  orderPriceMessages,
  positionsOf,
  shopbagOrderMessages as M,
  type OrderPriceOverrideInput,
  type ShopbagOrderValues,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { splitBagIssuedPrices } from '../deposits';
import { notifyOrderCustomers, orderHeadline } from '../order-core';
import {
  currentOrderPrice,
  estimateSpec,
  orderChargedTotal,
  orderPriceHistory,
  repriceOrder,
  type OverrideChange,
} from '../order-prices';
import { lockShopbagOrder, slotsOf } from './queries';
import { foundShopbagOrder } from './service';
import { asStaffSpec } from './spec';

// A bag order's price (issue 33): the bags and every advertiser slot of the cut type priced by the engine, the
// charged total split over the filled slots' deposit entries. The price itself is the order-prices module's.

/** Only staff (ORDER write on these routes) may override a price. */
export function checkBagOverrideAllowed(ctx: ServiceContext, override: OverrideChange) {
  if (override && ctx.actor.userType !== 'employee')
    throw new AppError(403, 'FORBIDDEN', orderPriceMessages.overrideNotAllowed);
}

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

/**
 * An edit's re-pricing of a bag order on its own rates day (see orders/pricing.ts): no row when nothing changed,
 * 409 PRICE_CHANGED when the total moves unconfirmed, the slots' entries re-split (409 when one is settled), the
 * advertisers told. `values` undefined: only the override changes.
 */
export async function applyBagPrice(
  ctx: ServiceContext,
  order: { id: number; receiptDatetime: Date },
  shopbagType: string,
  change: {
    values?: ShopbagOrderValues;
    override: OverrideChange;
    confirmedTotal?: number | null;
    confirmed?: boolean;
  },
) {
  const current = await currentOrderPrice(ctx.db, order.id);
  const ratesDate = current?.estimate.ratesDate ?? ctx.clock.dayOf(order.receiptDatetime);
  const estimate = change.values ? await estimateBag(ctx.db, change.values, ratesDate) : current?.estimate;
  if (!estimate) return;
  const repriced = await repriceOrder(ctx.db, order.id, {
    estimate,
    override: change.override,
    confirmedTotal: change.confirmed ? 'any' : change.confirmedTotal,
    actor: ctx.actor.accountId,
    at: ctx.clock.now(),
  });
  if (!repriced.written || !repriced.price) return;
  await resplitBagPrice(ctx, order.id, shopbagType, { refuseSettled: repriced.totalChanged });
  if (repriced.totalChanged && repriced.oldTotal !== null) {
    const headline = (await orderHeadline(ctx.db, order.id))!;
    await notifyOrderCustomers(
      ctx,
      headline,
      orderPriceMessages.repricedNotice(headline.orderNumber, repriced.oldTotal, repriced.price.charged.total),
      'UPDATED',
    );
  }
}

/** PUT /{id}/price: only the override of a bag order (also after work started), on the version the screen showed. */
export async function changeBagOverride(ctx: ServiceContext, id: number, input: OrderPriceOverrideInput) {
  checkBagOverrideAllowed(ctx, input.priceOverride);
  return ctx.transaction(async (tx) => {
    const locked = await lockShopbagOrder(tx.db, id);
    if (!locked) throw notFound(M.notFound);
    if (locked.order.cancelledAt !== null) throw conflict('ORDER_CANCELLED', M.cancelledLocked);
    const current = await currentOrderPrice(tx.db, id);
    if (!current) throw conflict('ORDER_NO_PRICE', orderPriceMessages.noPriceToOverride);
    if (current.version !== input.version) throw conflict('PRICE_STALE', orderPriceMessages.priceStale);
    await applyBagPrice(tx, locked.order, locked.bag.shopbagType, { override: input.priceOverride, confirmed: true });
    return { orderNumber: locked.order.orderNumber };
  });
}

/** GET /{id}/price: the bag order's price now and every pricing, oldest first. */
export async function bagPriceDetail(db: Db, id: number) {
  await foundShopbagOrder(db, id);
  return { price: await currentOrderPrice(db, id), history: await orderPriceHistory(db, id) };
}
