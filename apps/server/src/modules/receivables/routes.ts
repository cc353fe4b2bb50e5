import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_RECEIVABLES,
  API_RECEIVABLES_SUMMARY,
  IdParamSchema,
  ReceivableLedgerQuerySchema,
  ReceivableLedgerSchema,
  ReceivableListQuerySchema,
  ReceivablePageSchema,
  ReceivableSummaryQuerySchema,
  ReceivableSummarySchema,
  binaryResponse,
  okResponse,
  receivableLedgerFileName,
  receivableLedgerPdfFileName,
} from '@scm/contract';
import { contentDisposition } from '../../platform/files/file-names';
import { ok } from '../../platform/reply';
import { documentCompany } from '../basic-info';
import { ledgerPdf } from './pdf';
import { buyerLedger, pageReceivables, receivableSummary } from './service';
import { ledgerWorkbook } from './xlsx';

const tags = ['receivables'];
// 미수금 is in the 주문 관리 menu beside 입금 관리: ORDER read.
const config = { area: 'ORDER' } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function receivableRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_RECEIVABLES,
    {
      schema: { querystring: ReceivableListQuerySchema, tags, response: { 200: okResponse(ReceivablePageSchema) } },
      config,
    },
    async (req) => ok(await pageReceivables(app.serviceContext(req), req.query)),
  );
  app.get(
    API_RECEIVABLES_SUMMARY,
    {
      schema: {
        querystring: ReceivableSummaryQuerySchema,
        tags,
        response: { 200: okResponse(ReceivableSummarySchema) },
      },
      config,
    },
    async (req) => ok(await receivableSummary(app.serviceContext(req), req.query.month)),
  );
  app.get(
    `${API_RECEIVABLES}/:id/ledger`,
    {
      schema: {
        params: IdParamSchema,
        querystring: ReceivableLedgerQuerySchema,
        tags,
        response: { 200: okResponse(ReceivableLedgerSchema) },
      },
      config,
    },
    async (req) => ok(await buyerLedger(app.serviceContext(req), req.params.id, req.query)),
  );
  app.get(
    `${API_RECEIVABLES}/:id/ledger.xlsx`,
    {
      schema: {
        params: IdParamSchema,
        querystring: ReceivableLedgerQuerySchema,
        tags,
        response: { 200: binaryResponse('거래처 원장 엑셀 (기간의 이월·증감·잔액)', [XLSX]) },
      },
      config,
    },
    async (req, reply) => {
      const ledger = await buyerLedger(app.serviceContext(req), req.params.id, req.query);
      const file = await ledgerWorkbook(ledger);
      return reply
        .header('content-type', XLSX)
        .header(
          'content-disposition',
          contentDisposition('attachment', receivableLedgerFileName(ledger.buyerName, ledger.from, ledger.to)),
        )
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
  app.get(
    `${API_RECEIVABLES}/:id/ledger.pdf`,
    {
      schema: {
        params: IdParamSchema,
        querystring: ReceivableLedgerQuerySchema,
        tags,
        response: { 200: binaryResponse('거래처 원장 PDF (A4, 이월·증감·잔액)', ['application/pdf']) },
      },
      config,
    },
    async (req, reply) => {
      const ctx = app.serviceContext(req);
      const ledger = await buyerLedger(ctx, req.params.id, req.query);
      const { company } = await documentCompany(ctx.db, app.files.storage);
      const pdf = await ledgerPdf(ledger, company?.name ?? '', ctx.clock.today());
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition('inline', receivableLedgerPdfFileName(ledger.buyerName, ledger.from, ledger.to)),
        )
        .header('cache-control', 'private, no-store')
        .header('content-length', pdf.length)
        .send(pdf);
    },
  );
}
