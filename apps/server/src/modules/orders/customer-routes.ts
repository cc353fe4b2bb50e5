import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_CUSTOMER_ORDER,
  API_PRICE_CATALOG,
  CustomerOrderCancelSchema,
  CustomerOrderCreateSchema,
  CustomerOrderListItemSchema,
  CustomerOrderListQuerySchema,
  CustomerOrderSchema,
  customerOrderMessages as MSG,
  IdParamSchema,
  okResponse,
  pageOf,
  PriceCatalogSchema,
  customerSpecMessages,
} from '@scm/contract';
import { ok } from '../../platform/reply';
import {
  cancelCustomerOrder,
  createCustomerOrder,
  getCustomerOrder,
  getPriceCatalog,
  pageCustomerOrders,
} from './customer-service';
import { orderFilesOf } from './files';

const tags = ['customer-orders'];
/** The customer portal (002 §2.7): customers only, each with its own orders; staff use /api/admin/wk/order. */
const config = { access: 'customer' } as const;

export async function customerOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_CUSTOMER_ORDER,
    {
      schema: {
        querystring: CustomerOrderListQuerySchema,
        tags,
        response: { 200: okResponse(pageOf(CustomerOrderListItemSchema)) },
      },
      config,
    },
    async (req) => ok(await pageCustomerOrders(app.serviceContext(req), req.query)),
  );
  app.get(
    `${API_CUSTOMER_ORDER}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: okResponse(CustomerOrderSchema) } }, config },
    async (req) => ok(await getCustomerOrder(app.serviceContext(req), req.params.id)),
  );
  // What the shop publishes to price an order: customers (the order form) and staff (any signed-in user may read the
  // same rows from /api/rates/effective).
  app.get(
    API_PRICE_CATALOG,
    { schema: { tags, response: { 200: okResponse(PriceCatalogSchema) } }, config: { access: 'authenticated' } },
    async (req) => ok(await getPriceCatalog(app.serviceContext(req))),
  );
  app.post(
    `${API_CUSTOMER_ORDER}/:id/cancel`,
    {
      schema: {
        params: IdParamSchema,
        body: CustomerOrderCancelSchema,
        tags,
        response: { 200: okResponse(CustomerOrderSchema) },
      },
      config,
    },
    async (req) => {
      const ctx = app.serviceContext(req);
      const { orderNumber } = await cancelCustomerOrder(ctx, req.params.id, req.body.reason);
      return ok(await getCustomerOrder(ctx, req.params.id), customerSpecMessages.cancelled(orderNumber));
    },
  );
  app.post(
    API_CUSTOMER_ORDER,
    { schema: { body: CustomerOrderCreateSchema, tags, response: { 201: okResponse(CustomerOrderSchema) } }, config },
    async (req, reply) => {
      const ctx = app.serviceContext(req);
      const { id, orderNumber } = await createCustomerOrder(ctx, req.body, orderFilesOf(app, req));
      return reply.status(201).send(ok(await getCustomerOrder(ctx, id), MSG.created(orderNumber)));
    },
  );
}
