import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_RATES,
  API_RATES_EFFECTIVE,
  API_RATES_EXPORT,
  API_RATES_IMPORT,
  ErrorResponseSchema,
  FieldErrorsSchema,
  IdParamSchema,
  MessageOnlyResponseSchema,
  RateImportProblemSchema,
  binaryResponse,
  isoDate,
  okResponse,
  rateKindUrl,
  rateReferenceMessages,
} from '@scm/contract';
import { rate } from '../../db/schema/rates';
import { AppError, fieldError } from '../../platform/errors';
import { asUploadError, readParts } from '../../platform/files/multipart';
import { ok } from '../../platform/reply';
import { ITEM_OPTION } from '../item-options';
import { ITEM } from '../items';
import { SELLER } from '../sellers';
import { MSG, RATE_KINDS, createSchemaOf, labelOf, updateSchemaOf, type RateKind } from './kinds';
import {
  ImportRejected,
  addRate,
  deleteRate,
  effectiveRowsFor,
  exportRates,
  importRates,
  listRatesOf,
  updateRate,
} from './service';

const tags = ['rates'];
/** Staff: reading the tables needs ORDER_READ, changing them ORDER_WRITE (the rates price orders). */
const config = { area: 'ORDER' } as const;

/** A stored rate: the contract's row (`RateRowSchema` of `@scm/contract`) and its id. */
const StoredRateSchema = z.record(z.string(), z.union([z.number(), z.string(), z.null()]));
const KindQuerySchema = z.strictObject({ kind: z.enum(RATE_KINDS, { error: '단가 종류를 선택해주세요.' }) });
const DateQuerySchema = z.strictObject({ date: isoDate.optional() });
/** The import's refusal: every wrong cell by sheet, row (1-based, as Excel shows it) and column. */
const ImportReportSchema = ErrorResponseSchema.extend({
  problems: z.array(RateImportProblemSchema),
});
const ImportResponses = {
  201: okResponse(z.object({ added: z.number() })),
  400: z.union([ImportReportSchema, ErrorResponseSchema, FieldErrorsSchema]),
};
const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

export async function rateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (req: FastifyRequest) => app.serviceContext(req);

  // A rate row keeps pointing at the paper item, the finishing option or the supplier it priced (restricting keys):
  // their deletes are refused with these words.
  app.references.register(ITEM, { column: rate.rawItemId, message: rateReferenceMessages.item });
  app.references.register(ITEM_OPTION, {
    column: rate.optionId,
    message: rateReferenceMessages.option,
    changeMessage: rateReferenceMessages.optionRetype,
  });
  app.references.register(SELLER, { column: rate.sellerId, message: rateReferenceMessages.seller });

  app.get(
    API_RATES,
    {
      schema: { querystring: KindQuerySchema, tags, response: { 200: okResponse(z.array(StoredRateSchema)) } },
      config,
    },
    async (req) => ok(await listRatesOf(ctx(req), req.query.kind)),
  );

  // The published rows the estimate engine reads (`ratesAt(rows, date)` of the contract resolves them to its RateSet):
  // any signed-in user (staff forms, and customers pricing an order; a customer gets no 외주 rows).
  app.get(
    API_RATES_EFFECTIVE,
    {
      schema: { querystring: DateQuerySchema, tags, response: { 200: okResponse(z.array(StoredRateSchema)) } },
      config: { access: 'authenticated' },
    },
    async (req) => {
      const c = ctx(req);
      return ok(await effectiveRowsFor(c, req.query.date ?? c.clock.today()));
    },
  );

  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  app.get(
    API_RATES_EXPORT,
    {
      schema: {
        querystring: DateQuerySchema,
        tags,
        response: { 200: binaryResponse('단가표 엑셀 (종류별 시트, 그날 적용되는 단가)', [XLSX]) },
      },
      config,
    },
    async (req, reply) => {
      const c = ctx(req);
      const day = req.query.date ?? c.clock.today();
      const file = await exportRates(c.db, day);
      const name = encodeURIComponent(`단가표_${day}.xlsx`);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="rates_${day}.xlsx"; filename*=UTF-8''${name}`)
        .send(file);
    },
  );

  // multipart: `file` (.xlsx) and `effectiveFrom` (YYYY-MM-DD).
  app.post(
    API_RATES_IMPORT,
    { schema: { tags, consumes: ['multipart/form-data'], response: ImportResponses }, config },
    async (req, reply) => {
      if (!req.isMultipart()) throw new AppError(400, 'RATES_IMPORT_FILE', MSG.importNoFile);
      let file: Buffer | undefined;
      let effectiveFrom = '';
      for await (const part of readParts(req, { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 4, fieldSize: 64 })) {
        if (part.type === 'file') {
          // A truncated body fails while the file is read: a 400 like the parser's own failures.
          const bytes = await part.toBuffer().catch((err: unknown) => {
            throw asUploadError(err);
          });
          if (part.fieldname === 'file') file = bytes;
        } else if (part.fieldname === 'effectiveFrom') effectiveFrom = typeof part.value === 'string' ? part.value : '';
      }
      const day = isoDate.safeParse(effectiveFrom);
      if (!effectiveFrom || !day.success) throw fieldError('effectiveFrom', '적용 시작일을 입력해주세요.');
      if (!file) throw fieldError('file', MSG.importNoFile);
      try {
        const { added, message } = await importRates(ctx(req), file, effectiveFrom);
        return reply.status(201).send(ok({ added }, message));
      } catch (error) {
        if (!(error instanceof ImportRejected)) throw error;
        return reply.status(400).send({
          errorCode: 'RATES_IMPORT_INVALID',
          errorMessage: error.message,
          isAlert: false,
          isSnackbar: false,
          problems: error.problems,
        });
      }
    },
  );

  for (const kind of RATE_KINDS) registerKind(app, kind);

  function registerKind(a: typeof app, kind: RateKind) {
    const path = rateKindUrl(kind);
    const label = labelOf(kind);
    a.post(
      path,
      { schema: { body: createSchemaOf(kind), tags, response: { 201: okResponse(StoredRateSchema) } }, config },
      async (req, reply) => {
        return reply.status(201).send(ok(await addRate(ctx(req), req.body), MSG.added(label)));
      },
    );
    a.put(
      path,
      { schema: { body: updateSchemaOf(kind), tags, response: { 200: okResponse(StoredRateSchema) } }, config },
      async (req) => {
        const { id, ...row } = req.body;
        return ok(await updateRate(ctx(req), id, row), MSG.updated(label));
      },
    );
    a.delete(
      `${path}/:id`,
      { schema: { params: IdParamSchema, tags, response: { 200: MessageOnlyResponseSchema } }, config },
      async (req) => {
        await deleteRate(ctx(req), kind, req.params.id);
        return ok(null, MSG.deleted(label));
      },
    );
  }
}
