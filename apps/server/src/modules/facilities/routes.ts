import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_FACILITY_CONTACT,
  API_FACILITY_CONTROLLER,
  API_FACILITY_CONTROLLER_JOBS,
  FacilityJobOptionSchema,
  API_FACILITY_HISTORY,
  API_FACILITY_MANAGER,
  API_FACILITY_MONITORING,
  FacilityContactSchema,
  FacilityContactUpdateSchema,
  FacilityControllerSchema,
  FacilityCreateSchema,
  FacilityDayQuerySchema,
  FacilityEventSchema,
  FacilityManagerSchema,
  FacilityManagerUpdateSchema,
  FacilityMonitoringAnswerSchema,
  FacilityRunStartSchema,
  FacilityTokenSchema,
  IdParamSchema,
  facilityMessages as MSG,
  okResponse,
} from '@scm/contract';
import { ok } from '../../platform/reply';
import { openJobs } from './job-queries';
import { history, monitoring } from './monitoring';
import { listControllers, startRun, stopRun } from './runs';
import {
  addFacility,
  issueSensorToken,
  listContacts,
  listManagers,
  removeFacility,
  saveContact,
  saveManager,
} from './service';

const tags = ['facilities'];
const config = { area: 'FACILITY' } as const;

/** The staff calls of the 설비 연동 menu (spec 002 §7). */
export async function facilityApiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (req: FastifyRequest) => app.serviceContext(req);
  const contact = { 200: okResponse(FacilityContactSchema) };

  app.get(
    `${API_FACILITY_CONTACT}/all`,
    { schema: { tags, response: { 200: okResponse(z.array(FacilityContactSchema)) } }, config },
    async (req) => ok(await listContacts(ctx(req))),
  );
  app.put(
    API_FACILITY_CONTACT,
    { schema: { body: FacilityContactUpdateSchema, tags, response: contact }, config },
    async (req) => {
      const saved = await saveContact(ctx(req), req.body);
      return ok(saved, MSG.contactSaved(saved.facilityName));
    },
  );
  app.post(
    API_FACILITY_CONTACT,
    { schema: { body: FacilityCreateSchema, tags, response: { 201: okResponse(FacilityContactSchema) } }, config },
    async (req, reply) => {
      const added = await addFacility(ctx(req), req.body);
      return reply.status(201).send(ok(added, MSG.added(added.facilityName)));
    },
  );
  app.delete(
    `${API_FACILITY_CONTACT}/:id`,
    { schema: { params: IdParamSchema, tags, response: contact }, config },
    async (req) => {
      const removed = await removeFacility(ctx(req), req.params.id);
      return ok(removed, MSG.removed(removed.facilityName));
    },
  );
  app.post(
    `${API_FACILITY_CONTACT}/:id/token`,
    { schema: { params: IdParamSchema, tags, response: { 200: okResponse(FacilityTokenSchema) } }, config },
    async (req) => {
      const { facility, token } = await issueSensorToken(ctx(req), req.params.id);
      return ok({ facilityCode: facility.facilityCode, token }, MSG.tokenIssued(facility.facilityName));
    },
  );

  app.get(
    `${API_FACILITY_MANAGER}/all`,
    { schema: { tags, response: { 200: okResponse(z.array(FacilityManagerSchema)) } }, config },
    async (req) => ok(await listManagers(ctx(req))),
  );
  app.put(
    API_FACILITY_MANAGER,
    {
      schema: { body: FacilityManagerUpdateSchema, tags, response: { 200: okResponse(FacilityManagerSchema) } },
      config,
    },
    async (req) => ok(await saveManager(ctx(req), req.body), MSG.managerSaved),
  );

  const controller = { 200: okResponse(FacilityControllerSchema) };
  app.get(
    API_FACILITY_CONTROLLER,
    { schema: { tags, response: { 200: okResponse(z.array(FacilityControllerSchema)) } }, config },
    async (req) => ok(await listControllers(ctx(req))),
  );
  app.get(
    API_FACILITY_CONTROLLER_JOBS,
    { schema: { tags, response: { 200: okResponse(z.array(FacilityJobOptionSchema)) } }, config },
    async (req) => ok(await openJobs(ctx(req).db)),
  );
  app.put(
    API_FACILITY_CONTROLLER,
    { schema: { body: FacilityRunStartSchema, tags, response: controller }, config },
    async (req) => ok(await startRun(ctx(req), req.body), MSG.facilityInfoSaved),
  );
  app.patch(
    `${API_FACILITY_CONTROLLER}/stop/:id`,
    { schema: { params: IdParamSchema, tags, response: controller }, config },
    async (req) => {
      const { row, name } = await stopRun(ctx(req), req.params.id);
      return ok(row, MSG.stopped(name));
    },
  );

  app.get(
    API_FACILITY_MONITORING,
    { schema: { tags, response: { 200: okResponse(FacilityMonitoringAnswerSchema) } }, config },
    async (req) => ok(await monitoring(ctx(req).db, app.clock)),
  );
  app.get(
    API_FACILITY_HISTORY,
    {
      schema: {
        querystring: FacilityDayQuerySchema,
        tags,
        response: { 200: okResponse(z.array(FacilityEventSchema)) },
      },
      config,
    },
    async (req) => ok(await history(ctx(req).db, app.clock, req.query.date)),
  );
}
