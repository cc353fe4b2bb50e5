import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_BUYER,
  API_CUSTOMER_PASSWORD,
  BuyerCreateSchema,
  BuyerUpdateSchema,
  CustomerPasswordResetSchema,
  IdParamSchema,
  ListQuerySchema,
  buyerMessages,
} from '@scm/contract';
import { ok } from '../../platform/reply';
import {
  buyerSelectList,
  createBuyer,
  deleteBuyer,
  getBuyer,
  pageBuyers,
  resetCustomerPassword,
  updateBuyer,
} from './service';

const tags = ['buyers'];
const config = { area: 'PARTNER' } as const;

export async function buyerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get(API_BUYER, { schema: { querystring: ListQuerySchema, tags }, config }, async (req) =>
    ok(await pageBuyers(db, req.query)),
  );
  // The buyer picker of other screens: any employee.
  app.get(`${API_BUYER}/select`, { schema: { tags }, config: { access: 'employee' } }, async () =>
    ok(await buyerSelectList(db)),
  );
  app.get(`${API_BUYER}/:id`, { schema: { params: IdParamSchema, tags }, config }, async (req) =>
    ok(await getBuyer(db, req.params.id)),
  );

  app.post(API_BUYER, { schema: { body: BuyerCreateSchema, tags }, config }, async (req, reply) => {
    const created = await createBuyer(db, req.body);
    return reply.status(201).send(ok(created, buyerMessages.created(created.name)));
  });
  app.put(API_BUYER, { schema: { body: BuyerUpdateSchema, tags }, config }, async (req) => {
    const { id, ...input } = req.body;
    const updated = await updateBuyer(db, id, input);
    return ok(updated, buyerMessages.updated(updated.name));
  });
  app.delete(`${API_BUYER}/:id`, { schema: { params: IdParamSchema, tags }, config }, async (req) => {
    const deleted = await deleteBuyer(db, req.params.id, app.references);
    return ok(null, buyerMessages.deleted(deleted.name));
  });

  app.patch(
    `${API_CUSTOMER_PASSWORD}/:id`,
    { schema: { params: IdParamSchema, body: CustomerPasswordResetSchema, tags }, config },
    async (req) => {
      const message = await resetCustomerPassword(db, req.params.id, req.body.password);
      return ok(null, message);
    },
  );
}
