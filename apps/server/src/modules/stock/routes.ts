import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_RECEIVING_HISTORY,
  API_RELEASING_HISTORY,
  API_STOCKS,
  IdParamSchema,
  itemMessages,
  ListQuerySchema,
  StockListQuerySchema,
  ReceivingHistorySchema,
  ReleasingHistorySchema,
  StockAdjustSchema,
  StockHistorySchema,
  StockSchema,
  okResponse,
  pageOf,
  stockMessages,
} from '@scm/contract';
import { ok } from '../../platform/reply';
import { ITEM } from '../items';
import { stockHistoryCount } from './ledger';
import {
  adjustStock,
  getStock,
  pageReceivingHistory,
  pageReleasingHistory,
  pageStockHistory,
  pageStocks,
  refuseStockDelete,
} from './service';

const tags = ['stock'];
const config = { area: 'PROCESS' } as const;
const one = { 200: okResponse(StockSchema) };

export async function stockRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // An item's stock record goes with it (cascade), so its history is checked before the item is deleted.
  app.references.register(ITEM, {
    uses: async (tx, itemId) => (await stockHistoryCount(tx, itemId)) > 0,
    message: itemMessages.inUse,
  });

  app.get(
    API_STOCKS,
    { schema: { querystring: StockListQuerySchema, tags, response: { 200: okResponse(pageOf(StockSchema)) } }, config },
    async (req) => ok(await pageStocks(req.db, req.query)),
  );
  app.get(
    `${API_STOCKS}/history/:id`,
    {
      schema: {
        params: IdParamSchema,
        querystring: ListQuerySchema,
        tags,
        response: { 200: okResponse(pageOf(StockHistorySchema)) },
      },
      config,
    },
    async (req) => ok(await pageStockHistory(req.db, req.params.id, req.query)),
  );
  app.get(`${API_STOCKS}/:id`, { schema: { params: IdParamSchema, tags, response: one }, config }, async (req) =>
    ok(await getStock(req.db, req.params.id)),
  );
  app.patch(
    `${API_STOCKS}/:id`,
    { schema: { params: IdParamSchema, body: StockAdjustSchema, tags, response: one }, config },
    async (req) => {
      const { employeeId } = app.requirePrincipal(req);
      return ok(await adjustStock(req.db, req.params.id, req.body, employeeId), stockMessages.changed);
    },
  );
  app.delete(`${API_STOCKS}/:id`, { schema: { params: IdParamSchema, tags }, config }, async (req) =>
    refuseStockDelete(req.db, req.params.id),
  );

  app.get(
    API_RECEIVING_HISTORY,
    {
      schema: { querystring: ListQuerySchema, tags, response: { 200: okResponse(pageOf(ReceivingHistorySchema)) } },
      config,
    },
    async (req) => ok(await pageReceivingHistory(req.db, req.query)),
  );
  app.get(
    API_RELEASING_HISTORY,
    {
      schema: { querystring: ListQuerySchema, tags, response: { 200: okResponse(pageOf(ReleasingHistorySchema)) } },
      config,
    },
    async (req) => ok(await pageReleasingHistory(req.db, req.query)),
  );
}
