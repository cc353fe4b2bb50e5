import {
  orderPriceMessages,
  orderMessages as MSG,
  type OrderPriceOverrideInput,
  type OrderValues,
} from '@scm/contract';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/service';
import type { Db } from '../../db/client';
import { reissueOrderEntry } from '../deposits';
import { lockOrderForWrite, notifyOrderCustomers, orderHeadline } from '../order-core';
import { foundOrder } from './service';
import { currentOrderPrice, estimateSpec, orderPriceHistory, repriceOrder, type OverrideChange } from '../order-prices';

// A printing order's price (issue 33) beside its edits: the re-pricing of an edit, the override route and the
// price's read. The price itself is the order-prices module's.

/** Only staff (who hold ORDER write on these routes) may override a price; a customer's body never carries one. */
export function checkOverrideAllowed(ctx: ServiceContext, override: OverrideChange) {
  if (override && ctx.actor.userType !== 'employee')
    throw new AppError(403, 'FORBIDDEN', orderPriceMessages.overrideNotAllowed);
}

/**
 * Re-prices an order under its lock on its own rates day (the first pricing's, else its receipt day), so a rate
 * change never moves a taken order's price, only a spec (or override) change does: no row when nothing changed, 409
 * PRICE_CHANGED when the charged total moves unconfirmed, the deposit entry reissued (409 when it is settled), and
 * the customers told when the total moved. `estimate` undefined: the spec is locked (work started), only the
 * override may change.
 */
export async function applyPrice(
  ctx: ServiceContext,
  order: { id: number; receiptDatetime: Date },
  change: { spec?: OrderValues; override: OverrideChange; confirmedTotal?: number | null; confirmed?: boolean },
) {
  const current = await currentOrderPrice(ctx.db, order.id);
  const ratesDate = current?.estimate.ratesDate ?? ctx.clock.dayOf(order.receiptDatetime);
  const estimate = change.spec
    ? await estimateSpec(ctx.db, change.spec, { date: ratesDate, quantity: change.spec.amount })
    : current?.estimate;
  if (!estimate) return;
  const repriced = await repriceOrder(ctx.db, order.id, {
    estimate,
    override: change.override,
    confirmedTotal: change.confirmed ? 'any' : change.confirmedTotal,
    actor: ctx.actor.accountId,
    at: ctx.clock.now(),
  });
  if (!repriced.written || !repriced.price) return;
  await reissueOrderEntry(ctx.db, order.id, repriced.price.charged.total, ctx.clock.now());
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

/**
 * PUT /{id}/price: only the override (also after work started), on the price version the screen showed; the new
 * total needs no second confirmation (staff typed it). A cancelled order's price no longer changes.
 */
export async function changeOrderOverride(ctx: ServiceContext, id: number, input: OrderPriceOverrideInput) {
  checkOverrideAllowed(ctx, input.priceOverride);
  return ctx.transaction(async (tx) => {
    const locked = await lockOrderForWrite(tx.db, id);
    if (!locked || locked.order.workType === 'SHOPBAG') throw notFound(MSG.notFound);
    if (locked.order.cancelledAt !== null) throw conflict('ORDER_CANCELLED', MSG.cancelledLocked);
    const current = await currentOrderPrice(tx.db, id);
    if (!current) throw conflict('ORDER_NO_PRICE', orderPriceMessages.noPriceToOverride);
    if (current.version !== input.version) throw conflict('PRICE_STALE', orderPriceMessages.priceStale);
    await applyPrice(tx, locked.order, { override: input.priceOverride, confirmed: true });
    return { orderNumber: locked.order.orderNumber };
  });
}

/** GET /{id}/price: the price now and every pricing, oldest first. */
export async function orderPriceDetail(db: Db, id: number) {
  await foundOrder(db, id);
  return { price: await currentOrderPrice(db, id), history: await orderPriceHistory(db, id) };
}
