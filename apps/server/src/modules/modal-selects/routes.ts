import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BuyerModalItemSchema,
  DepartmentModalItemSchema,
  GroupMemberModalItemSchema,
  GroupMemberModalQuerySchema,
  ItemModalItemSchema,
  ItemModalQuerySchema,
  ListQuerySchema,
  MODAL_SELECT_PATHS as P,
  ManagerModalItemSchema,
  SellerModalItemSchema,
  canSeePartnerContacts,
  canSeeStaffContacts,
  okResponse,
  pageOf,
} from '@scm/contract';
import { ok } from '../../platform/reply';
import { pageSellerModal } from '../sellers';
import { pageBuyerModal } from '../buyers';
import { pageItemModal } from '../items';
import { pageGroupMembers, pagePartnerManagers, pageUsedDepartments } from './service';

const tags = ['modal-selects'];
/** Pickers serve many screens: any employee, no menu area; contact data only for those who may see it. */
const config = { access: 'employee' } as const;
/** A picker's page of rows, each as its item schema declares (contacts optional: only for those who may see them). */
const pageResponse = <T extends Parameters<typeof pageOf>[0]>(item: T) => ({ 200: okResponse(pageOf(item)) });
const listSchema = <T extends Parameters<typeof pageOf>[0]>(item: T) => ({
  querystring: ListQuerySchema,
  tags,
  response: pageResponse(item),
});
const memberSchema = {
  querystring: GroupMemberModalQuerySchema,
  tags,
  response: pageResponse(GroupMemberModalItemSchema),
};

export async function modalSelectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const authorities = (req: FastifyRequest) => app.requirePrincipal(req).authorities;

  app.get(P.seller, { schema: listSchema(SellerModalItemSchema), config }, async (req) =>
    ok(await pageSellerModal(req.db, req.query, canSeePartnerContacts(authorities(req)))),
  );
  app.get(P.buyer, { schema: listSchema(BuyerModalItemSchema), config }, async (req) =>
    ok(await pageBuyerModal(req.db, req.query, canSeePartnerContacts(authorities(req)))),
  );
  app.get(P.department, { schema: listSchema(DepartmentModalItemSchema), config }, async (req) =>
    ok(await pageUsedDepartments(req.db, req.query)),
  );
  app.get(P.usersConnected, { schema: memberSchema, config }, async (req) =>
    ok(await pageGroupMembers(req.db, req.query, req.query.authGroupId, true)),
  );
  app.get(P.usersNotConnected, { schema: memberSchema, config }, async (req) =>
    ok(await pageGroupMembers(req.db, req.query, req.query.authGroupId, false)),
  );
  app.get(P.managersOfBusinessPartner, { schema: listSchema(ManagerModalItemSchema), config }, async (req) =>
    ok(await pagePartnerManagers(req.db, req.query, canSeeStaffContacts(authorities(req)))),
  );
  app.get(
    P.item,
    { schema: { querystring: ItemModalQuerySchema, tags, response: pageResponse(ItemModalItemSchema) }, config },
    async (req) => ok(await pageItemModal(req.db, req.query)),
  );
}
