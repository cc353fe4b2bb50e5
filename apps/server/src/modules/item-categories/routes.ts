import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ITEM_CATEGORY,
  API_ITEM_CATEGORY_LIST,
  IdParamSchema,
  ItemCategoryCreateSchema,
  ItemCategoryUpdateSchema,
  itemCategoryMessages,
} from '@scm/contract';
import { itemCategory } from '../../db/schema';
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

export async function itemCategoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  app.references.register(ITEM_CATEGORY, { column: itemCategory.parentId, message: itemCategoryMessages.hasChildren });

  // Every employee may read the tree: item, stock and purchase-order screens pick categories from it.
  app.get(API_ITEM_CATEGORY_LIST, { schema: { tags }, config: { access: 'employee' } }, async () =>
    ok(await listItemCategories(db)),
  );

  for (const root of ROOTS) {
    app.get(root, { schema: { tags }, config }, async () => ok(await listItemCategories(db)));
    app.post(root, { schema: { body: ItemCategoryCreateSchema, tags }, config }, async (req, reply) =>
      reply.status(201).send(ok(await createItemCategory(db, req.body), itemCategoryMessages.created)),
    );
    app.put(root, { schema: { body: ItemCategoryUpdateSchema, tags }, config }, async (req) => {
      const { selfId, ...input } = req.body;
      return ok(await updateItemCategory(db, selfId, input), itemCategoryMessages.updated);
    });
  }
  app.get(`${API_ITEM_CATEGORY}/:id`, { schema: { params: IdParamSchema, tags }, config }, async (req) =>
    ok(await getItemCategory(db, req.params.id)),
  );
  app.delete(`${API_ITEM_CATEGORY}/:id`, { schema: { params: IdParamSchema, tags }, config }, async (req) => {
    await deleteItemCategory(db, req.params.id, app.references);
    return ok(null, itemCategoryMessages.deleted);
  });
}
