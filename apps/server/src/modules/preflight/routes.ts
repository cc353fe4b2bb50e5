import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_FILE,
  FilePreflightSchema,
  IdParamSchema,
  PreflightAcceptSchema,
  PreflightQuerySchema,
  okResponse,
} from '@scm/contract';
import { findReadableFile } from '../../platform/files/service';
import { PreflightPool } from '../../platform/preflight';
import { ok } from '../../platform/reply';
import { acceptWarning, expectationsOf, preflightForRead, setPreflightRuntime } from './service';

const tags = ['files'];

export interface PreflightOptions {
  /** Workers at once (1 by default: a preflight never takes more than one core). */
  workers?: number;
  timeoutMs?: number;
  maxHeapMb?: number;
}

/** The preflight checklist of a stored file: read by whoever may read the file; staff accept warnings (ORDER write). */
export async function preflightRoutes(fastify: FastifyInstance, opts: PreflightOptions = {}) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const pool = new PreflightPool({ size: opts.workers, timeoutMs: opts.timeoutMs, maxHeapMb: opts.maxHeapMb });
  setPreflightRuntime({ storage: app.files.storage, pool, db: app.db, log: app.log });
  app.addHook('onClose', async () => {
    setPreflightRuntime(null);
    await pool.close();
  });

  app.get(
    `${API_FILE}/:id/preflight`,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        params: IdParamSchema,
        querystring: PreflightQuerySchema,
        response: { 200: okResponse(FilePreflightSchema) },
      },
    },
    async (req) => {
      const principal = app.requirePrincipal(req);
      const file = await findReadableFile(req.db, app.files.access, principal, req.params.id);
      const form = expectationsOf(req.query.finishedSize, req.query.pages);
      return ok(await preflightForRead(req.db, file, form));
    },
  );

  app.post(
    `${API_FILE}/:id/preflight/accept`,
    {
      config: { area: 'ORDER' },
      schema: {
        tags,
        params: IdParamSchema,
        body: PreflightAcceptSchema,
        response: { 200: okResponse(FilePreflightSchema) },
      },
    },
    async (req) => {
      const principal = app.requirePrincipal(req);
      await findReadableFile(req.db, app.files.access, principal, req.params.id);
      return ok(await acceptWarning(app.serviceContext(req), req.params.id, req.body.code), '경고를 확인했습니다.');
    },
  );
}
