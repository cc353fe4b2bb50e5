import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_INSPECTION,
  IdParamSchema,
  InspectionCompleteSchema,
  InspectionCreateSchema,
  InspectionSchema,
  InspectionUpdateSchema,
  ListQuerySchema,
  MessageOnlyResponseSchema,
  inspectionMessages,
  okResponse,
  pageOf,
} from '@scm/contract';
import { ok } from '../../platform/reply';
import {
  createInspection,
  deleteInspection,
  getInspection,
  inspectionsOfOrder,
  pageInspections,
  setInspectionComplete,
  updateInspection,
} from './service';

const tags = ['inspections'];
const config = { area: 'WORK' } as const;
const one = { 200: okResponse(InspectionSchema) };

export async function inspectionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_INSPECTION,
    { schema: { querystring: ListQuerySchema, tags, response: { 200: okResponse(pageOf(InspectionSchema)) } }, config },
    async (req) => ok(await pageInspections(req.db, req.query)),
  );
  app.get(`${API_INSPECTION}/:id`, { schema: { params: IdParamSchema, tags, response: one }, config }, async (req) =>
    ok(await getInspection(req.db, req.params.id)),
  );
  app.get(
    `${API_INSPECTION}/order/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: okResponse(z.array(InspectionSchema)) } }, config },
    async (req) => ok(await inspectionsOfOrder(req.db, req.params.id)),
  );
  app.post(
    API_INSPECTION,
    { schema: { body: InspectionCreateSchema, tags, response: { 201: okResponse(InspectionSchema) } }, config },
    async (req, reply) =>
      reply.status(201).send(ok(await createInspection(req.db, req.body), inspectionMessages.created)),
  );
  app.put(API_INSPECTION, { schema: { body: InspectionUpdateSchema, tags, response: one }, config }, async (req) => {
    const { id, ...input } = req.body;
    return ok(await updateInspection(app.serviceContext(req), id, input), inspectionMessages.updated);
  });
  app.patch(
    `${API_INSPECTION}/complete/:id`,
    { schema: { params: IdParamSchema, body: InspectionCompleteSchema, tags, response: one }, config },
    async (req) => {
      const saved = await setInspectionComplete(app.serviceContext(req), req.params.id, req.body.complete);
      return ok(saved, saved.complete ? inspectionMessages.completed : inspectionMessages.completeCancelled);
    },
  );
  app.delete(
    `${API_INSPECTION}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: MessageOnlyResponseSchema } }, config },
    async (req) => {
      await deleteInspection(app.serviceContext(req), req.params.id);
      return ok(null, inspectionMessages.deleted);
    },
  );
}
