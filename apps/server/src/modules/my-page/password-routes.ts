import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_MY_PAGE,
  CustomerPasswordChangeSchema,
  EmployeePasswordChangeSchema,
  MessageOnlyResponseSchema,
  passwordMessages,
} from '@scm/contract';
import { ok } from '../../platform/reply';
import { changePassword } from './password-service';

const tags = ['my-page'];
/** Guessing the current password through a borrowed session is slowed like a login. */
const rateLimit = { max: 30, timeWindow: '1 minute' } as const;

export async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    API_MY_PAGE.employeePassword,
    {
      schema: { body: EmployeePasswordChangeSchema, tags, response: { 200: MessageOnlyResponseSchema } },
      config: { access: 'employee', rateLimit },
    },
    async (req) => {
      const p = app.requirePrincipal(req);
      const who = { accountId: p.accountId, sessionId: req.sessionId };
      await changePassword(db, who, req.body.oldPassword, req.body.password, 'password');
      return ok(null, passwordMessages.changed);
    },
  );

  app.patch(
    API_MY_PAGE.customerPassword,
    {
      schema: { body: CustomerPasswordChangeSchema, tags, response: { 200: MessageOnlyResponseSchema } },
      config: { access: 'customer', rateLimit },
    },
    async (req) => {
      const p = app.requirePrincipal(req);
      const who = { accountId: p.accountId, sessionId: req.sessionId };
      await changePassword(db, who, req.body.oldPassword, req.body.newPassword, 'newPassword');
      return ok(null, passwordMessages.customerChanged);
    },
  );
}
