import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_SELLER,
  IdParamSchema,
  ListQuerySchema,
  MessageOnlyResponseSchema,
  SellerCreateSchema,
  SellerSchema,
  SellerSelectItemSchema,
  SellerUpdateSchema,
  canSeePartnerContacts,
  okResponse,
  pageOf,
  sellerMessages,
} from '@scm/contract';
import { z } from 'zod';
import { ok } from '../../platform/reply';
import { addGraphqlModule } from '../../platform/graphql/modules';
import { forEmployees } from '../../platform/graphql/access';
import {
  createSeller,
  deleteSeller,
  everySeller,
  getSeller,
  pageSellers,
  sellerSelectList,
  updateSeller,
} from './service';

const tags = ['sellers'];
const config = { area: 'PARTNER' } as const;
/** Pickers on other screens (orders, purchase orders): any employee, contact data only for those who may see it. */
const anyEmployee = { access: 'employee' } as const;
const one = { 200: okResponse(SellerSchema) };

export async function sellerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_SELLER,
    { schema: { querystring: ListQuerySchema, tags, response: { 200: okResponse(pageOf(SellerSchema)) } }, config },
    async (req) => ok(await pageSellers(req.db, req.query)),
  );
  app.get(
    `${API_SELLER}/select`,
    { schema: { tags, response: { 200: okResponse(z.array(SellerSelectItemSchema)) } }, config: anyEmployee },
    async (req) => ok(await sellerSelectList(req.db, canSeePartnerContacts(app.requirePrincipal(req).authorities))),
  );
  // Whole records, charger and e-mail included: what the seller list shows, so the same partner read authority.
  app.get(
    `${API_SELLER}/all_read_seller`,
    { schema: { tags, response: { 200: okResponse(z.array(SellerSchema)) } }, config },
    async (req) => ok(await everySeller(req.db)),
  );
  app.get(`${API_SELLER}/:id`, { schema: { params: IdParamSchema, tags, response: one }, config }, async (req) =>
    ok(await getSeller(req.db, req.params.id)),
  );

  app.post(
    API_SELLER,
    { schema: { body: SellerCreateSchema, tags, response: { 201: okResponse(SellerSchema) } }, config },
    async (req, reply) => {
      const created = await createSeller(req.db, req.body);
      return reply.status(201).send(ok(created, sellerMessages.created(created.sellerName)));
    },
  );
  app.put(API_SELLER, { schema: { body: SellerUpdateSchema, tags, response: one }, config }, async (req) => {
    const { id, ...input } = req.body;
    const updated = await updateSeller(req.db, id, input);
    return ok(updated, sellerMessages.updated(updated.sellerName));
  });
  app.delete(
    `${API_SELLER}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: MessageOnlyResponseSchema } }, config },
    async (req) => {
      const deleted = await deleteSeller(req.db, req.params.id, app.references);
      return ok(null, sellerMessages.deleted(deleted.sellerName));
    },
  );

  await addGraphqlModule(app, {
    typeDefs: `
      type SellerSelectItem { id: Int!, sellerName: String! }
      extend type Query { getSellerSelectList: [SellerSelectItem!]! }`,
    resolvers: {
      Query: {
        getSellerSelectList: forEmployees(async () =>
          (await sellerSelectList(app.db, false)).map(({ id, sellerName }) => ({ id, sellerName })),
        ),
      },
    },
  });
}
