import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_CUSTOMER_NOTICE,
  API_NOTICE,
  CustomerNoticeSchema,
  IdParamSchema,
  ListQuerySchema,
  MessageOnlyResponseSchema,
  NoticeCreateSchema,
  NoticeSchema,
  NoticeSelectItemSchema,
  NoticeUpdateSchema,
  noticeMessages,
  okResponse,
  pageOf,
} from '@scm/contract';
import { z } from 'zod';
import { ok } from '../../platform/reply';
import {
  activeNoticeSelectList,
  createNotice,
  deleteNotice,
  getNotice,
  getVisibleNotice,
  pageNotices,
  pageVisibleNotices,
  updateNotice,
} from './service';

const tags = ['notices'];
// The notice screen sits in the 거래처 관리 menu.
const config = { area: 'PARTNER' } as const;
// Customers read the board; staff may read it too (e.g. to check what customers see).
const board = { access: 'authenticated' } as const;
const one = { 200: okResponse(NoticeSchema) };

export async function noticeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_NOTICE,
    { schema: { querystring: ListQuerySchema, tags, response: { 200: okResponse(pageOf(NoticeSchema)) } }, config },
    async (req) => ok(await pageNotices(req.db, req.query)),
  );
  app.get(
    `${API_NOTICE}/select`,
    { schema: { tags, response: { 200: okResponse(z.array(NoticeSelectItemSchema)) } }, config },
    async (req) => ok(await activeNoticeSelectList(req.db)),
  );
  app.get(`${API_NOTICE}/:id`, { schema: { params: IdParamSchema, tags, response: one }, config }, async (req) =>
    ok(await getNotice(req.db, req.params.id)),
  );

  app.post(
    API_NOTICE,
    { schema: { body: NoticeCreateSchema, tags, response: { 201: okResponse(NoticeSchema) } }, config },
    async (req, reply) => reply.status(201).send(ok(await createNotice(req.db, req.body), noticeMessages.created)),
  );
  app.put(API_NOTICE, { schema: { body: NoticeUpdateSchema, tags, response: one }, config }, async (req) => {
    const { id, ...input } = req.body;
    return ok(await updateNotice(req.db, id, input), noticeMessages.updated);
  });
  app.delete(
    `${API_NOTICE}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: MessageOnlyResponseSchema } }, config },
    async (req) => {
      await deleteNotice(req.db, req.params.id);
      return ok(null, noticeMessages.deleted);
    },
  );

  app.get(
    API_CUSTOMER_NOTICE,
    {
      schema: { querystring: ListQuerySchema, tags, response: { 200: okResponse(pageOf(CustomerNoticeSchema)) } },
      config: board,
    },
    async (req) => ok(await pageVisibleNotices(req.db, req.query)),
  );
  app.get(
    `${API_CUSTOMER_NOTICE}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: okResponse(CustomerNoticeSchema) } }, config: board },
    async (req) => ok(await getVisibleNotice(req.db, req.params.id)),
  );
}
