import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_BASIC_INFO,
  BasicInfoSchema,
  BasicInfoUpdateSchema,
  COMPANY_BASIC_INFO_ID,
  IdParamSchema,
  basicInfoMessages,
  okResponse,
} from '@scm/contract';
import { ok } from '../../platform/reply';
import { ensureCompanyBasicInfo, getBasicInfo, updateBasicInfo } from './service';

const tags = ['basic-info'];
const config = { area: 'COMMON' } as const;
const one = { 200: okResponse(BasicInfoSchema) };

export async function basicInfoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await ensureCompanyBasicInfo(app.db);

  app.get(`${API_BASIC_INFO}/:id`, { schema: { params: IdParamSchema, tags, response: one }, config }, async (req) =>
    ok(await getBasicInfo(req.db, req.params.id)),
  );
  app.put(API_BASIC_INFO, { schema: { body: BasicInfoUpdateSchema, tags, response: one }, config }, async (req) => {
    const { id = COMPANY_BASIC_INFO_ID, ...input } = req.body;
    return ok(await updateBasicInfo(req.db, id, input), basicInfoMessages.updated);
  });
}
