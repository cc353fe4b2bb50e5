import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PROCESS,
  API_PROCESS_SWAP,
  IdParamSchema,
  ProcessCreateSchema,
  ProcessSwapSchema,
  ProcessUpdateSchema,
  processMessages,
} from '@scm/contract';
import { ok } from '../../platform/reply';
import { createProcess, deleteProcess, listProcesses, renameProcess, swapProcesses } from './service';

const tags = ['processes'];
const config = { area: 'PROCESS' } as const;

export async function processRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get(API_PROCESS, { schema: { tags }, config }, async () => ok(await listProcesses(db)));
  app.post(API_PROCESS, { schema: { body: ProcessCreateSchema, tags }, config }, async (req, reply) => {
    const created = await createProcess(db, req.body);
    return reply.status(201).send(ok(created, processMessages.created(created.name)));
  });
  app.put(API_PROCESS, { schema: { body: ProcessUpdateSchema, tags }, config }, async (req) => {
    const { id, ...input } = req.body;
    const renamed = await renameProcess(db, id, input);
    return ok(renamed, processMessages.updated(renamed.name));
  });
  app.patch(API_PROCESS_SWAP, { schema: { body: ProcessSwapSchema, tags }, config }, async (req) =>
    ok(await swapProcesses(db, req.body.processA, req.body.processB), processMessages.swapped),
  );
  app.delete(`${API_PROCESS}/:id`, { schema: { params: IdParamSchema, tags }, config }, async (req) => {
    const deleted = await deleteProcess(db, req.params.id);
    return ok(null, processMessages.deleted(deleted.name));
  });
}
