import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_AUTH, SignUpResultSchema, SignUpSchema, okResponse } from '@scm/contract';
import { loadPrincipal } from '../../platform/auth/context';
import { claimSignUpAttempt } from '../../platform/auth/login-throttle';
import { unauthorized } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { signUpCustomer } from './service';

// The customer sign-up opens a client company with its account: a buyer's route (auth keeps the sign-in; buyers asks
// auth for the account row, so auth never calls buyers). Documented with the auth routes, where clients look for it.
const tags = ['auth'];

export async function signUpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
