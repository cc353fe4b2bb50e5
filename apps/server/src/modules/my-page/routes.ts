import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_MY_PAGE,
  CustomerMyPageSchema,
  CustomerMyPageUpdateSchema,
  EmployeeMyPageSchema,
  EmployeeMyPageUpdateSchema,
  IdParamSchema,
  myPageMessages,
  okResponse,
} from '@scm/contract';
import { ok } from '../../platform/reply';
import { passwordRoutes } from './password-routes';
import { getCustomerMyPage, getEmployeeMyPage, updateCustomerMyPage, updateEmployeeMyPage } from './service';

const tags = ['my-page'];
const asEmployee = { access: 'employee' } as const;
const asCustomer = { access: 'customer' } as const;

/** Every signed-in user's own profile and password; no menu authority needed. */ const employeePage = {
  200: okResponse(EmployeeMyPageSchema),
};
const customerPage = { 200: okResponse(CustomerMyPageSchema) };

export async function myPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    `${API_MY_PAGE.employee}/:id`,
    { schema: { params: IdParamSchema, tags, response: employeePage }, config: asEmployee },
    async (req) => ok(await getEmployeeMyPage(db, app.requirePrincipal(req), req.params.id)),
  );
  app.put(
    API_MY_PAGE.employee,
    { schema: { body: EmployeeMyPageUpdateSchema, tags, response: employeePage }, config: asEmployee },
    async (req) => ok(await updateEmployeeMyPage(db, app.requirePrincipal(req), req.body), myPageMessages.updated),
  );

  app.get(
    `${API_MY_PAGE.customer}/:id`,
    { schema: { params: IdParamSchema, tags, response: customerPage }, config: asCustomer },
    async (req) => ok(await getCustomerMyPage(db, app.requirePrincipal(req), req.params.id)),
  );
  app.put(
    API_MY_PAGE.customer,
    { schema: { body: CustomerMyPageUpdateSchema, tags, response: customerPage }, config: asCustomer },
    async (req) => ok(await updateCustomerMyPage(db, app.requirePrincipal(req), req.body), myPageMessages.updated),
  );

  await app.register(passwordRoutes);
}
