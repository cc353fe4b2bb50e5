import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_CUSTOMER_PROOF,
  API_PROOF,
  API_PROOF_PAGE,
  IdParamSchema,
  MessageOnlyResponseSchema,
  ProofAnswerSchema,
  ProofDecisionCreateSchema,
  ProofDownloadSchema,
  ProofPageQuerySchema,
  ProofPhoneApprovalSchema,
  ProofPinCreateSchema,
  ProofSkipSchema,
  ProofThreadSchema,
  ProofVersionCreateSchema,
  binaryResponse,
  okResponse,
  proofMessages as M,
} from '@scm/contract';
import { contentDisposition } from '../../platform/files/file-names';
import { findStoredFile } from '../../platform/files/queries';
import { StoredObjectMissing } from '../../platform/files/storage';
import { notFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import {
  PROOF_FILE_OWNER,
  addPin,
  answerPin,
  decide,
  readableProofFile,
  recordPhoneApproval,
  setSwitch,
  uploadVersion,
} from './service';
import { readThread } from './thread';

const tags = ['proofs'];
/** Staff: the order menu (GET needs ORDER read, writes ORDER write). */
const staff = { area: 'ORDER' } as const;
const customer = { access: 'customer' } as const;
const thread = { 200: okResponse(ProofThreadSchema) };
const created = { 201: okResponse(z.object({ id: z.number().int() })) };

export async function proofRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Staff read a version's files with ORDER read; a customer reads pages only through API_PROOF_PAGE below.
  app.files.access.registerOwner(PROOF_FILE_OWNER, { area: 'ORDER' });

  // ---- staff
  app.get(
    `${API_PROOF}/order/:id`,
    { schema: { params: IdParamSchema, tags, response: thread }, config: staff },
    async (req) => ok(await readThread(req.db, req.params.id, { kind: 'staff' })),
  );
  app.post(
    `${API_PROOF}/version`,
    { schema: { body: ProofVersionCreateSchema, tags, response: created }, config: staff },
    async (req, reply) => {
      const principal = app.requirePrincipal(req);
      const { id, number } = await uploadVersion(app.serviceContext(req), req.body, (tx, ids, versionId) =>
        app.files.attach(tx, ids, principal, { ownerType: PROOF_FILE_OWNER, ownerId: versionId }),
      );
      return reply.status(201).send(ok({ id }, M.uploaded(number)));
    },
  );
  app.post(
    `${API_PROOF}/phone_approval`,
    { schema: { body: ProofPhoneApprovalSchema, tags, response: { 200: MessageOnlyResponseSchema } }, config: staff },
    async (req) => {
      await recordPhoneApproval(app.serviceContext(req), req.body);
      return ok(null, M.phoneApproved);
    },
  );
  app.post(
    `${API_PROOF}/pin/:id/answer`,
    { schema: { params: IdParamSchema, body: ProofAnswerSchema, tags, response: created }, config: staff },
    async (req, reply) => {
      const id = await answerPin(app.serviceContext(req), req.params.id, req.body.text);
      return reply.status(201).send(ok({ id }, M.answered));
    },
  );
  app.put(
    `${API_PROOF}/order/:id/skip`,
    {
      schema: { params: IdParamSchema, body: ProofSkipSchema, tags, response: { 200: MessageOnlyResponseSchema } },
      config: staff,
    },
    async (req) => {
      await setSwitch(app.serviceContext(req), req.params.id, 'SKIP', req.body);
      return ok(null, req.body.enabled ? M.skipOn : M.skipOff);
    },
  );
  app.put(
    `${API_PROOF}/order/:id/download`,
    {
      schema: { params: IdParamSchema, body: ProofDownloadSchema, tags, response: { 200: MessageOnlyResponseSchema } },
      config: staff,
    },
    async (req) => {
      await setSwitch(app.serviceContext(req), req.params.id, 'DOWNLOAD', { ...req.body, reason: '' });
      return ok(null, req.body.enabled ? M.downloadOn : M.downloadOff);
    },
  );

  // ---- the order's customer (a bag slot: that advertiser only)
  app.get(
    `${API_CUSTOMER_PROOF}/order/:id`,
    { schema: { params: IdParamSchema, tags, response: thread }, config: customer },
    async (req) =>
      ok(
        await readThread(req.db, req.params.id, { kind: 'customer', buyerId: app.requirePrincipal(req).buyerId ?? -1 }),
      ),
  );
  app.post(
    `${API_CUSTOMER_PROOF}/pin`,
    { schema: { body: ProofPinCreateSchema, tags, response: created }, config: customer },
    async (req, reply) => {
      const id = await addPin(app.serviceContext(req), req.body);
      return reply.status(201).send(ok({ id }, M.pinAdded));
    },
  );
  app.post(
    `${API_CUSTOMER_PROOF}/decision`,
    {
      schema: { body: ProofDecisionCreateSchema, tags, response: { 200: MessageOnlyResponseSchema } },
      config: customer,
    },
    async (req) => {
      await decide(app.serviceContext(req), req.body);
      return ok(null, req.body.decision === 'APPROVED' ? M.approved : M.changesRequested);
    },
  );

  // ---- page bytes: staff and the target's customer, signed in (cookie), never a token in the URL
  app.get(
    `${API_PROOF_PAGE}/:id`,
    {
      schema: {
        params: IdParamSchema,
        querystring: ProofPageQuerySchema,
        tags,
        response: { 200: binaryResponse('시안 파일 (PDF, JPG, PNG)', ['application/pdf', 'image/jpeg', 'image/png']) },
      },
      config: { access: 'authenticated' },
    },
    async (req, reply) => {
      const principal = app.requirePrincipal(req);
      const { fileId } = await readableProofFile(req.db, principal, req.params.id, req.query.download);
      const file = await findStoredFile(req.db, fileId);
      if (!file) throw notFound(M.notFound);
      const etag = `"proof-${file.id}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          contentDisposition(req.query.download ? 'attachment' : 'inline', file.originalFileName),
        );
      if (req.headers['if-none-match'] === etag) return (reply as FastifyReply).status(304).send();
      const content = await app.files.storage.get(file.storageKey).catch((err: unknown) => {
        if (err instanceof StoredObjectMissing) throw notFound(M.notFound);
        throw err;
      });
      return reply.header('content-type', file.contentType).header('content-length', file.size).send(content);
    },
  );
}
