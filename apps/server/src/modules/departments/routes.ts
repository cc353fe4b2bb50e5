import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_DEPARTMENT,
  DepartmentCreateSchema,
  DepartmentUpdateSchema,
  IdParamSchema,
  DepartmentSchema,
  DepartmentSelectItemSchema,
  ListQuerySchema,
  MessageOnlyResponseSchema,
  departmentMessages,
  okResponse,
  pageOf,
} from '@scm/contract';
import { addGraphqlModule } from '../../platform/graphql/modules';
import { z } from 'zod';
import { ok } from '../../platform/reply';
import {
  createDepartment,
  deleteDepartment,
  departmentSelectList,
  getDepartment,
  pageDepartments,
  updateDepartment,
} from './service';
import { departmentSelectQueries } from './select-lists';

const tags = ['departments'];
const config = { area: 'COMMON' } as const;
const one = { 200: okResponse(DepartmentSchema) };
const page = { 200: okResponse(pageOf(DepartmentSchema)) };

export async function departmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await addGraphqlModule(app, departmentSelectQueries(app.db));

  app.get(API_DEPARTMENT, { schema: { querystring: ListQuerySchema, tags, response: page }, config }, async (req) =>
    ok(await pageDepartments(req.db, req.query)),
  );
  app.get(
    `${API_DEPARTMENT}/pageable`,
    { schema: { querystring: ListQuerySchema, tags, response: page }, config },
    async (req) => ok(await pageDepartments(req.db, req.query)),
  );
  app.get(
    `${API_DEPARTMENT}/select`,
    { schema: { tags, response: { 200: okResponse(z.array(DepartmentSelectItemSchema)) } }, config },
    async (req) => ok(await departmentSelectList(req.db)),
  );
  app.get(`${API_DEPARTMENT}/:id`, { schema: { params: IdParamSchema, tags, response: one }, config }, async (req) =>
    ok(await getDepartment(req.db, req.params.id)),
  );

  app.post(
    API_DEPARTMENT,
    { schema: { body: DepartmentCreateSchema, tags, response: { 201: okResponse(DepartmentSchema) } }, config },
    async (req, reply) => {
      const created = await createDepartment(req.db, req.body);
      return reply.status(201).send(ok(created, departmentMessages.created(created.name)));
    },
  );

  app.put(API_DEPARTMENT, { schema: { body: DepartmentUpdateSchema, tags, response: one }, config }, async (req) => {
    const { id, ...input } = req.body;
    const updated = await updateDepartment(req.db, id, input);
    return ok(updated, departmentMessages.updated(updated.name));
  });
  // Also accept the id in the path, the usual REST form.
  app.put(
    `${API_DEPARTMENT}/:id`,
    { schema: { params: IdParamSchema, body: DepartmentCreateSchema, tags, response: one }, config },
    async (req) => {
      const updated = await updateDepartment(req.db, req.params.id, req.body);
      return ok(updated, departmentMessages.updated(updated.name));
    },
  );

  app.delete(
    `${API_DEPARTMENT}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: MessageOnlyResponseSchema } }, config },
    async (req) => {
      const deleted = await deleteDepartment(req.db, req.params.id, app.references);
      return ok(null, departmentMessages.deleted(deleted.name));
    },
  );
}
