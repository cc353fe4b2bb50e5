import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_ORDER,
  BarcodeParamSchema,
  IdParamSchema,
  ItemBarcodeMatchSchema,
  MessageOnlyResponseSchema,
  OrderCancelSchema,
  OrderCreateSchema,
  OrderEventSchema,
  OrderHistoryQuerySchema,
  OrderListItemSchema,
  OrderListQuerySchema,
  OrderSchema,
  okResponse,
  orderMessages as MSG,
  pageOf,
} from '@scm/contract';
import { ok } from '../../platform/reply';
import { registerPriceRoutes } from '../order-prices';
import { cancelOrder, createOrder, deleteOrder, updateOrder } from './changes';
import { customerReadsOwnDraft, ORDER_FILE_OWNER, orderFilesOf } from './files';
import { registerOrderReferences } from './references';
import { printingOrderPricing } from './pricing';
import { getOrder, getOrderHistory, orderItemByBarcode, orderItemById, pageOrders } from './service';

const tags = ['orders'];
/**
 * Staff only (the 주문 관리 menu area): GET needs ORDER_READ, writes ORDER_WRITE. A customer places and reads its own
 * orders through the customer portal's routes (customer-routes.ts), never these.
 */
const config = { area: 'ORDER' } as const;
const one = { 200: okResponse(OrderSchema) };

/**
 * PUT takes the whole order while work has not started, or the delivery part alone afterwards; the service reads
 * the work order's state under lock and parses the body with the schema that state allows (OrderUpdateSchema
 * first), so the route only asks for an object here.
 */
const OrderPutBodySchema = z
  .record(z.string(), z.unknown())
  .meta({ description: 'OrderUpdateSchema (작업 시작 전) 또는 OrderDeliveryUpdateSchema (작업 시작 후)' });

export async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  // Drafts are read by staff with the ORDER area, and by the order's own customer.
  app.files.access.registerOwner(ORDER_FILE_OWNER, { area: 'ORDER', canRead: customerReadsOwnDraft(db) });
  registerOrderReferences(app);

  const filesOf = (req: FastifyRequest) => orderFilesOf(app, req);

  app.get(
    API_ORDER,
    {
      schema: { querystring: OrderListQuerySchema, tags, response: { 200: okResponse(pageOf(OrderListItemSchema)) } },
      config,
    },
    async (req) => ok(await pageOrders(db, req.query, app.clock.today())),
  );
  app.get(
    `${API_ORDER}/history`,
    {
      schema: { querystring: OrderHistoryQuerySchema, tags, response: { 200: okResponse(z.array(OrderEventSchema)) } },
      config,
    },
    async (req) => ok(await getOrderHistory(db, req.query.orderId)),
  );
  app.get(
    `${API_ORDER}/item/barcode/:code`,
    { schema: { params: BarcodeParamSchema, tags, response: { 200: okResponse(ItemBarcodeMatchSchema) } }, config },
    async (req) => ok(await orderItemByBarcode(db, req.params.code)),
  );
  app.get(
    `${API_ORDER}/item/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: okResponse(ItemBarcodeMatchSchema) } }, config },
    async (req) => ok(await orderItemById(db, req.params.id)),
  );
  registerPriceRoutes(app, API_ORDER, printingOrderPricing, { tags, config });
  app.get(`${API_ORDER}/:id`, { schema: { params: IdParamSchema, tags, response: one }, config }, async (req) =>
    ok(await getOrder(db, req.params.id)),
  );

  app.post(
    API_ORDER,
    { schema: { body: OrderCreateSchema, tags, response: { 201: okResponse(OrderSchema) } }, config },
    async (req, reply) => {
      const { id, orderNumber } = await createOrder(app.serviceContext(req), req.body, filesOf(req));
      return reply.status(201).send(ok(await getOrder(db, id), MSG.created(orderNumber)));
    },
  );
  app.put(API_ORDER, { schema: { body: OrderPutBodySchema, tags, response: one }, config }, async (req) => {
    const { id, orderNumber } = await updateOrder(app.serviceContext(req), req.body, filesOf(req));
    return ok(await getOrder(db, id), MSG.updated(orderNumber));
  });
  app.post(
    `${API_ORDER}/cancel/:id`,
    { schema: { params: IdParamSchema, body: OrderCancelSchema, tags, response: one }, config },
    async (req) => {
      const { orderNumber } = await cancelOrder(app.serviceContext(req), req.params.id, req.body.reason);
      return ok(await getOrder(db, req.params.id), MSG.cancelled(orderNumber));
    },
  );
  app.delete(
    `${API_ORDER}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: MessageOnlyResponseSchema } }, config },
    async (req) => {
      const { orderNumber } = await deleteOrder(app.serviceContext(req), req.params.id, filesOf(req), app.references);
      return ok(null, MSG.deleted(orderNumber));
    },
  );
}
