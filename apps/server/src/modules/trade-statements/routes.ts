import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_CUSTOMER_TRADE_STATEMENT,
  API_TRADE_STATEMENT,
  binaryResponse,
  IdParamSchema,
  TradeStatementMonthQuerySchema,
  tradeStatementMonthFileName,
  TradeStatementOrderQuerySchema,
  tradeStatementOrderFileName,
} from '@scm/contract';
import { contentDisposition } from '../../platform/files/file-names';
import { renderStatementPdf } from './pdf';
import { customerStatementReader, monthStatement, orderStatement, type Statement } from './service';

const tags = ['trade-statements'];
/** Staff: the 주문 관리 area, ORDER read. Customers: their own orders only. */
const staff = { area: 'ORDER' } as const;
const customer = { access: 'customer' } as const;
const PDF = binaryResponse('거래명세서 PDF (A4)', ['application/pdf']);

export async function tradeStatementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const storage = () => app.files.storage;

  const send = async (reply: FastifyReply, s: Statement, fileName: string) => {
    const pdf = await renderStatementPdf(s);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition('inline', fileName))
      .header('cache-control', 'private, no-store')
      .header('content-length', pdf.length)
      .send(pdf);
  };
  const orderFile = (s: Statement) =>
    tradeStatementOrderFileName(s.reference, s.lines.some((l) => l.spec.startsWith('광고')) ? s.buyer.name : null);

  app.get(
    `${API_TRADE_STATEMENT}/order/:id/pdf`,
    {
      schema: { params: IdParamSchema, querystring: TradeStatementOrderQuerySchema, tags, response: { 200: PDF } },
      config: staff,
    },
    async (req, reply) => {
      const ctx = app.serviceContext(req);
      const s = await orderStatement(ctx, storage(), req.params.id, { kind: 'staff' }, req.query.buyerId);
      return send(reply, s, orderFile(s));
    },
  );
  app.get(
    `${API_TRADE_STATEMENT}/buyer/:id/pdf`,
    {
      schema: { params: IdParamSchema, querystring: TradeStatementMonthQuerySchema, tags, response: { 200: PDF } },
      config: staff,
    },
    async (req, reply) => {
      const s = await monthStatement(app.serviceContext(req), storage(), req.params.id, req.query.month);
      return send(reply, s, tradeStatementMonthFileName(s.buyer.name, req.query.month));
    },
  );
  app.get(
    `${API_CUSTOMER_TRADE_STATEMENT}/order/:id/pdf`,
    { schema: { params: IdParamSchema, tags, response: { 200: PDF } }, config: customer },
    async (req, reply) => {
      const ctx = app.serviceContext(req);
      const s = await orderStatement(ctx, storage(), req.params.id, customerStatementReader(ctx), null);
      return send(reply, s, orderFile(s));
    },
  );
}
