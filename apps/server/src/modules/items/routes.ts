import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_ITEM,
  IdParamSchema,
  ItemCreateSchema,
  ItemListQuerySchema,
  ItemSchema,
  ItemUpdateSchema,
  MessageOnlyResponseSchema,
  itemMessages,
  okResponse,
  pageOf,
  type ItemSelectItem,
  type RawItemSelectItem,
} from '@scm/contract';
import { item } from '../../db/schema/items';
import { ok } from '../../platform/reply';
import { addGraphqlModule } from '../../platform/graphql/modules';
import { forEmployees } from '../../platform/graphql/access';
import { ITEM_CATEGORY } from '../item-categories';
import { itemsByCategory } from './lookup';
import {
  barcodeSelectList,
  createItem,
  deleteItem,
  getItem,
  pageItems,
  rawItemSelectList,
  updateItem,
} from './service';

const tags = ['items'];
const config = { area: 'PROCESS' } as const;
const one = { 200: okResponse(ItemSchema) };

export async function itemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.databaseErrors.registerUnique('item_code_unique', { field: 'itemCode', message: itemMessages.duplicateCode });
  // A category with items can't be deleted.
  app.references.register(ITEM_CATEGORY, { column: item.itemCategoryId, message: itemMessages.categoryHasItems });

  app.get(
    API_ITEM,
    { schema: { querystring: ItemListQuerySchema, tags, response: { 200: okResponse(pageOf(ItemSchema)) } }, config },
    async (req) => ok(await pageItems(req.db, req.query)),
  );
  app.get(`${API_ITEM}/:id`, { schema: { params: IdParamSchema, tags, response: one }, config }, async (req) =>
    ok(await getItem(req.db, req.params.id)),
  );
  app.post(
    API_ITEM,
    { schema: { body: ItemCreateSchema, tags, response: { 201: okResponse(ItemSchema) } }, config },
    async (req, reply) => {
      const created = await createItem(req.db, req.body);
      return reply.status(201).send(ok(created, itemMessages.created(created.name)));
    },
  );
  // The spec's call list writes PUT /api/item/ with a trailing slash; the usual form works too.
  for (const path of [API_ITEM, `${API_ITEM}/`])
    app.put(path, { schema: { body: ItemUpdateSchema, tags, response: one }, config }, async (req) => {
      const { id, ...input } = req.body;
      const updated = await updateItem(req.db, id, input);
      return ok(updated, itemMessages.updated(updated.name));
    });
  app.delete(
    `${API_ITEM}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: MessageOnlyResponseSchema } }, config },
    async (req) => {
      const deleted = await deleteItem(req.db, req.params.id, app.references);
      return ok(null, itemMessages.deleted(deleted.name));
    },
  );

  await addGraphqlModule(app, {
    typeDefs: /* GraphQL */ `
      type ItemSelectItem {
        id: Int!
        name: String!
        itemCategoryId: Int!
        "The level-1 category's name (용지, 잉크 …)."
        itemType: String!
        itemCode: String!
        standardSize: String!
        itemUnit: String!
        amount: Int!
        itemPrice: Int!
        remark: String!
      }
      type RawItemSelectItem {
        id: Int!
        name: String!
      }
      type BarcodeSelectItem {
        id: Int!
        barcode: String!
        isUsed: Boolean!
        orderId: Int
      }
      extend type Query {
        "Items in use in the category and everything under it, by name."
        getItemsByCategory(categoryId: Int!): [ItemSelectItem!]!
        "Raw materials in use (not finished goods), by name."
        getRawItemSelectList: [RawItemSelectItem!]!
        "The barcode labels that exist."
        getBarcodeSelectList: [BarcodeSelectItem!]!
      }
    `,
    resolvers: {
      Query: {
        getItemsByCategory: forEmployees(async (args: { categoryId: number }): Promise<ItemSelectItem[]> =>
          itemsByCategory(app.db, args.categoryId),
        ),
        getRawItemSelectList: forEmployees(async (): Promise<RawItemSelectItem[]> => rawItemSelectList(app.db)),
        getBarcodeSelectList: forEmployees(async () => barcodeSelectList(app.db)),
      },
    },
  });
}
