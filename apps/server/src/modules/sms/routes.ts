import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_SMS,
  API_SMS_OUTBOX,
  IdParamSchema,
  SmsOutboxListQuerySchema,
  SmsOutboxSchema,
  SmsTemplatesSchema,
  SmsTemplatesUpdateSchema,
  okResponse,
  pageOf,
  smsMessages as MSG,
} from '@scm/contract';
import { createSmsProvider, type SmsProviderSettings } from '../../platform/adapters/sms';
import { ok } from '../../platform/reply';
import { smsSenderJob } from './sender';
import { ensureSmsTemplates, getSmsTemplates, pageOutbox, resendOutbox, saveSmsTemplates } from './service';

const tags = ['sms'];
// SMS sits in the 거래처 관리 menu with buyers, sellers and notices (/admin/cs/*).
const config = { area: 'PARTNER' } as const;
const templates = { 200: okResponse(SmsTemplatesSchema) };

export interface SmsOptions {
  provider: SmsProviderSettings;
  maxAttempts: number;
  retryBaseMs: number;
  intervalMs: number;
  concurrency: number;
}

export async function smsRoutes(fastify: FastifyInstance, options: SmsOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (req: FastifyRequest) => app.serviceContext(req);
  await ensureSmsTemplates(app.db);

  app.jobs.add(
    smsSenderJob({
      db: app.db,
      provider: createSmsProvider(options.provider),
      clock: app.clock,
      log: app.log,
      maxAttempts: options.maxAttempts,
      retryBaseMs: options.retryBaseMs,
      intervalMs: options.intervalMs,
      concurrency: options.concurrency,
    }),
  );

  app.get(API_SMS, { schema: { tags, response: templates }, config }, async (req) =>
    ok(await getSmsTemplates(ctx(req))),
  );
  app.put(API_SMS, { schema: { body: SmsTemplatesUpdateSchema, tags, response: templates }, config }, async (req) =>
    ok(await saveSmsTemplates(ctx(req), req.body), MSG.saved),
  );
  app.get(
    API_SMS_OUTBOX,
    {
      schema: { querystring: SmsOutboxListQuerySchema, tags, response: { 200: okResponse(pageOf(SmsOutboxSchema)) } },
      config,
    },
    async (req) => ok(await pageOutbox(ctx(req), req.query)),
  );
  app.post(
    `${API_SMS_OUTBOX}/:id/resend`,
    { schema: { params: IdParamSchema, tags, response: { 200: okResponse(SmsOutboxSchema) } }, config },
    async (req) => ok(await resendOutbox(ctx(req), req.params.id), MSG.resent),
  );
}
