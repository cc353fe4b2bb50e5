import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_SCHEDULE,
  API_SCHEDULE_CALENDAR,
  CalendarEventSchema,
  CalendarQuerySchema,
  IdParamSchema,
  ListQuerySchema,
  MessageOnlyResponseSchema,
  ScheduleCreateSchema,
  ScheduleSchema,
  ScheduleUpdateSchema,
  okResponse,
  pageOf,
  scheduleMessages,
} from '@scm/contract';
import { z } from 'zod';
import { ok } from '../../platform/reply';
import { calendarMonth, createSchedule, deleteSchedule, getSchedule, pageSchedules, updateSchedule } from './service';

const tags = ['schedules'];
const config = { area: 'COMMON' } as const;
// Every employee sees the calendar modal on entering the admin area, whatever menus they hold.
const calendar = { access: 'employee' } as const;
const one = { 200: okResponse(ScheduleSchema) };

export async function scheduleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_SCHEDULE_CALENDAR,
    {
      schema: { querystring: CalendarQuerySchema, tags, response: { 200: okResponse(z.array(CalendarEventSchema)) } },
      config: calendar,
    },
    async (req) => ok(await calendarMonth(req.db, req.query.date)),
  );
  app.get(
    API_SCHEDULE,
    { schema: { querystring: ListQuerySchema, tags, response: { 200: okResponse(pageOf(ScheduleSchema)) } }, config },
    async (req) => ok(await pageSchedules(req.db, req.query)),
  );
  app.get(`${API_SCHEDULE}/:id`, { schema: { params: IdParamSchema, tags, response: one }, config }, async (req) =>
    ok(await getSchedule(req.db, req.params.id)),
  );

  app.post(
    API_SCHEDULE,
    { schema: { body: ScheduleCreateSchema, tags, response: { 201: okResponse(ScheduleSchema) } }, config },
    async (req, reply) => reply.status(201).send(ok(await createSchedule(req.db, req.body), scheduleMessages.created)),
  );
  app.put(API_SCHEDULE, { schema: { body: ScheduleUpdateSchema, tags, response: one }, config }, async (req) => {
    const { id, ...input } = req.body;
    return ok(await updateSchedule(req.db, id, input), scheduleMessages.updated);
  });
  app.delete(
    `${API_SCHEDULE}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: MessageOnlyResponseSchema } }, config },
    async (req) => {
      await deleteSchedule(req.db, req.params.id);
      return ok(null, scheduleMessages.deleted);
    },
  );
}
