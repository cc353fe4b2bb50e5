import { orderPriceMessages, type Estimate, type OrderPriceOverrideInput } from '@scm/contract';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import { notifyOrderCustomers, orderHeadline } from '../order-core';
import { currentOrderPrice, orderPriceHistory, repriceOrder, type OverrideChange, type Repriced } from './service';

// One kind of priced order (a printing order, a bag order) as its re-pricing and its price routes see it: how it is
// locked and found, how its spec is priced and how its deposit entries follow a new price. The re-pricing of an
// edit, the override alone (PUT …/{id}/price) and the price's read (GET) are written once here for every kind.

/** An order of the kind under its write lock: its order row and whatever the kind's entries need to follow. */
export interface LockedPricedOrder {
  order: { id: number; orderNumber: string; receiptDatetime: Date; cancelledAt: Date | null };
}

export interface PricedOrderKind<V, L extends LockedPricedOrder = LockedPricedOrder> {
  /** 404: the id is not an order of this kind. */
  notFound: string;
  /** 409: the order is cancelled, its price no longer changes. */
  cancelledLocked: string;
  /** The order under its write lock, or undefined when the id is not one of this kind. */
  lock(db: Db, id: number): Promise<L | undefined>;
  /** Throws the kind's 404 unless the id is one of this kind (the read's check). */
  found(db: Db, id: number): Promise<unknown>;
  /** The kind's spec (the body's values) priced on the rates day `date`. */
  estimate(db: Db, values: V, date: string): Promise<Estimate>;
  /** The deposit entries follow a written price, under the lock (409 when a settled one would have to move). */
  follow(ctx: ServiceContext, locked: L, repriced: Repriced): Promise<void>;
}

/** Only staff (who hold ORDER write on these routes) may override a price; a customer's body never carries one. */
export function checkOverrideAllowed(ctx: ServiceContext, override: OverrideChange) {
  if (override && ctx.actor.userType !== 'employee')
    throw new AppError(403, 'FORBIDDEN', orderPriceMessages.overrideNotAllowed);
}

export interface PriceChange<V> {
  /** The new spec; undefined: the spec is locked (work started), only the override may change. */
  values?: V;
  /** undefined keeps the order's override. */
  override: OverrideChange;
  /** The 합계 the screen showed (an edit's confirmation). */
  confirmedTotal?: number | null;
  /** The caller set the new total itself (the override route): no second confirmation. */
  confirmed?: boolean;
}

/**
 * Re-prices an order under its lock on its own rates day (the first pricing's, else its receipt day), so a rate
 * change never moves a taken order's price, only a spec (or override) change does: no row when nothing changed, 409
 * PRICE_CHANGED when the charged total moves unconfirmed, the deposit entries following (409 when one is settled),
 * and the customers told, with the difference and the override's reason, when the total moved.
 */
export async function applyOrderPrice<V, L extends LockedPricedOrder>(
  ctx: ServiceContext,
  kind: PricedOrderKind<V, L>,
  locked: L,
  change: PriceChange<V>,
) {
  const { order } = locked;
  const current = await currentOrderPrice(ctx.db, order.id);
  const ratesDate = current?.estimate.ratesDate ?? ctx.clock.dayOf(order.receiptDatetime);
  const estimate = change.values ? await kind.estimate(ctx.db, change.values, ratesDate) : current?.estimate;
  if (!estimate) return;
  const repriced = await repriceOrder(ctx.db, order.id, {
    estimate,
    override: change.override,
    confirmedTotal: change.confirmed ? 'any' : change.confirmedTotal,
    actor: ctx.actor.accountId,
    at: ctx.clock.now(),
  });
  if (!repriced.written || !repriced.price) return;
  await kind.follow(ctx, locked, repriced);
  if (repriced.totalChanged && repriced.oldTotal !== null) {
    const headline = (await orderHeadline(ctx.db, order.id))!;
    await notifyOrderCustomers(
      ctx,
      headline,
      orderPriceMessages.repricedNotice(headline.orderNumber, repriced.oldTotal, repriced.price.charged.total, {
        adjusted: repriced.price.source === 'OVERRIDE',
        reason: repriced.price.override?.reason,
      }),
      'UPDATED',
    );
  }
}

/**
 * PUT …/{id}/price: only the override (also after work started), on the price version the screen showed; the new
 * total needs no second confirmation (staff typed it). A cancelled order's price no longer changes.
 */
export async function changeOverride<V, L extends LockedPricedOrder>(
  ctx: ServiceContext,
  kind: PricedOrderKind<V, L>,
  id: number,
  input: OrderPriceOverrideInput,
) {
  checkOverrideAllowed(ctx, input.priceOverride);
  return ctx.transaction(async (tx) => {
    const locked = await kind.lock(tx.db, id);
    if (!locked) throw notFound(kind.notFound);
    if (locked.order.cancelledAt !== null) throw conflict('ORDER_CANCELLED', kind.cancelledLocked);
    const current = await currentOrderPrice(tx.db, id);
    if (!current) throw conflict('ORDER_NO_PRICE', orderPriceMessages.noPriceToOverride);
    if (current.version !== input.version) throw conflict('PRICE_STALE', orderPriceMessages.priceStale);
    await applyOrderPrice(tx, kind, locked, { override: input.priceOverride, confirmed: true });
    return { orderNumber: locked.order.orderNumber };
  });
}

/** GET …/{id}/price: the price now and every pricing, oldest first. */
export async function priceDetail<V, L extends LockedPricedOrder>(db: Db, kind: PricedOrderKind<V, L>, id: number) {
  await kind.found(db, id);
  return { price: await currentOrderPrice(db, id), history: await orderPriceHistory(db, id) };
}
