import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_CUSTOMER_ORDER,
  CustomerOrderCreateSchema,
  CustomerOrderListItemSchema,
  CustomerOrderListQuerySchema,
  CustomerOrderSchema,
  customerOrderMessages as MSG,
  IdParamSchema,
  okResponse,
  pageOf,
} from '@scm/contract';
import { ok } from '../../platform/reply';
import { createCustomerOrder, getCustomerOrder, pageCustomerOrders } from './customer-service';
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
