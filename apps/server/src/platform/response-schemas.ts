import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ERROR_RESPONSES } from '@scm/contract';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Fastify's code for a reply its route's response schema refused (fastify-type-provider-zod's serializer). */
export const RESPONSE_MISMATCH = 'FST_ERR_RESPONSE_SERIALIZATION';

/** What a refused answer was: the route, the status it tried to send and zod's issues. */
export interface ResponseMismatch {
  method: string;
  url: string;
  statusCode: number;
  issues: z.core.$ZodIssue[];
}

export function responseMismatchOf(
  request: FastifyRequest,
  statusCode: number,
  error: FastifyError,
): ResponseMismatch | undefined {
  if (error.code !== RESPONSE_MISMATCH) return undefined;
  const cause = error.cause as { issues?: z.core.$ZodIssue[] } | undefined;
  return {
    method: request.method,
    url: request.routeOptions.url ?? request.url,
    statusCode,
    issues: cause?.issues ?? [],
  };
}

/**
 * Parses each answer by its zod schema, which drops every key the schema does not declare, then JSON.stringify.
 * A value of the wrong type (a Date, a fraction, null, text for a number) is refused, never coerced.
 * The type provider's own serializer does the same through zod's encode, 7 to 9 times slower on a
 * 1,000-row page (no codecs are used in answers, so parse and encode agree): see bench/serializer.ts.
 */
export const answerSerializer: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };

/**
 * Every API route answers through its declared schemas: routes declare their success; this adds the error shapes
 * (business error, or field errors on a 400) to each, so the document shows them and error bodies are checked too.
 *
 * An answer that does not match its schema is a server bug. It is logged with the route and zod's issues, and the
 * client gets the usual Korean 500 body from the error handler — never the unchecked data, which could carry a
 * field the schema leaves out. The API tests fail on any such mismatch (test/harness.ts), so they surface there.
 */
export function declareResponses(app: FastifyInstance) {
  app.setSerializerCompiler(answerSerializer);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const schema = (route.schema ??= {});
    schema.response = { ...ERROR_RESPONSES, ...(schema.response as object | undefined) };
  });
  app.addHook('onError', async (request, reply, error) => {
    const mismatch = responseMismatchOf(request, reply.statusCode, error);
    if (mismatch) request.log.error({ responseMismatch: mismatch }, 'answer does not match its response schema');
  });
}
