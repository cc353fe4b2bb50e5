import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PROCESS,
  API_PROCESS_SWAP,
  IdParamSchema,
  MessageOnlyResponseSchema,
  ProcessCreateSchema,
  ProcessSchema,
  ProcessSwapSchema,
  ProcessUpdateSchema,
  okResponse,
  processMessages,
} from '@scm/contract';
import { z } from 'zod';
import { ok } from '../../platform/reply';
import { createProcess, deleteProcess, listProcesses, renameProcess, swapProcesses } from './service';

const tags = ['processes'];
const config = { area: 'PROCESS' } as const;
const list = { 200: okResponse(z.array(ProcessSchema)) };

export async function processRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(API_PROCESS, { schema: { tags, response: list }, config }, async (req) => ok(await listProcesses(req.db)));
  app.post(
    API_PROCESS,
    { schema: { body: ProcessCreateSchema, tags, response: { 201: okResponse(ProcessSchema) } }, config },
    async (req, reply) => {
      const created = await createProcess(req.db, req.body);
      return reply.status(201).send(ok(created, processMessages.created(created.name)));
    },
  );
  app.put(
    API_PROCESS,
    { schema: { body: ProcessUpdateSchema, tags, response: { 200: okResponse(ProcessSchema) } }, config },
    async (req) => {
      const { id, ...input } = req.body;
      const renamed = await renameProcess(req.db, id, input);
      return ok(renamed, processMessages.updated(renamed.name));
    },
  );
  app.patch(API_PROCESS_SWAP, { schema: { body: ProcessSwapSchema, tags, response: list }, config }, async (req) =>
    ok(await swapProcesses(req.db, req.body.processA, req.body.processB), processMessages.swapped),
  );
  app.delete(
    `${API_PROCESS}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: MessageOnlyResponseSchema } }, config },
    async (req) => {
      const deleted = await deleteProcess(req.db, req.params.id);
      return ok(null, processMessages.deleted(deleted.name));
    },
  );
}
