import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PURCHASE_ORDER,
  BarcodeParamSchema,
  IdParamSchema,
  ItemBarcodeMatchSchema,
  MessageOnlyResponseSchema,
  PurchaseOrderCreateSchema,
  PurchaseOrderListQuerySchema,
  PurchaseOrderSchema,
  PurchaseOrderUpdateSchema,
  okResponse,
  pageOf,
  purchaseOrderMessages as MSG,
  sellerMessages,
} from '@scm/contract';
import { ok } from '../../platform/reply';
import { purchaseOrder } from '../../db/schema/purchase-orders';
import { SELLER } from '../sellers';
import {
  createPurchaseOrder,
  deletePurchaseOrder,
  getPurchaseOrder,
  pagePurchaseOrders,
  purchaseOrderItemByBarcode,
  receivePurchaseOrder,
  updatePurchaseOrder,
} from './service';

const tags = ['purchase-orders'];
const config = { area: 'WORK' } as const;
const one = { 200: okResponse(PurchaseOrderSchema) };

export async function purchaseOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (req: FastifyRequest) => app.serviceContext(req);

  // A supplier we have ordered from stays: its orders would lose who they were placed with.
  app.references.register(SELLER, { column: purchaseOrder.sellerId, message: sellerMessages.inUse });

  app.get(
    API_PURCHASE_ORDER,
    {
      schema: {
        querystring: PurchaseOrderListQuerySchema,
        tags,
        response: { 200: okResponse(pageOf(PurchaseOrderSchema)) },
      },
      config,
    },
    async (req) => ok(await pagePurchaseOrders(ctx(req), req.query)),
  );
  app.get(
    `${API_PURCHASE_ORDER}/barcode/:code`,
    { schema: { params: BarcodeParamSchema, tags, response: { 200: okResponse(ItemBarcodeMatchSchema) } }, config },
    async (req) => ok(await purchaseOrderItemByBarcode(ctx(req), req.params.code)),
  );
  app.get(
    `${API_PURCHASE_ORDER}/:id`,
    { schema: { params: IdParamSchema, tags, response: one }, config },
    async (req) => ok(await getPurchaseOrder(ctx(req), req.params.id)),
  );

  app.post(
    API_PURCHASE_ORDER,
    { schema: { body: PurchaseOrderCreateSchema, tags, response: { 201: okResponse(PurchaseOrderSchema) } }, config },
    async (req, reply) => {
      const { order, stock } = await createPurchaseOrder(ctx(req), req.body);
      const message =
        stock === null ? MSG.created(order.itemName) : MSG.createdAndReceived(order.itemName, stock, order.itemUnit);
      return reply.status(201).send(ok(order, message));
    },
  );
  app.put(
    API_PURCHASE_ORDER,
    { schema: { body: PurchaseOrderUpdateSchema, tags, response: one }, config },
    async (req) => {
      const updated = await updatePurchaseOrder(ctx(req), req.body.id, req.body);
      return ok(updated, MSG.updated(updated.itemName));
    },
  );
  app.patch(
    `${API_PURCHASE_ORDER}/receive/:id`,
    { schema: { params: IdParamSchema, tags, response: one }, config },
    async (req) => {
      const { order, stock } = await receivePurchaseOrder(ctx(req), req.params.id);
      return ok(order, MSG.received(order.itemName, stock, order.itemUnit));
    },
  );
  app.delete(
    `${API_PURCHASE_ORDER}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: MessageOnlyResponseSchema } }, config },
    async (req) => {
      const deleted = await deletePurchaseOrder(ctx(req), req.params.id);
      return ok(null, MSG.deleted(deleted.itemName));
    },
  );
}
