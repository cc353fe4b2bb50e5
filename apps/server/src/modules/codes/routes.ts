import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_CODE,
  CodeCategoryCreateSchema,
  CodeCategoryUpdateSchema,
  CodeCreateSchema,
  CodeListQuerySchema,
  CodeUpdateSchema,
  IdParamSchema,
  codeMessages,
} from '@scm/contract';
import { addGraphqlModule } from '../../platform/graphql/modules';
import { ok } from '../../platform/reply';
import { categoriesWithCodes, createCodeCategory, deleteCodeCategory, renameCodeCategory } from './category-service';
import { createCode, deleteCode, getCode, listCodesOfCategory, updateCode } from './code-service';
import { codeSelectQueries } from './select-lists';

const tags = ['codes'];
const config = { area: 'COMMON' } as const;
const P = API_CODE;

export async function codeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  await addGraphqlModule(app, codeSelectQueries(db));
  // Two saves of the same name at once both pass the name check; the loser gets the same field error.
  app.databaseErrors.registerUnique('code_category_name_unique', {
    field: 'name',
    message: codeMessages.duplicateCategory,
  });

  app.get(P, { schema: { tags }, config }, async () => ok(await categoriesWithCodes(db)));

  app.post(`${P}/category`, { schema: { body: CodeCategoryCreateSchema, tags }, config }, async (req, reply) => {
    const created = await createCodeCategory(db, req.body.name);
    return reply.status(201).send(ok(created, codeMessages.categoryCreated(created.name)));
  });
  app.put(`${P}/category`, { schema: { body: CodeCategoryUpdateSchema, tags }, config }, async (req) => {
    const updated = await renameCodeCategory(db, req.body.id, req.body.name);
    return ok(updated, codeMessages.categoryUpdated(updated.name));
  });
  app.delete(`${P}/category/:id`, { schema: { params: IdParamSchema, tags }, config }, async (req) => {
    const deleted = await deleteCodeCategory(db, req.params.id, app.references);
    return ok(null, codeMessages.categoryDeleted(deleted.name));
  });

  app.get(`${P}/code`, { schema: { querystring: CodeListQuerySchema, tags }, config }, async (req) =>
    ok(await listCodesOfCategory(db, req.query.categoryId)),
  );
  app.get(`${P}/code/:id`, { schema: { params: IdParamSchema, tags }, config }, async (req) =>
    ok(await getCode(db, req.params.id)),
  );
  app.post(`${P}/code`, { schema: { body: CodeCreateSchema, tags }, config }, async (req, reply) => {
    const created = await createCode(db, req.body);
    return reply.status(201).send(ok(created, codeMessages.created(created.name)));
  });
  app.put(`${P}/code`, { schema: { body: CodeUpdateSchema, tags }, config }, async (req) => {
    const { id, ...input } = req.body;
    const updated = await updateCode(db, id, input);
    return ok(updated, codeMessages.updated(updated.name));
  });
  app.delete(`${P}/code/:id`, { schema: { params: IdParamSchema, tags }, config }, async (req) => {
    const deleted = await deleteCode(db, req.params.id, app.references);
    return ok(null, codeMessages.deleted(deleted.name));
  });
}
