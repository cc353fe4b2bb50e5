import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_AUTH,
  CheckLoggedInSchema,
  LoginRequestSchema,
  MessageOnlyResponseSchema,
  SessionSchema,
  SignUpResultSchema,
  SignUpSchema,
  okResponse,
} from '@scm/contract';
import { unauthorized } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { loadPrincipal } from '../../platform/auth/context';
import { claimLoginAttempt, claimSignUpAttempt, loginSucceeded } from '../../platform/auth/login-throttle';
import { USERNAME_TAKEN, checkCredentials, signUpCustomer } from './service';

const tags = ['auth'];

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.databaseErrors.registerUnique('account_user_type_username_unique', {
    field: 'username',
    message: USERNAME_TAKEN,
  });

  app.post(
    API_AUTH.login,
    {
      schema: { body: LoginRequestSchema, tags, response: { 200: okResponse(SessionSchema) } },
      // Throttled in the database (shared by every server process) by login-throttle, before the password is checked.
      config: { access: 'public', csrf: false },
    },
    async (request, reply) => {
      const { username, password, rememberMe } = request.body;
      await claimLoginAttempt(app.db, request.ip, username);
      const accountId = await checkCredentials(app.db, username, password);
      await loginSucceeded(app.db, request.ip, username);
      const principal = await loadPrincipal(app.db, accountId, app.authorityResolver.current);
      if (!principal) throw unauthorized();
      const { token, csrf } = await app.startSession(reply, accountId, rememberMe);
      return ok({ account: principal.account, jwt: token, csrf }, '로그인되었습니다.');
    },
  );

  app.post(
    API_AUTH.checkLoggedIn,
    {
      schema: { tags, response: { 200: okResponse(CheckLoggedInSchema) } },
      config: { access: 'authenticated', csrf: false },
    },
    async (request) => {
      const p = app.requirePrincipal(request);
      return ok({ account: p.account, csrf: request.csrfToken ?? '' });
    },
  );

  app.post(
    API_AUTH.logout,
    { schema: { tags, response: { 200: MessageOnlyResponseSchema } }, config: { access: 'public', csrf: false } },
    async (request, reply) => {
      await app.endSession(request, reply);
      return ok(null, '로그아웃되었습니다.');
    },
  );

  app.post(
    API_AUTH.signUp,
    {
      schema: { body: SignUpSchema, tags, response: { 201: okResponse(SignUpResultSchema) } },
      // A flood guard per process here; the hourly per-address count is in the database (login-throttle).
      config: { access: 'public', csrf: false, rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      await claimSignUpAttempt(app.db, request.ip);
      const created = await signUpCustomer(app.db, request.body);
      // The new customer is signed in at once, like a login: the session cookie and its CSRF token.
      const principal = await loadPrincipal(app.db, created.accountId, app.authorityResolver.current);
      if (!principal) throw unauthorized();
      const { token, csrf } = await app.startSession(reply, created.accountId, false);
      const result = {
        id: created.buyerId,
        username: request.body.username,
        account: principal.account,
        jwt: token,
        csrf,
      };
      return reply.status(201).send(ok(result, '회원가입이 완료되었습니다.'));
    },
  );
}
