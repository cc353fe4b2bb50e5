import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_BUYER,
  API_CUSTOMER_PASSWORD,
  BuyerCreateSchema,
  BuyerSchema,
  BuyerSelectItemSchema,
  BuyerUpdateSchema,
  CustomerPasswordResetSchema,
  IdParamSchema,
  ListQuerySchema,
  MessageOnlyResponseSchema,
  buyerMessages,
  okResponse,
  pageOf,
} from '@scm/contract';
import { z } from 'zod';
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
import { signUpRoutes } from './sign-up-routes';

const tags = ['buyers'];
const config = { area: 'PARTNER' } as const;
const one = { 200: okResponse(BuyerSchema) };
const messageOnly = { 200: MessageOnlyResponseSchema };

export async function buyerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await signUpRoutes(fastify);

  app.get(
    API_BUYER,
    { schema: { querystring: ListQuerySchema, tags, response: { 200: okResponse(pageOf(BuyerSchema)) } }, config },
    async (req) => ok(await pageBuyers(req.db, req.query)),
  );
  // The buyer picker of other screens: any employee.
  app.get(
    `${API_BUYER}/select`,
    { schema: { tags, response: { 200: okResponse(z.array(BuyerSelectItemSchema)) } }, config: { access: 'employee' } },
    async (req) => ok(await buyerSelectList(req.db)),
  );
  app.get(`${API_BUYER}/:id`, { schema: { params: IdParamSchema, tags, response: one }, config }, async (req) =>
    ok(await getBuyer(req.db, req.params.id)),
  );

  app.post(
    API_BUYER,
    { schema: { body: BuyerCreateSchema, tags, response: { 201: okResponse(BuyerSchema) } }, config },
    async (req, reply) => {
      const created = await createBuyer(req.db, req.body);
      return reply.status(201).send(ok(created, buyerMessages.created(created.name)));
    },
  );
  app.put(API_BUYER, { schema: { body: BuyerUpdateSchema, tags, response: one }, config }, async (req) => {
    const { id, ...input } = req.body;
    const updated = await updateBuyer(req.db, id, input);
    return ok(updated, buyerMessages.updated(updated.name));
  });
  app.delete(
    `${API_BUYER}/:id`,
    { schema: { params: IdParamSchema, tags, response: messageOnly }, config },
    async (req) => {
      const deleted = await deleteBuyer(req.db, req.params.id, app.references);
      return ok(null, buyerMessages.deleted(deleted.name));
    },
  );

  app.patch(
    `${API_CUSTOMER_PASSWORD}/:id`,
    { schema: { params: IdParamSchema, body: CustomerPasswordResetSchema, tags, response: messageOnly }, config },
    async (req) => {
      const message = await resetCustomerPassword(req.db, req.params.id, req.body.password);
      return ok(null, message);
    },
  );
}
