import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { ERRORS, MSG } from '@scm/contract';
import { AppError, FieldError, unauthorized } from '../errors';
import { findNulPath } from '../input-guard';
import { checkQueryCost, GRAPHQL_LIMITS, GraphqlRefusal } from './query-cost';

/*
 * /graphql serves the spec's select lists (mercurius). The schema starts as an empty `type Query`; each
 * module contributes a piece — its types plus `extend type Query { ... }` and the resolvers — by calling
 * `await addGraphqlModule(app, { typeDefs, resolvers })` from its own routes plugin (registered after this one, before
 * ready). Wrap each resolver in `forEmployees` or `forSignedIn` (./access) so the role is checked per query, and
 * read data through the module's own queries.ts. The route itself refuses callers without a session with the
 * usual 401 error body.
 */

export const GRAPHQL_PATH = '/graphql';

/** Mercurius's own JSON-schema route schemas can't go through the app's zod compilers; these replace them. */
const GetQuerySchema = z.object({
  query: z.string().optional(),
  operationName: z.string().optional(),
  variables: z.string().optional(),
  extensions: z.string().optional(),
});
const PostBodySchema = z.object({
  query: z.string(),
  operationName: z.string().nullish(),
  variables: z.record(z.string(), z.unknown()).nullish(),
  extensions: z.record(z.string(), z.unknown()).nullish(),
});

const BAD_REQUEST_SHAPE = 'GraphQL 요청 형식이 올바르지 않습니다. { query, variables } 를 보내주세요.';

/** Before mercurius sees the request: who asks, its shape, and what the query would cost (./query-cost). */
/** A GET's variables arrive as JSON text: unreadable JSON, or a NUL inside it, is refused like a POST's. */
const checkGetVariables = (variables: string | undefined) => {
  if (!variables) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(variables);
  } catch {
    throw new GraphqlRefusal(400, BAD_REQUEST_SHAPE);
  }
  if (findNulPath(parsed) !== undefined) throw new GraphqlRefusal(400, MSG.forbiddenCharacter);
};

/** Before mercurius sees the request: who asks, its shape, and what the query would cost (./query-cost). */
const checkRequest = async (request: FastifyRequest) => {
  // The auth hook matches the bare path only; a GET with a query string must be checked here.
  if (!request.principal) throw unauthorized();
  let params: { query?: string; operationName?: string | null } | undefined;
  if (request.method === 'POST') {
    const body = PostBodySchema.safeParse(request.body);
    if (!body.success) throw new GraphqlRefusal(400, BAD_REQUEST_SHAPE);
    params = body.data;
  } else {
    const query = GetQuerySchema.safeParse(request.query);
    if (!query.success) throw new GraphqlRefusal(400, BAD_REQUEST_SHAPE);
    checkGetVariables(query.data.variables);
    params = query.data;
  }
  if (!params.query?.trim()) throw new GraphqlRefusal(400, BAD_REQUEST_SHAPE);
  checkQueryCost(params.query, {
    allowIntrospection: request.principal.userType === 'employee',
    operationName: params.operationName ?? undefined,
  });
};

type ErrorFormatter = typeof mercurius.defaultErrorFormatter;

const isClientError = (error: GraphQLError) => {
  const status: unknown =
    error.originalError && 'statusCode' in error.originalError ? error.originalError.statusCode : 0;
  return !error.originalError || (typeof status === 'number' && status > 0 && status < 500);
};

/** Resolver failures that aren't ours to explain (a database error …) are logged and answered with a generic message. */
const formatErrors: ErrorFormatter = (execution, ctx) => {
  const errors = execution.errors.map((error) => {
    if (isClientError(error)) return error;
    // A value the database could not hold (a NUL in a GET's variables …) is the caller's mistake, not ours.
    const translated = ctx.app.databaseErrors.translate(error.originalError);
    if (translated) {
      const [message, code] =
        translated instanceof AppError
          ? [translated.message, translated.errorCode]
          : [Object.values(translated.errors)[0]?.defaultMessage ?? ERRORS.BAD_REQUEST, 'BAD_REQUEST'];
      return new GraphQLError(message, { path: error.path, extensions: { code } });
    }
    ctx.reply.log.error({ err: error.originalError ?? error }, 'graphql resolver failed');
    return new GraphQLError(ERRORS.INTERNAL, { path: error.path, extensions: { code: 'INTERNAL' } });
  });
  return mercurius.defaultErrorFormatter({ ...execution, errors }, ctx);
};

/** Fastify's own refusals of a request (body too large, unknown content type, broken JSON …) in Korean. */
const refusalOf = (error: FastifyError | FieldError): Error => {
  if (error instanceof FieldError)
    return new GraphqlRefusal(400, Object.values(error.errors)[0]?.defaultMessage ?? ERRORS.BAD_REQUEST);
  if (!error.code?.startsWith('FST_') || !error.statusCode || error.statusCode >= 500) return error;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new GraphqlRefusal(400, ERRORS.GRAPHQL_TOO_COMPLEX);
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new GraphqlRefusal(400, ERRORS.GRAPHQL_CONTENT_TYPE);
  return new GraphqlRefusal(400, BAD_REQUEST_SHAPE);
};

/** Our own errors (401 …) keep the REST body; GraphQL parse/validation errors keep the GraphQL shape. */
const answerError = async (
  error: FastifyError | AppError | FieldError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  if (error instanceof AppError) return reply.status(error.statusCode).send(error.toBody());
  const refusal = refusalOf(error);
  const { statusCode, response } = formatErrors(
    { errors: [new GraphQLError(refusal.message, { originalError: refusal })] },
    // The formatter only logs through the context; the full context exists only once a query runs.
    { app: request.server, reply } as Parameters<ErrorFormatter>[1],
  );
  return reply.status(statusCode).send(response);
};

export const graphqlPlugin = fp(async (app) => {
  await app.register(mercurius, {
    schema: 'type Query',
    path: GRAPHQL_PATH,
    graphiql: false,
    queryDepth: 6,
    graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens }, validateOptions: { maxErrors: 20 } },
    context: (request) => ({ principal: request.principal }),
    errorHandler: answerError,
    errorFormatter: formatErrors,
    additionalRouteOptions: {
      config: { access: 'authenticated' },
      schema: { hide: true, querystring: GetQuerySchema },
      bodyLimit: GRAPHQL_LIMITS.maxBodyBytes,
      preValidation: checkRequest,
    },
  });
});
