import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_AUTH, ERRORS, LoginRequestSchema, SignUpSchema } from '@scm/contract';
import { AppError, unauthorized } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { loadPrincipal } from '../../platform/auth/context';
import { checkCredentials, signUpCustomer } from './service';

/** Failed or not, at most 10 login attempts per minute per address and username. */
// preHandler, not onRequest: the body (the username) must be parsed to be part of the key.
const LOGIN_LIMIT = { max: 10, timeWindow: '1 minute', hook: 'preHandler' } as const;

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    API_AUTH.login,
    {
      schema: { body: LoginRequestSchema, tags: ['auth'] },
      config: {
        access: 'public',
        csrf: false,
        rateLimit: {
          ...LOGIN_LIMIT,
          keyGenerator: (req) => {
            const username = (req.body as { username?: unknown } | undefined)?.username;
            return `${req.ip}|${typeof username === 'string' ? username.trim() : ''}`;
          },
          errorResponseBuilder: (_req, ctx) =>
            Object.assign(new AppError(429, 'LOGIN_RATE_LIMITED', ERRORS.LOGIN_RATE_LIMITED), {
              statusCode: ctx.statusCode,
            }),
        },
      },
    },
    async (request, reply) => {
      const { username, password, rememberMe } = request.body;
      const accountId = await checkCredentials(app.db, username, password);
      const principal = await loadPrincipal(app.db, accountId, app.authorityResolver.current);
      if (!principal) throw unauthorized();
      const { token, csrf } = await app.startSession(reply, accountId, rememberMe);
      return ok({ account: principal.account, jwt: token, csrf }, '로그인되었습니다.');
    },
  );

  app.post(API_AUTH.checkLoggedIn, { config: { access: 'authenticated', csrf: false } }, async (request) => {
    const p = app.requirePrincipal(request);
    return ok({ account: p.account, csrf: request.csrfToken ?? '' });
  });

  app.post(API_AUTH.logout, { config: { access: 'public', csrf: false } }, async (request, reply) => {
    await app.endSession(request, reply);
    return ok(null, '로그아웃되었습니다.');
  });

  app.post(
    API_AUTH.signUp,
    {
      schema: { body: SignUpSchema, tags: ['auth'] },
      config: { access: 'public', csrf: false, rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const created = await signUpCustomer(app.db, request.body);
      return reply
        .status(201)
        .send(ok({ id: created.buyerId, username: request.body.username }, '회원가입이 완료되었습니다.'));
    },
  );
}
