import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_TAX_INVOICES,
  API_TAX_INVOICE_HOMETAX,
  API_TAX_INVOICE_MONTHLY,
  API_TAX_INVOICE_MONTHLY_PREVIEW,
  API_TAX_INVOICE_SETTINGS,
  HometaxQuerySchema,
  IdParamSchema,
  MonthlyIssueResultSchema,
  MonthlyIssueSchema,
  MonthlyPreviewQuerySchema,
  MonthlyPreviewSchema,
  TaxInvoiceActionSchema,
  TaxInvoiceAmendSchema,
  TaxInvoiceCancelSchema,
  TaxInvoiceListQuerySchema,
  TaxInvoicePageSchema,
  TaxInvoiceSchema,
  TaxInvoiceSettingsSchema,
  binaryResponse,
  hometaxFileName,
  okResponse,
  taxInvoiceMessages as MSG,
  taxInvoicePdfFileName,
} from '@scm/contract';
import { hometaxWorkbooks } from '../../platform/adapters/tax-invoice';
import { conflict } from '../../platform/errors';
import { contentDisposition } from '../../platform/files/file-names';
import { ok } from '../../platform/reply';
import { renderTaxInvoicePdf } from './pdf';
import { wireTaxInvoices, type TaxInvoiceWiring } from './providers';
import {
  amendTaxInvoice,
  cancelTaxInvoice,
  getTaxInvoice,
  issueMonthly,
  issueTaxInvoice,
  manualDocumentsOf,
  monthlyPreview,
  pageTaxInvoices,
  refreshTaxInvoice,
  taxInvoiceSettings,
} from './service';

const tags = ['tax-invoices'];
// 세금계산서 is in the 주문 관리 menu beside 미수금: GET needs ORDER read, the rest ORDER write.
const config = { area: 'ORDER' } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const one = { 200: okResponse(TaxInvoiceSchema) };

export async function taxInvoiceRoutes(fastify: FastifyInstance, opts: Omit<TaxInvoiceWiring, 'db'>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  wireTaxInvoices({ ...opts, db: app.db });
  app.databaseErrors.registerUnique('tax_invoice_line_entry_live_unique', {
    status: 409,
    code: 'TAX_INVOICE_ENTRY_BILLED',
    message: MSG.entryBilled,
  });

  app.get(
    API_TAX_INVOICES,
    {
      schema: { querystring: TaxInvoiceListQuerySchema, tags, response: { 200: okResponse(TaxInvoicePageSchema) } },
      config,
    },
    async (req) => ok(await pageTaxInvoices(app.serviceContext(req), req.query)),
  );
  app.get(
    API_TAX_INVOICE_SETTINGS,
    { schema: { tags, response: { 200: okResponse(TaxInvoiceSettingsSchema) } }, config },
    async () => ok(taxInvoiceSettings()),
  );
  app.get(
    API_TAX_INVOICE_MONTHLY_PREVIEW,
    {
      schema: { querystring: MonthlyPreviewQuerySchema, tags, response: { 200: okResponse(MonthlyPreviewSchema) } },
      config,
    },
    async (req) => {
      const { entries: _entries, ...preview } = await monthlyPreview(
        app.serviceContext(req),
        req.query.month,
        req.query.writeDate,
      );
      return ok(preview);
    },
  );
  app.post(
    API_TAX_INVOICE_MONTHLY,
    { schema: { body: MonthlyIssueSchema, tags, response: { 200: okResponse(MonthlyIssueResultSchema) } }, config },
    async (req) => {
      const invoices = await issueMonthly(app.serviceContext(req), req.body);
      const count = (s: string) => invoices.filter((i) => i.state === s).length;
      return ok(
        { invoices },
        MSG.monthlyDone(
          invoices.length - count('MANUAL') - count('FAILED') - count('REFUSED'),
          count('MANUAL'),
          count('FAILED') + count('REFUSED'),
        ),
      );
    },
  );
  app.get(
    API_TAX_INVOICE_HOMETAX,
    {
      schema: {
        querystring: HometaxQuerySchema.extend({
          part: z
            .string()
            .regex(/^[1-9]\d{0,2}$/, '파일 번호는 1 이상의 숫자입니다.')
            .transform(Number)
            .optional(),
        }),
        tags,
        response: {
          200: binaryResponse('홈택스 일괄발급 엑셀 (그 달의 발행 대기 (수동) 세금계산서, 100건씩)', [XLSX]),
        },
      },
      config,
    },
    async (req, reply) => {
      const docs = await manualDocumentsOf(app.serviceContext(req).db, req.query.month);
      const { files } = await hometaxWorkbooks(docs);
      const part = req.query.part ?? 1;
      const file = files[part - 1];
      if (!file) throw conflict('TAX_INVOICE_NO_MANUAL', MSG.noManualInvoices);
      return reply
        .header('content-type', XLSX)
        .header(
          'content-disposition',
          contentDisposition('attachment', hometaxFileName(req.query.month, part, files.length)),
        )
        .header('x-file-parts', String(files.length))
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
  app.get(`${API_TAX_INVOICES}/:id`, { schema: { params: IdParamSchema, tags, response: one }, config }, async (req) =>
    ok(await getTaxInvoice(app.serviceContext(req).db, req.params.id)),
  );
  app.get(
    `${API_TAX_INVOICES}/:id/pdf`,
    {
      schema: {
        params: IdParamSchema,
        tags,
        response: { 200: binaryResponse('세금계산서 PDF (A4)', ['application/pdf']) },
      },
      config,
    },
    async (req, reply) => {
      const invoice = await getTaxInvoice(app.serviceContext(req).db, req.params.id);
      const pdf = await renderTaxInvoicePdf(invoice);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', taxInvoicePdfFileName(invoice.documentKey)))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
  app.post(
    `${API_TAX_INVOICES}/:id/issue`,
    { schema: { params: IdParamSchema, body: TaxInvoiceActionSchema.optional(), tags, response: one }, config },
    async (req) => {
      const invoice = await issueTaxInvoice(app.serviceContext(req), req.params.id);
      return ok(
        invoice,
        invoice.state === 'MANUAL' ? MSG.manual(invoice.documentKey) : MSG.issued(invoice.documentKey),
      );
    },
  );
  app.post(
    `${API_TAX_INVOICES}/:id/refresh`,
    { schema: { params: IdParamSchema, body: TaxInvoiceActionSchema.optional(), tags, response: one }, config },
    async (req) => ok(await refreshTaxInvoice(app.serviceContext(req), req.params.id), MSG.refreshed),
  );
  app.post(
    `${API_TAX_INVOICES}/:id/cancel`,
    { schema: { params: IdParamSchema, body: TaxInvoiceCancelSchema, tags, response: one }, config },
    async (req) => ok(await cancelTaxInvoice(app.serviceContext(req), req.params.id, req.body.reason), MSG.cancelled),
  );
  app.post(
    `${API_TAX_INVOICES}/:id/amend`,
    { schema: { params: IdParamSchema, body: TaxInvoiceAmendSchema, tags, response: one }, config },
    async (req) => ok(await amendTaxInvoice(app.serviceContext(req), req.params.id, req.body), MSG.amended),
  );
}
