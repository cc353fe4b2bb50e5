import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { ERRORS } from '@scm/contract';
import { AppError, unauthorized } from '../errors';
import { addGraphqlModule } from './modules';
import { commonSelectLists } from './select-lists';

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

class GraphqlRequestError extends Error {
  readonly statusCode = 400;
}

const checkRequest = async (request: FastifyRequest) => {
  // The auth hook matches the bare path only; a GET with a query string must be checked here.
  if (!request.principal) throw unauthorized();
  if (request.method === 'POST' && !PostBodySchema.safeParse(request.body).success) {
    throw new GraphqlRequestError('GraphQL 요청 형식이 올바르지 않습니다. { query, variables } 를 보내주세요.');
  }
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
    ctx.reply.log.error({ err: error.originalError ?? error }, 'graphql resolver failed');
    return new GraphQLError(ERRORS.INTERNAL, { path: error.path, extensions: { code: 'INTERNAL' } });
  });
  return mercurius.defaultErrorFormatter({ ...execution, errors }, ctx);
};

/** Our own errors (401 …) keep the REST body; GraphQL parse/validation errors keep the GraphQL shape. */
const answerError = async (error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
  if (error instanceof AppError) return reply.status(error.statusCode).send(error.toBody());
  const { statusCode, response } = formatErrors(
    { errors: [new GraphQLError(error.message, { originalError: error })] },
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
    context: (request) => ({ principal: request.principal }),
    errorHandler: answerError,
    errorFormatter: formatErrors,
    additionalRouteOptions: {
      config: { access: 'authenticated' },
      schema: { hide: true, querystring: GetQuerySchema },
      preValidation: checkRequest,
    },
  });
  await addGraphqlModule(app, commonSelectLists(app.db));
});
