import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_AUTH,
  CheckLoggedInSchema,
  LoginRequestSchema,
  MessageOnlyResponseSchema,
  SessionSchema,
  okResponse,
} from '@scm/contract';
import { unauthorized } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { loadPrincipal } from '../../platform/auth/context';
import { claimLoginAttempt, loginSucceeded } from '../../platform/auth/login-throttle';
import { USERNAME_TAKEN, checkCredentials } from './service';

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
}
