import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SENSOR_PATH,
  SENSOR_TOKEN_HEADER,
  SensorCodeParamSchema,
  SensorDayCountSchema,
  SensorEventSchema,
  SensorReadingSchema,
  SensorRealtimeSchema,
  FacilityDayQuerySchema,
  MessageOnlyResponseSchema,
  ERROR_RESPONSES,
  canAccessArea,
  facilityMessages as MSG,
} from '@scm/contract';
import { AppError, forbidden } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { sensorViews } from './monitoring';
import { findFacilityByCode } from './queries';
import { recordReading } from './readings';
import { sensorTokenMatches } from './service';

const tags = ['sensor'];
// Outside /api, so the error shapes the platform adds to every /api route are declared here.

/**
 * The sensor host's calls (spec 002 §7), outside /api: reads for staff of the FACILITY area (session cookie or
 * Bearer), and a machine's reading posted with its own token (x-sensor-token), no session.
 */
export async function sensorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staffOnly = async (req: FastifyRequest) => {
    const p = app.requirePrincipal(req);
    if (p.userType !== 'employee' || !canAccessArea(p.authorities, 'FACILITY')) throw forbidden();
  };
  const read = { preHandler: staffOnly, config: { access: 'employee' as const } };

  app.get(
    `${SENSOR_PATH}/realtime`,
    { schema: { tags, response: { ...ERROR_RESPONSES, 200: z.array(SensorRealtimeSchema) } }, ...read },
    async (req) => sensorViews.realtime(req.db),
  );
  app.get(
    `${SENSOR_PATH}/day_count`,
    {
      schema: {
        tags,
        querystring: FacilityDayQuerySchema,
        response: { ...ERROR_RESPONSES, 200: z.array(SensorDayCountSchema) },
      },
      ...read,
    },
    async (req) => sensorViews.dayCount(req.db, app.clock, req.query.date),
  );
  app.get(
    `${SENSOR_PATH}/event`,
    {
      schema: {
        tags,
        querystring: FacilityDayQuerySchema,
        response: { ...ERROR_RESPONSES, 200: z.array(SensorEventSchema) },
      },
      ...read,
    },
    async (req) => sensorViews.events(req.db, app.clock, req.query.date),
  );

  app.post(
    `${SENSOR_PATH}/reading/:code`,
    {
      schema: {
        tags,
        params: SensorCodeParamSchema,
        body: SensorReadingSchema,
        response: { ...ERROR_RESPONSES, 201: MessageOnlyResponseSchema },
      },
      config: { access: 'public', rateLimit: { max: 600, timeWindow: 60_000 } },
    },
    async (req, reply) => {
      const machine = await findFacilityByCode(app.db, req.params.code);
      const token = req.headers[SENSOR_TOKEN_HEADER];
      // One answer for an unknown machine and a wrong token: the call does not tell which codes exist.
      if (!machine || !sensorTokenMatches(machine, typeof token === 'string' ? token : undefined))
        throw new AppError(401, 'SENSOR_TOKEN_INVALID', MSG.sensorTokenWrong);
      const { outcome, event } = await recordReading(app.db, app.clock, machine.id, req.body);
      const note =
        outcome === 'JUMP'
          ? MSG.counterJumpNote
          : outcome === 'RESET'
            ? MSG.counterResetNote
            : event
              ? MSG.eventNote
              : '';
      return reply.status(201).send(ok(null, note));
    },
  );
}
