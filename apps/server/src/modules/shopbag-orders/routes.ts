import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_MY_SHOPBAG_ORDER,
  API_SHOPBAG_ORDER,
  buyerMessages,
  IdParamSchema,
  ListQuerySchema,
  MessageOnlyResponseSchema,
  MyShopbagOrderListItemSchema,
  MyShopbagOrderSchema,
  okResponse,
  OrderCancelSchema,
  pageOf,
  SHOPBAG_SLOT_FILE_OWNER,
  ShopbagOrderCreateSchema,
  ShopbagOrderListItemSchema,
  ShopbagOrderListQuerySchema,
  shopbagOrderMessages as M,
  ShopbagOrderSchema,
  ShopbagSlotCreateSchema,
  ShopbagSlotDeleteParamsSchema,
  ShopbagSlotSchema,
  ShopbagSlotUpdateSchema,
} from '@scm/contract';
import { shopbagOrderSeller, shopbagOrderSlot } from '../../db/schema/shopbag-orders';
import { zodToFieldErrors, FieldError } from '../../platform/errors';
import { recordUploads } from '../../platform/files/service';
import { ok } from '../../platform/reply';
import { BUYER } from '../buyers';
import { registerPriceRoutes } from '../order-prices';
import { SELLER } from '../sellers';
import { cancelShopbagOrder, createShopbagOrder, deleteShopbagOrder, updateShopbagOrder } from './changes';
import { getMyShopbagOrder, pageMyShopbagOrders } from './customer';
import { customerReadsOwnSlotDraft, type SlotFiles } from './files';
import { bagOrderPricing } from './pricing';
import { getShopbagOrder, getSlot, pageShopbagOrders } from './service';
import { readSlotForm } from './slot-form';
import { changeSlot, emptySlot, fillSlot } from './slots';

const tags = ['shopbag-orders'];
/** Staff only (the 주문 관리 menu area): GET needs ORDER_READ, writes ORDER_WRITE. */
const config = { area: 'ORDER' } as const;
const one = { 200: okResponse(ShopbagOrderSchema) };
const consumes = ['multipart/form-data', 'application/json'];

/** PUT takes the whole order before work starts, else the late fields; the service decides under lock. */
const PutBodySchema = z
  .record(z.string(), z.unknown())
  .meta({ description: 'ShopbagOrderUpdateSchema (작업 시작 전) 또는 ShopbagOrderLateUpdateSchema (작업 시작 후)' });

export async function shopbagOrderRoutes(fastify: FastifyInstance, opts: { maxUploadBytes: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const { storage } = app.files;

  // Drafts are read by staff with the ORDER area, and by the slot's own advertiser.
  app.files.access.registerOwner(SHOPBAG_SLOT_FILE_OWNER, { area: 'ORDER', canRead: customerReadsOwnSlotDraft(db) });
  app.references.register(BUYER, { column: shopbagOrderSlot.buyerId, message: buyerMessages.inUse });
  app.references.register(SELLER, {
    column: shopbagOrderSeller.sellerId,
    message: '쇼핑백 주문의 배포처로 지정된 매입처는 삭제할 수 없습니다.',
  });

  const filesOf = (req: FastifyRequest): SlotFiles => {
    const principal = app.requirePrincipal(req);
    const owner = (ownerId: number) => ({ ownerType: SHOPBAG_SLOT_FILE_OWNER, ownerId });
    return {
      record: async (draft) => {
        const [saved] = await recordUploads(db, storage, app.files.limits, principal, {
          files: [draft],
          dtype: SHOPBAG_SLOT_FILE_OWNER,
        });
        return saved!.id;
      },
      attach: async (tx, fileId, slotId) =>
        (await app.files.attach(tx, [fileId], principal, owner(slotId))).length === 1,
      detach: async (tx, slotId) => {
        await app.files.detach(tx, owner(slotId));
      },
    };
  };

  /** The slot's fields parsed with `schema`, and its draft recorded as an upload (removed again if they fail). */
  const slotForm = async <S extends z.ZodType>(req: FastifyRequest, schema: S, files: SlotFiles) => {
    const principal = app.requirePrincipal(req);
    const form = await readSlotForm(req, storage, opts.maxUploadBytes, () => app.files.allowance(principal));
    const parsed = schema.safeParse(form.fields);
    if (!parsed.success) {
      if (form.draft) await storage.delete(form.draft.storageKey);
      throw new FieldError(zodToFieldErrors(parsed.error.issues));
    }
    const draftFileId = form.draft ? await files.record(form.draft) : null;
    return { values: parsed.data, draftFileId };
  };

  app.get(
    API_SHOPBAG_ORDER,
    {
      schema: {
        querystring: ShopbagOrderListQuerySchema,
        tags,
        response: { 200: okResponse(pageOf(ShopbagOrderListItemSchema)) },
      },
      config,
    },
    async (req) => ok(await pageShopbagOrders(db, req.query, app.clock.today())),
  );
  app.get(
    `${API_SHOPBAG_ORDER}/buyer/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: okResponse(ShopbagSlotSchema) } }, config },
    async (req) => ok(await getSlot(db, req.params.id)),
  );
  registerPriceRoutes(app, API_SHOPBAG_ORDER, bagOrderPricing, { tags, config });
  app.get(`${API_SHOPBAG_ORDER}/:id`, { schema: { params: IdParamSchema, tags, response: one }, config }, async (req) =>
    ok(await getShopbagOrder(db, req.params.id)),
  );
  app.post(
    API_SHOPBAG_ORDER,
    { schema: { body: ShopbagOrderCreateSchema, tags, response: { 201: okResponse(ShopbagOrderSchema) } }, config },
    async (req, reply) => {
      const { id, orderNumber } = await createShopbagOrder(app.serviceContext(req), req.body);
      return reply.status(201).send(ok(await getShopbagOrder(db, id), M.created(orderNumber)));
    },
  );
  app.put(API_SHOPBAG_ORDER, { schema: { body: PutBodySchema, tags, response: one }, config }, async (req) => {
    const { id, orderNumber } = await updateShopbagOrder(app.serviceContext(req), req.body);
    return ok(await getShopbagOrder(db, id), M.updated(orderNumber));
  });
  app.post(
    `${API_SHOPBAG_ORDER}/cancel/:id`,
    { schema: { params: IdParamSchema, body: OrderCancelSchema, tags, response: one }, config },
    async (req) => {
      const { orderNumber } = await cancelShopbagOrder(app.serviceContext(req), req.params.id, req.body.reason);
      return ok(await getShopbagOrder(db, req.params.id), M.cancelled(orderNumber));
    },
  );
  app.delete(
    `${API_SHOPBAG_ORDER}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: MessageOnlyResponseSchema } }, config },
    async (req) => {
      const { orderNumber } = await deleteShopbagOrder(
        app.serviceContext(req),
        req.params.id,
        filesOf(req),
        app.references,
      );
      return ok(null, M.deleted(orderNumber));
    },
  );

  // The design slots: multipart (slot JSON + draft file) or plain JSON.
  app.post(
    `${API_SHOPBAG_ORDER}/buyer`,
    { schema: { tags, consumes, response: { 201: okResponse(ShopbagSlotSchema) } }, config },
    async (req, reply) => {
      const files = filesOf(req);
      const { values, draftFileId } = await slotForm(req, ShopbagSlotCreateSchema, files);
      const id = await fillSlot(app.serviceContext(req), values, files, draftFileId);
      return reply.status(201).send(ok(await getSlot(db, id), M.slotSaved));
    },
  );
  app.put(
    `${API_SHOPBAG_ORDER}/buyer`,
    { schema: { tags, consumes, response: { 200: okResponse(ShopbagSlotSchema) } }, config },
    async (req) => {
      const files = filesOf(req);
      const { values, draftFileId } = await slotForm(req, ShopbagSlotUpdateSchema, files);
      const id = await changeSlot(app.serviceContext(req), values, files, draftFileId);
      return ok(await getSlot(db, id), M.slotSaved);
    },
  );
  app.delete(
    `${API_SHOPBAG_ORDER}/buyer/:orderId/:buyerId`,
    { schema: { params: ShopbagSlotDeleteParamsSchema, tags, response: { 200: MessageOnlyResponseSchema } }, config },
    async (req) => {
      await emptySlot(app.serviceContext(req), req.params.orderId, req.params.buyerId, filesOf(req));
      return ok(null, M.slotDeleted);
    },
  );

  // The customer's own bags (the customer portal).
  const customer = { access: 'customer' } as const;
  const buyerOf = (req: FastifyRequest) => app.requirePrincipal(req).buyerId ?? 0;
  app.get(
    API_MY_SHOPBAG_ORDER,
    {
      schema: {
        querystring: ListQuerySchema,
        tags,
        response: { 200: okResponse(pageOf(MyShopbagOrderListItemSchema)) },
      },
      config: customer,
    },
    async (req) => ok(await pageMyShopbagOrders(db, buyerOf(req), req.query)),
  );
  app.get(
    `${API_MY_SHOPBAG_ORDER}/:id`,
    {
      schema: { params: IdParamSchema, tags, response: { 200: okResponse(MyShopbagOrderSchema) } },
      config: customer,
    },
    async (req) => ok(await getMyShopbagOrder(db, buyerOf(req), req.params.id)),
  );
}
