import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_BANK_CONFIRM,
  API_BANK_DEPOSITOR_NAMES,
  API_BANK_OPEN_ENTRIES,
  API_BANK_STATEMENT,
  BankColumnMappingSchema,
  BankConfirmResultSchema,
  BankConfirmSchema,
  BankImportResultSchema,
  BankOpenEntriesQuerySchema,
  BankOpenEntrySchema,
  BankReviewSchema,
  BankStatementSchema,
  bankMessages as MSG,
  DepositorNameCreateSchema,
  DepositorNameQuerySchema,
  DepositorNameSchema,
  IdParamSchema,
  MessageOnlyResponseSchema,
  okResponse,
} from '@scm/contract';
import { AppError, fieldError, zodToFieldErrors, FieldError } from '../../platform/errors';
import { asUploadError, readParts } from '../../platform/files/multipart';
import { ok } from '../../platform/reply';
import { confirmLines } from './confirm';
import { addDepositorName, removeDepositorName } from './depositor-names';
import { depositorNames, recentStatements, searchOpenEntries } from './queries';
import { reviewStatement } from './review';
import { importStatement } from './statement-import';

const tags = ['bank-statements'];
/** 주문 관리 area: GET needs ORDER read; uploading, confirming and the depositor names need ORDER write. */
const config = { area: 'ORDER' } as const;
const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;
const FILE_TYPES = /\.(xlsx|csv|txt)$/i;

export async function bankStatementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const ctx = (req: FastifyRequest) => app.serviceContext(req);
  app.databaseErrors.registerUnique('bank_line_applied_line_unique', {
    status: 409,
    code: 'BANK_LINE_APPLIED',
    message: '이미 반영된 입금입니다. 새로 고친 뒤 확인해주세요.',
  });

  app.get(
    API_BANK_STATEMENT,
    { schema: { tags, response: { 200: okResponse(z.array(BankStatementSchema)) } }, config },
    async () => ok(await recentStatements(db)),
  );

  // multipart: `file` (.xlsx or .csv) and, for a layout the server asked about, `mapping` (JSON of the columns).
  app.post(
    API_BANK_STATEMENT,
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: okResponse(BankImportResultSchema) } },
      config,
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw fieldError('file', MSG.noFile);
      let file: { name: string; bytes: Buffer } | undefined;
      let mappingText = '';
      for await (const part of readParts(req, {
        fileSize: MAX_STATEMENT_BYTES,
        files: 1,
        fields: 2,
        fieldSize: 4096,
      })) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer().catch((err: unknown) => {
            throw asUploadError(err);
          });
          if (part.fieldname === 'file') file = { name: part.filename ?? '', bytes };
        } else if (part.fieldname === 'mapping') mappingText = typeof part.value === 'string' ? part.value : '';
      }
      if (!file || file.bytes.length === 0) throw fieldError('file', MSG.noFile);
      if (!FILE_TYPES.test(file.name)) throw fieldError('file', MSG.badType);
      let mapping;
      if (mappingText) {
        let json: unknown;
        try {
          json = JSON.parse(mappingText);
        } catch {
          throw new AppError(400, 'BANK_MAPPING_INVALID', MSG.layoutUnknown);
        }
        const parsed = BankColumnMappingSchema.safeParse(json);
        if (!parsed.success) throw new FieldError(zodToFieldErrors(parsed.error.issues));
        mapping = parsed.data;
      }
      const result = await importStatement(ctx(req), file, mapping);
      return reply.status(201).send(ok(result, MSG.imported(result.added, result.duplicates)));
    },
  );

  app.get(
    `${API_BANK_STATEMENT}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: okResponse(BankReviewSchema) } }, config },
    async (req) => ok(await reviewStatement(db, req.params.id)),
  );

  app.get(
    API_BANK_OPEN_ENTRIES,
    {
      schema: {
        querystring: BankOpenEntriesQuerySchema,
        tags,
        response: { 200: okResponse(z.array(BankOpenEntrySchema)) },
      },
      config,
    },
    async (req) => ok((await searchOpenEntries(db, req.query.q.trim())).map(({ open: _o, ...e }) => e)),
  );

  app.post(
    API_BANK_CONFIRM,
    { schema: { body: BankConfirmSchema, tags, response: { 200: okResponse(BankConfirmResultSchema) } }, config },
    async (req) => {
      const result = await confirmLines(ctx(req), req.body);
      return ok(result, MSG.confirmed(result.lines, result.receipts));
    },
  );

  app.get(
    API_BANK_DEPOSITOR_NAMES,
    {
      schema: {
        querystring: DepositorNameQuerySchema,
        tags,
        response: { 200: okResponse(z.array(DepositorNameSchema)) },
      },
      config,
    },
    async (req) => ok(await depositorNames(db, req.query.buyerId)),
  );
  app.post(
    API_BANK_DEPOSITOR_NAMES,
    {
      schema: { body: DepositorNameCreateSchema, tags, response: { 201: okResponse(z.object({ id: z.number() })) } },
      config,
    },
    async (req, reply) => {
      const row = await addDepositorName(ctx(req), req.body);
      return reply.status(201).send(ok({ id: row.id }, MSG.nameSaved));
    },
  );
  app.delete(
    `${API_BANK_DEPOSITOR_NAMES}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: MessageOnlyResponseSchema } }, config },
    async (req) => {
      await removeDepositorName(ctx(req), req.params.id);
      return ok(null, MSG.nameDeleted);
    },
  );
}
