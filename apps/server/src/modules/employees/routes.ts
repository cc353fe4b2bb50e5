import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_EMPLOYEE,
  EmployeeBulkDeleteSchema,
  EmployeeCreateSchema,
  EmployeeUpdateSchema,
  IdParamSchema,
  EmployeeListItemSchema,
  EmployeeSchema,
  EmployeeSimpleSchema,
  ListQuerySchema,
  MessageOnlyResponseSchema,
  STAMP_CONTENT_TYPES,
  binaryResponse,
  employeeMessages,
  okResponse,
  pageOf,
} from '@scm/contract';
import { ok } from '../../platform/reply';
import { addGraphqlModule } from '../../platform/graphql/modules';
import { forEmployees } from '../../platform/graphql/access';
import { parseEmployeeForm, readEmployeeForm } from './employee-form';
import {
  EMPLOYEE_STAMP_OWNER,
  createEmployee,
  deleteEmployees,
  employeeSeenBy,
  employeeSelectList,
  getEmployee,
  getEmployeeSimple,
  pageEmployees,
  updateEmployee,
} from './service';
import { sendStamp } from './stamp';

const tags = ['employees'];
const config = { area: 'COMMON' } as const;
const consumes = ['multipart/form-data', 'application/json'];
const one = { 200: okResponse(EmployeeSchema) };
const messageOnly = { 200: MessageOnlyResponseSchema };

export async function employeeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const { storage } = app.files;
  // A stamp belongs to its employee (common data); any employee may see it, as on GET /api/employee/stamp/{id}.
  app.files.access.registerOwner(EMPLOYEE_STAMP_OWNER, {
    area: 'COMMON',
    canRead: (principal) => principal.userType === 'employee',
  });
  const allowanceOf = (req: FastifyRequest) => () => app.files.allowance(app.requirePrincipal(req));
  /** Stored bytes nobody points at any more; a failed removal only costs disk space. */
  const removeStored = async (keys: string[]) =>
    Promise.all(
      keys.map((k) => storage.delete(k).catch((err: unknown) => app.log.warn({ err, k }, 'stamp not removed'))),
    );

  app.get(
    API_EMPLOYEE,
    {
      schema: { querystring: ListQuerySchema, tags, response: { 200: okResponse(pageOf(EmployeeListItemSchema)) } },
      config,
    },
    async (req) => ok(await pageEmployees(db, req.query)),
  );
  app.get(`${API_EMPLOYEE}/:id`, { schema: { params: IdParamSchema, tags, response: one }, config }, async (req) =>
    ok(employeeSeenBy(await getEmployee(db, req.params.id), app.requirePrincipal(req))),
  );
  app.get(
    `${API_EMPLOYEE}/:id/simple`,
    { schema: { params: IdParamSchema, tags, response: { 200: okResponse(EmployeeSimpleSchema) } }, config },
    async (req) => ok(await getEmployeeSimple(db, req.params.id)),
  );
  // Any employee may see a colleague's stamp: it is printed on the documents they work on.
  app.get(
    `${API_EMPLOYEE}/stamp/:id`,
    {
      schema: { params: IdParamSchema, tags, response: { 200: binaryResponse('직인 이미지', STAMP_CONTENT_TYPES) } },
      config: { access: 'employee' },
    },
    async (req, reply) => sendStamp(db, storage, req.params.id, req, reply),
  );

  app.post(
    API_EMPLOYEE,
    { schema: { tags, consumes, response: { 201: okResponse(EmployeeSchema) } }, config },
    async (req, reply) => {
      const form = await readEmployeeForm(req, storage, allowanceOf(req));
      const input = await parseEmployeeForm(EmployeeCreateSchema, form, storage);
      try {
        const by = app.requirePrincipal(req);
        const created = employeeSeenBy(await createEmployee(db, input, form.image, by), by);
        return reply.status(201).send(ok(created, employeeMessages.created(created.name)));
      } catch (err) {
        if (form.image) await removeStored([form.image.storageKey]);
        throw err;
      }
    },
  );

  app.put(API_EMPLOYEE, { schema: { tags, consumes, response: one }, config }, async (req) => {
    const form = await readEmployeeForm(req, storage, allowanceOf(req));
    const input = await parseEmployeeForm(EmployeeUpdateSchema, form, storage);
    try {
      const by = app.requirePrincipal(req);
      const { employee, orphanKeys } = await updateEmployee(db, input, form.image, by);
      await removeStored(orphanKeys);
      return ok(employeeSeenBy(employee, by), employeeMessages.updated(employee.name));
    } catch (err) {
      if (form.image) await removeStored([form.image.storageKey]);
      throw err;
    }
  });

  app.delete(
    `${API_EMPLOYEE}/:id`,
    { schema: { params: IdParamSchema, tags, response: messageOnly }, config },
    async (req) => {
      const { deleted, orphanKeys } = await deleteEmployees(
        db,
        [req.params.id],
        app.requirePrincipal(req),
        app.references,
      );
      await removeStored(orphanKeys);
      return ok(null, employeeMessages.deleted(deleted[0]!.name));
    },
  );
  app.delete(
    API_EMPLOYEE,
    { schema: { body: EmployeeBulkDeleteSchema, tags, response: messageOnly }, config },
    async (req) => {
      const { deleted, orphanKeys } = await deleteEmployees(
        db,
        req.body.employeeIds,
        app.requirePrincipal(req),
        app.references,
      );
      await removeStored(orphanKeys);
      const message =
        deleted.length === 1
          ? employeeMessages.deleted(deleted[0]!.name)
          : employeeMessages.deletedMany(deleted.length);
      return ok(null, message);
    },
  );

  await addGraphqlModule(app, {
    typeDefs: /* GraphQL */ `
      type EmployeeSelectItem {
        id: Int!
        name: String!
        dateResigned: String
      }
      extend type Query {
        getEmployeeSelectList: [EmployeeSelectItem!]!
      }
    `,
    resolvers: { Query: { getEmployeeSelectList: forEmployees(async () => employeeSelectList(db)) } },
  });
}
