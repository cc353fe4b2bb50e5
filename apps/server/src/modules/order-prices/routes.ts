import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  OrderPriceDetailSchema,
  OrderPriceOverrideSchema,
  okResponse,
  orderPriceMessages,
} from '@scm/contract';
import { ok } from '../../platform/reply';
import { changeOverride, priceDetail, type LockedPricedOrder, type PricedOrderKind } from './kind';

/**
 * The price routes of one kind of order, under its base path: `GET {base}/:id/price` (the price now and every
 * pricing) and `PUT {base}/:id/price` (only the override, also after work started; the body's version is the price
 * the screen showed). The caller's route config gives the area: ORDER read for the GET, ORDER write for the PUT.
 */
export function registerPriceRoutes<V, L extends LockedPricedOrder>(
  fastify: FastifyInstance,
  base: string,
  kind: PricedOrderKind<V, L>,
  opts: { tags: string[]; config: { area: 'ORDER' } },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const { tags, config } = opts;
  const response = { 200: okResponse(OrderPriceDetailSchema) };
  app.get(`${base}/:id/price`, { schema: { params: IdParamSchema, tags, response }, config }, async (req) =>
    ok(await priceDetail(db, kind, req.params.id)),
  );
  app.put(
    `${base}/:id/price`,
    { schema: { params: IdParamSchema, body: OrderPriceOverrideSchema, tags, response }, config },
    async (req) => {
      const { orderNumber } = await changeOverride(app.serviceContext(req), kind, req.params.id, req.body);
      return ok(await priceDetail(db, kind, req.params.id), orderPriceMessages.overrideSaved(orderNumber));
    },
  );
}
