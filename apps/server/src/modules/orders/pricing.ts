import { orderMessages as MSG, type OrderValues } from '@scm/contract';
import type { ServiceContext } from '../../platform/service';
import { reissueOrderEntry } from '../deposits';
import { lockOrderForWrite } from '../order-core';
import { applyOrderPrice, estimateSpec, type PriceChange, type PricedOrderKind } from '../order-prices';
import { foundOrder } from './service';

/** Only staff may override a price (the order-prices module's check, for the order's changes). */
export { checkOverrideAllowed } from '../order-prices';

// A printing order as a kind of priced order (issue 33): its spec priced by the engine, its one deposit entry
// following the charged total. The re-pricing, the override route and the price's read are the order-prices
// module's (`applyOrderPrice`, `registerPriceRoutes`).

export const printingOrderPricing: PricedOrderKind<OrderValues> = {
  notFound: MSG.notFound,
  cancelledLocked: MSG.cancelledLocked,
  lock: async (db, id) => {
    const locked = await lockOrderForWrite(db, id);
    return locked && locked.order.workType !== 'SHOPBAG' ? { order: locked.order } : undefined;
  },
  found: foundOrder,
  estimate: (db, spec, date) => estimateSpec(db, spec, { date, quantity: spec.amount }),
  follow: async (ctx, { order }, repriced) => {
    await reissueOrderEntry(ctx.db, order.id, repriced.price!.charged.total, ctx.clock.now());
  },
};

/** An edit's re-pricing of a printing order (see `applyOrderPrice`); `spec` undefined: only the override changes. */
export const applyPrice = (
  ctx: ServiceContext,
  order: { id: number; orderNumber: string; receiptDatetime: Date; cancelledAt: Date | null },
  change: Omit<PriceChange<OrderValues>, 'values'> & { spec?: OrderValues },
) => applyOrderPrice(ctx, printingOrderPricing, { order }, { ...change, values: change.spec });
