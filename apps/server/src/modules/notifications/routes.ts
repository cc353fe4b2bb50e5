import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_NOTIFICATION,
  API_NOTIFICATION_UNREAD_COUNT,
  IdParamSchema,
  ListQuerySchema,
  NotificationCheckQuerySchema,
  NotificationMessageSchema,
  okResponse,
  pageOf,
} from '@scm/contract';
import { ok } from '../../platform/reply';
import { checkNotification, countUnread, pageNotifications } from './service';
import { notificationStore } from './store';

const tags = ['notifications'];
// Employees and customers both have a notification centre; each sees only its own rows.
const config = { access: 'authenticated' } as const;

export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.realtime.registerNotificationStore(notificationStore);

  app.get(
    API_NOTIFICATION,
    {
      config,
      schema: { tags, querystring: ListQuerySchema, response: { 200: okResponse(pageOf(NotificationMessageSchema)) } },
    },
    async (request) => ok(await pageNotifications(request.db, app.requirePrincipal(request).accountId, request.query)),
  );

  app.get(
    API_NOTIFICATION_UNREAD_COUNT,
    { config, schema: { tags, response: { 200: okResponse(z.number().int()) } } },
    async (request) => ok(await countUnread(request.db, app.requirePrincipal(request).accountId)),
  );

  app.patch(
    `${API_NOTIFICATION}/:id`,
    {
      config,
      schema: {
        tags,
        params: IdParamSchema,
        querystring: NotificationCheckQuerySchema,
        response: { 200: okResponse(NotificationMessageSchema) },
      },
    },
    async (request) => {
      const { accountId } = app.requirePrincipal(request);
      return ok(await checkNotification(request.db, accountId, request.params.id, request.query.checked));
    },
  );
}
