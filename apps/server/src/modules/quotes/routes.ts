import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_CUSTOMER_QUOTE,
  API_QUOTE,
  binaryResponse,
  CustomerQuoteCreateSchema,
  IdParamSchema,
  okResponse,
  pageOf,
  QuoteCreateSchema,
  QuoteListItemSchema,
  QuoteListQuerySchema,
  quoteMessages as MSG,
  quotePdfFileName,
  QuoteOrderResultSchema,
  QuoteSchema,
  QuoteToOrderSchema,
} from '@scm/contract';
import { quote } from '../../db/schema/quotes';
import { contentDisposition } from '../../platform/files/file-names';
import { ok } from '../../platform/reply';
import { BUYER } from '../buyers';
import { ORDER } from '../order-core';
import { orderFilesOf } from '../orders';
import { quotePdf } from './document';
import {
  convertQuote,
  createCustomerQuote,
  createStaffQuote,
  customerReader,
  getQuote,
  pageQuotes,
  type QuoteReader,
} from './service';

const tags = ['quotes'];
/** Staff: the 주문 관리 area (GET needs ORDER read, POST ORDER write). Customers: their own quotes only. */
const staff = { area: 'ORDER' } as const;
const customer = { access: 'customer' } as const;
const STAFF: QuoteReader = { kind: 'staff' };

export async function quoteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  // A quote keeps pointing at its buyer and at the order it became (restricting keys): those deletes are refused.
  app.references.register(BUYER, { column: quote.buyerId, message: MSG.buyerInUse });
  app.references.register(ORDER, { column: quote.orderId, message: MSG.orderInUse });

  const sendPdf = async (req: FastifyRequest, reply: FastifyReply, id: number, reader: QuoteReader) => {
    const { quote: q, pdf } = await quotePdf(db, app.files.storage, id, reader, app.clock.today());
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition('inline', quotePdfFileName(q.quoteNumber)))
      .header('cache-control', 'private, no-store')
      .header('content-length', pdf.length)
      .send(pdf);
  };

  /** The reads, the PDF and the conversion, alike for staff and customers but for who reads. */
  const shared = (base: string, config: FastifyContextConfig, readerOf: (req: FastifyRequest) => QuoteReader) => {
    app.get(
      base,
      {
        schema: { querystring: QuoteListQuerySchema, tags, response: { 200: okResponse(pageOf(QuoteListItemSchema)) } },
        config,
      },
      async (req) => ok(await pageQuotes(db, req.query, readerOf(req), app.clock.today())),
    );
    app.get(
      `${base}/:id`,
      { schema: { params: IdParamSchema, tags, response: { 200: okResponse(QuoteSchema) } }, config },
      async (req) => ok(await getQuote(db, req.params.id, readerOf(req), app.clock.today())),
    );
    app.get(
      `${base}/:id/pdf`,
      {
        schema: {
          params: IdParamSchema,
          tags,
          response: { 200: binaryResponse('견적서 PDF (A4)', ['application/pdf']) },
        },
        config,
      },
      async (req, reply) => sendPdf(req, reply, req.params.id, readerOf(req)),
    );
    app.post(
      `${base}/:id/order`,
      {
        schema: {
          params: IdParamSchema,
          body: QuoteToOrderSchema,
          tags,
          response: { 201: okResponse(QuoteOrderResultSchema) },
        },
        config,
      },
      async (req, reply) => {
        const ctx = app.serviceContext(req);
        const reader = readerOf(req);
        const result = await convertQuote(ctx, req.params.id, req.body, reader, orderFilesOf(app, req));
        const q = await getQuote(db, req.params.id, reader, ctx.clock.today());
        return reply.status(201).send(ok(result, MSG.ordered(q.quoteNumber, result.orderNumber)));
      },
    );
  };
  shared(API_QUOTE, staff, () => STAFF);
  shared(API_CUSTOMER_QUOTE, customer, (req) => customerReader(app.serviceContext(req)));

  app.post(
    API_QUOTE,
    { schema: { body: QuoteCreateSchema, tags, response: { 201: okResponse(QuoteSchema) } }, config: staff },
    async (req, reply) => {
      const ctx = app.serviceContext(req);
      const { id, quoteNumber } = await createStaffQuote(ctx, req.body);
      return reply.status(201).send(ok(await getQuote(db, id, STAFF, ctx.clock.today()), MSG.created(quoteNumber)));
    },
  );
  app.post(
    API_CUSTOMER_QUOTE,
    { schema: { body: CustomerQuoteCreateSchema, tags, response: { 201: okResponse(QuoteSchema) } }, config: customer },
    async (req, reply) => {
      const ctx = app.serviceContext(req);
      const reader = customerReader(ctx);
      const { id, quoteNumber } = await createCustomerQuote(ctx, req.body);
      return reply.status(201).send(ok(await getQuote(db, id, reader, ctx.clock.today()), MSG.created(quoteNumber)));
    },
  );
}
