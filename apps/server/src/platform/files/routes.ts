import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_FILE,
  AttachmentSchema,
  FileDownloadQuerySchema,
  IdParamSchema,
  MAX_FILES_PER_UPLOAD,
  MessageOnlyResponseSchema,
  binaryResponse,
  okResponse,
} from '@scm/contract';
import { notFound } from '../errors';
import { ok } from '../reply';
import { contentDisposition, isSafeInline } from './file-names';
import { receiveFiles } from './receive';
import { FILE_NOT_FOUND, deleteFile, findReadableFile, recordUploads } from './service';
import { StoredObjectMissing } from './storage';

const tags = ['files'];
const access = 'authenticated' as const;
/** Files that could run script if opened directly (HTML, SVG …) get no rights at all. */
const SANDBOX_CSP = "default-src 'none'; sandbox";

export async function fileRoutes(fastify: FastifyInstance, opts: { maxUploadBytes: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storage, access: fileAccess } = app.files;

  app.post(
    `${API_FILE}/single`,
    {
      config: { access },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: okResponse(AttachmentSchema) } },
    },
    async (request, reply) => {
      const principal = app.requirePrincipal(request);
      const upload = await receiveFiles(request, storage, {
        fileField: 'file',
        maxFiles: 1,
        maxBytes: opts.maxUploadBytes,
        allowance: await app.files.allowance(principal),
      });
      const [saved] = await recordUploads(app.db, storage, app.files.limits, principal, upload);
      return reply.status(201).send(ok(saved!, '파일이 업로드되었습니다.'));
    },
  );

  app.post(
    `${API_FILE}/multi`,
    {
      config: { access },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: okResponse(z.array(AttachmentSchema)) } },
    },
    async (request, reply) => {
      const principal = app.requirePrincipal(request);
      const upload = await receiveFiles(request, storage, {
        fileField: 'files',
        maxFiles: MAX_FILES_PER_UPLOAD,
        maxBytes: opts.maxUploadBytes,
        allowance: await app.files.allowance(principal),
      });
      const saved = await recordUploads(app.db, storage, app.files.limits, principal, upload);
      return reply.status(201).send(ok(saved, `파일 ${saved.length}개가 업로드되었습니다.`));
    },
  );

  app.delete(
    `${API_FILE}/:id`,
    { config: { access }, schema: { tags, params: IdParamSchema, response: { 200: MessageOnlyResponseSchema } } },
    async (request) => {
      const principal = app.requirePrincipal(request);
      await deleteFile(app.db, storage, fileAccess, principal, request.params.id, request.log);
      return ok(null, '파일이 삭제되었습니다.');
    },
  );

  app.get(
    `${API_FILE}/:id`,
    {
      config: { access },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: FileDownloadQuerySchema,
        // The stored bytes under the content type they were uploaded with.
        response: { 200: binaryResponse('저장된 파일 (업로드된 형식 그대로)', ['*/*']) },
      },
    },
    async (request, reply) => {
      const principal = app.requirePrincipal(request);
      const file = await findReadableFile(request.db, fileAccess, principal, request.params.id);
      // A stored file never changes under its id, so its id is a strong validator.
      const etag = `"file-${file.id}"`;
      const inline = !request.query.download && isSafeInline(file.contentType);
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.originalFileName));
      if (!inline) reply.header('content-security-policy', SANDBOX_CSP);
      // Not modified: no body, so no schema to answer by.
      if (request.headers['if-none-match'] === etag) return (reply as FastifyReply).status(304).send();
      const content = await storage.get(file.storageKey).catch((err: unknown) => {
        if (err instanceof StoredObjectMissing) throw notFound(FILE_NOT_FOUND);
        throw err;
      });
      return reply.header('content-type', file.contentType).header('content-length', file.size).send(content);
    },
  );
}
