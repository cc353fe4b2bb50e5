import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ITEM_CATEGORY,
  API_ITEM_CATEGORY_LIST,
  IdParamSchema,
  ItemCategoryCreateSchema,
  ItemCategorySchema,
  ItemCategoryUpdateSchema,
  MessageOnlyResponseSchema,
  itemCategoryMessages,
  okResponse,
} from '@scm/contract';
import { itemCategory } from '../../db/schema/item-categories';
import { z } from 'zod';
import { ok } from '../../platform/reply';
import {
  ITEM_CATEGORY,
  createItemCategory,
  deleteItemCategory,
  getItemCategory,
  listItemCategories,
  updateItemCategory,
} from './service';

const tags = ['item-categories'];
const config = { area: 'PROCESS' } as const;
// The spec's call list writes the path with a trailing slash; the usual form without it works too.
const ROOTS = [API_ITEM_CATEGORY, `${API_ITEM_CATEGORY}/`];
const one = { 200: okResponse(ItemCategorySchema) };
const tree = { 200: okResponse(z.array(ItemCategorySchema)) };

export async function itemCategoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.references.register(ITEM_CATEGORY, { column: itemCategory.parentId, message: itemCategoryMessages.hasChildren });

  // Every employee may read the tree: item, stock and purchase-order screens pick categories from it.
  app.get(API_ITEM_CATEGORY_LIST, { schema: { tags, response: tree }, config: { access: 'employee' } }, async (req) =>
    ok(await listItemCategories(req.db)),
  );

  for (const root of ROOTS) {
    app.get(root, { schema: { tags, response: tree }, config }, async (req) => ok(await listItemCategories(req.db)));
    app.post(
      root,
      { schema: { body: ItemCategoryCreateSchema, tags, response: { 201: okResponse(ItemCategorySchema) } }, config },
      async (req, reply) =>
        reply.status(201).send(ok(await createItemCategory(req.db, req.body), itemCategoryMessages.created)),
    );
    app.put(root, { schema: { body: ItemCategoryUpdateSchema, tags, response: one }, config }, async (req) => {
      const { selfId, ...input } = req.body;
      return ok(await updateItemCategory(req.db, selfId, input), itemCategoryMessages.updated);
    });
  }
  app.get(`${API_ITEM_CATEGORY}/:id`, { schema: { params: IdParamSchema, tags, response: one }, config }, async (req) =>
    ok(await getItemCategory(req.db, req.params.id)),
  );
  app.delete(
    `${API_ITEM_CATEGORY}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: MessageOnlyResponseSchema } }, config },
    async (req) => {
      await deleteItemCategory(req.db, req.params.id, app.references);
      return ok(null, itemCategoryMessages.deleted);
    },
  );
}
