import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_AUTH_GROUP,
  AuthGroupAuthoritySchema,
  AuthGroupCreateSchema,
  AuthGroupInOtherSchema,
  AuthGroupUpdateSchema,
  AuthGroupSchema,
  AuthoritySchema,
  DepartmentWithGroupsSchema,
  EmployeeWithGroupsSchema,
  IdParamSchema,
  ListQuerySchema,
  MessageOnlyResponseSchema,
  okResponse,
  pageOf,
} from '@scm/contract';
import { z } from 'zod';
import { ok } from '../../platform/reply';
import { addGraphqlModule } from '../../platform/graphql/modules';
import { forEmployees } from '../../platform/graphql/access';
import { allAuthorities, authorityNamesOf } from './queries';
import {
  addAuthority,
  addGroupTo,
  allGroupsWithAuthorities,
  createGroup,
  deleteGroup,
  pageDepartmentsWithGroups,
  pageEmployeesWithGroups,
  pageGroups,
  removeAuthority,
  removeGroupFrom,
  renameGroup,
} from './service';

const tags = ['auth-groups'];
const config = { area: 'COMMON' } as const;
const P = API_AUTH_GROUP;
const group = { 200: okResponse(AuthGroupSchema) };
const messageOnly = { 200: MessageOnlyResponseSchema };

export async function authGroupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Every employee's authorities: its own groups plus its department's groups.
  app.authorityResolver.current = async (resolverDb, { employeeId }) =>
    employeeId === null ? [] : authorityNamesOf(resolverDb, employeeId);

  app.get(
    `${P}/authorities`,
    { schema: { tags, response: { 200: okResponse(z.array(AuthoritySchema)) } }, config },
    async (req) => ok(await allAuthorities(req.db)),
  );
  app.get(
    `${P}/groups/all`,
    { schema: { tags, response: { 200: okResponse(z.array(AuthGroupSchema)) } }, config },
    async (req) => ok(await allGroupsWithAuthorities(req.db)),
  );
  app.get(
    `${P}/groups`,
    { schema: { querystring: ListQuerySchema, tags, response: { 200: okResponse(pageOf(AuthGroupSchema)) } }, config },
    async (req) => ok(await pageGroups(req.db, req.query)),
  );
  app.get(
    `${P}/employee`,
    {
      schema: { querystring: ListQuerySchema, tags, response: { 200: okResponse(pageOf(EmployeeWithGroupsSchema)) } },
      config,
    },
    async (req) => ok(await pageEmployeesWithGroups(req.db, req.query)),
  );
  app.get(
    `${P}/department`,
    {
      schema: { querystring: ListQuerySchema, tags, response: { 200: okResponse(pageOf(DepartmentWithGroupsSchema)) } },
      config,
    },
    async (req) => ok(await pageDepartmentsWithGroups(req.db, req.query)),
  );

  app.post(
    P,
    { schema: { body: AuthGroupCreateSchema, tags, response: { 201: okResponse(AuthGroupSchema) } }, config },
    async (req, reply) => {
      const { group, message } = await createGroup(req.db, req.body.name);
      return reply.status(201).send(ok(group, message));
    },
  );
  app.put(P, { schema: { body: AuthGroupUpdateSchema, tags, response: group }, config }, async (req) => {
    const { group, message } = await renameGroup(req.db, req.body.id, req.body.name);
    return ok(group, message);
  });
  app.delete(`${P}/:id`, { schema: { params: IdParamSchema, tags, response: messageOnly }, config }, async (req) =>
    ok(null, await deleteGroup(req.db, req.params.id)),
  );

  app.post(
    `${P}/authority`,
    { schema: { body: AuthGroupAuthoritySchema, tags, response: messageOnly }, config },
    async (req) => ok(null, await addAuthority(req.db, req.body.authGroupId, req.body.authorityId)),
  );
  app.post(
    `${P}/authority/delete`,
    { schema: { body: AuthGroupAuthoritySchema, tags, response: messageOnly }, config },
    async (req) => ok(null, await removeAuthority(req.db, req.body.authGroupId, req.body.authorityId)),
  );
  app.post(
    `${P}/in_other`,
    { schema: { body: AuthGroupInOtherSchema, tags, response: messageOnly }, config },
    async (req) => ok(null, await addGroupTo(req.db, req.body.targetType, req.body.targetId, req.body.authGroupId)),
  );
  app.post(
    `${P}/in_other/delete`,
    { schema: { body: AuthGroupInOtherSchema, tags, response: messageOnly }, config },
    async (req) =>
      ok(null, await removeGroupFrom(req.db, req.body.targetType, req.body.targetId, req.body.authGroupId)),
  );

  await addGraphqlModule(app, {
    typeDefs: `
      type Authority { id: Int!, name: String!, nameKorean: String! }
      extend type Query { getAuthorityList: [Authority!]! }`,
    resolvers: { Query: { getAuthorityList: forEmployees(async () => allAuthorities(app.db)) } },
  });
}
