import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ITEM_OPTION,
  IdParamSchema,
  ItemOptionCreateSchema,
  ItemOptionListQuerySchema,
  ItemOptionSchema,
  ItemOptionUpdateSchema,
  MessageOnlyResponseSchema,
  itemOptionMessages,
  okResponse,
  type OptionSelectItem,
} from '@scm/contract';
import { z } from 'zod';
import { ok } from '../../platform/reply';
import { addGraphqlModule } from '../../platform/graphql/modules';
import { forSignedIn } from '../../platform/graphql/access';
import { createItemOption, deleteItemOption, listItemOptions, optionSelectList, updateItemOption } from './service';

const tags = ['item-options'];
const config = { area: 'PROCESS' } as const;

export async function itemOptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_ITEM_OPTION,
    {
      schema: {
        querystring: ItemOptionListQuerySchema,
        tags,
        response: { 200: okResponse(z.array(ItemOptionSchema)) },
      },
      config,
    },
    async (req) => ok(await listItemOptions(req.db, req.query.optionType)),
  );
  app.post(
    API_ITEM_OPTION,
    { schema: { body: ItemOptionCreateSchema, tags, response: { 201: okResponse(ItemOptionSchema) } }, config },
    async (req, reply) => {
      const created = await createItemOption(req.db, req.body);
      return reply.status(201).send(ok(created, itemOptionMessages.created(created.optionName)));
    },
  );
  app.put(
    API_ITEM_OPTION,
    { schema: { body: ItemOptionUpdateSchema, tags, response: { 200: okResponse(ItemOptionSchema) } }, config },
    async (req) => {
      const { id, ...input } = req.body;
      const updated = await updateItemOption(req.db, id, input, app.references);
      return ok(updated, itemOptionMessages.updated(updated.optionName));
    },
  );
  app.delete(
    `${API_ITEM_OPTION}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: MessageOnlyResponseSchema } }, config },
    async (req) => {
      const deleted = await deleteItemOption(req.db, req.params.id, app.references);
      return ok(null, itemOptionMessages.deleted(deleted.optionName));
    },
  );

  await addGraphqlModule(app, {
    typeDefs: `
      type OptionSelectItem { id: Int!, optionName: String!, optionType: String! }
      extend type Query {
        "Item options of one type (POST_PROCESS or FOLDING_BINDING), or every option without it; staff and customers (the customer order form)."
        getOptionList(optionType: String): [OptionSelectItem!]!
      }`,
    resolvers: {
      Query: {
        getOptionList: forSignedIn(async (args: { optionType?: string | null }): Promise<OptionSelectItem[]> =>
          optionSelectList(app.db, args.optionType),
        ),
      },
    },
  });
}
