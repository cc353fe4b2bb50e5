import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_CODE,
  CodeCategoryCreateSchema,
  CodeCategoryUpdateSchema,
  CodeCreateSchema,
  CodeListQuerySchema,
  CodeUpdateSchema,
  CodeCategorySchema,
  CodeSchema,
  IdParamSchema,
  MessageOnlyResponseSchema,
  codeMessages,
  okResponse,
} from '@scm/contract';
import { addGraphqlModule } from '../../platform/graphql/modules';
import { z } from 'zod';
import { ok } from '../../platform/reply';
import { categoriesWithCodes, createCodeCategory, deleteCodeCategory, renameCodeCategory } from './category-service';
import { createCode, deleteCode, getCode, listCodesOfCategory, updateCode } from './code-service';
import { codeSelectQueries } from './select-lists';

const tags = ['codes'];
const config = { area: 'COMMON' } as const;
const P = API_CODE;
const category = { 200: okResponse(CodeCategorySchema) };
const one = { 200: okResponse(CodeSchema) };
const messageOnly = { 200: MessageOnlyResponseSchema };

export async function codeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await addGraphqlModule(app, codeSelectQueries(app.db));
  // Two saves of the same name at once both pass the name check; the loser gets the same field error.
  app.databaseErrors.registerUnique('code_category_name_unique', {
    field: 'name',
    message: codeMessages.duplicateCategory,
  });

  app.get(P, { schema: { tags, response: { 200: okResponse(z.array(CodeCategorySchema)) } }, config }, async (req) =>
    ok(await categoriesWithCodes(req.db)),
  );

  app.post(
    `${P}/category`,
    { schema: { body: CodeCategoryCreateSchema, tags, response: { 201: okResponse(CodeCategorySchema) } }, config },
    async (req, reply) => {
      const created = await createCodeCategory(req.db, req.body.name);
      return reply.status(201).send(ok(created, codeMessages.categoryCreated(created.name)));
    },
  );
  app.put(
    `${P}/category`,
    { schema: { body: CodeCategoryUpdateSchema, tags, response: category }, config },
    async (req) => {
      const updated = await renameCodeCategory(req.db, req.body.id, req.body.name);
      return ok(updated, codeMessages.categoryUpdated(updated.name));
    },
  );
  app.delete(
    `${P}/category/:id`,
    { schema: { params: IdParamSchema, tags, response: messageOnly }, config },
    async (req) => {
      const deleted = await deleteCodeCategory(req.db, req.params.id, app.references);
      return ok(null, codeMessages.categoryDeleted(deleted.name));
    },
  );

  app.get(
    `${P}/code`,
    { schema: { querystring: CodeListQuerySchema, tags, response: { 200: okResponse(z.array(CodeSchema)) } }, config },
    async (req) => ok(await listCodesOfCategory(req.db, req.query.categoryId)),
  );
  app.get(`${P}/code/:id`, { schema: { params: IdParamSchema, tags, response: one }, config }, async (req) =>
    ok(await getCode(req.db, req.params.id)),
  );
  app.post(
    `${P}/code`,
    { schema: { body: CodeCreateSchema, tags, response: { 201: okResponse(CodeSchema) } }, config },
    async (req, reply) => {
      const created = await createCode(req.db, req.body);
      return reply.status(201).send(ok(created, codeMessages.created(created.name)));
    },
  );
  app.put(`${P}/code`, { schema: { body: CodeUpdateSchema, tags, response: one }, config }, async (req) => {
    const { id, ...input } = req.body;
    const updated = await updateCode(req.db, id, input);
    return ok(updated, codeMessages.updated(updated.name));
  });
  app.delete(
    `${P}/code/:id`,
    { schema: { params: IdParamSchema, tags, response: messageOnly }, config },
    async (req) => {
      const deleted = await deleteCode(req.db, req.params.id, app.references);
      return ok(null, codeMessages.deleted(deleted.name));
    },
  );
}
