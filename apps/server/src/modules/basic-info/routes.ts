import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_BASIC_INFO,
  BasicInfoSchema,
  BasicInfoUpdateSchema,
  COMPANY_BASIC_INFO_ID,
  COMPANY_STAMP_CONTENT_TYPES,
  COMPANY_STAMP_URL,
  IdParamSchema,
  basicInfoMessages,
  binaryResponse,
  okResponse,
} from '@scm/contract';
import { ok } from '../../platform/reply';
import { parseBasicInfoForm, readBasicInfoForm } from './form';
import { COMPANY_STAMP_OWNER, ensureCompanyBasicInfo, getBasicInfo, updateBasicInfo } from './service';
import { sendCompanyStamp } from './stamp';

const tags = ['basic-info'];
const config = { area: 'COMMON' } as const;
const consumes = ['multipart/form-data', 'application/json'];
const one = { 200: okResponse(BasicInfoSchema) };

export async function basicInfoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storage } = app.files;
  await ensureCompanyBasicInfo(app.db);
  // The company's stamp is printed on the documents every employee makes; any employee may see it.
  app.files.access.registerOwner(COMPANY_STAMP_OWNER, {
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
    COMPANY_STAMP_URL,
    {
      schema: { tags, response: { 200: binaryResponse('회사 직인 이미지', COMPANY_STAMP_CONTENT_TYPES) } },
      config: { access: 'employee' },
    },
    async (req, reply) => sendCompanyStamp(req.db, storage, req, reply),
  );
  app.get(`${API_BASIC_INFO}/:id`, { schema: { params: IdParamSchema, tags, response: one }, config }, async (req) =>
    ok(await getBasicInfo(req.db, req.params.id)),
  );
  app.put(API_BASIC_INFO, { schema: { tags, consumes, response: one }, config }, async (req) => {
    const form = await readBasicInfoForm(req, storage, allowanceOf(req));
    const { id = COMPANY_BASIC_INFO_ID, ...input } = await parseBasicInfoForm(BasicInfoUpdateSchema, form, storage);
    try {
      const { info, orphanKeys } = await updateBasicInfo(req.db, id, input, form.image, app.requirePrincipal(req));
      await removeStored(orphanKeys);
      return ok(info, basicInfoMessages.updated);
    } catch (err) {
      if (form.image) await removeStored([form.image.storageKey]);
      throw err;
    }
  });
}
