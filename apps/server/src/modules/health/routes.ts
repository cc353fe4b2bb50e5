import type { FastifyInstance } from 'fastify';
import { HealthSchema, okResponse } from '@scm/contract';
import { ok } from '../../platform/reply';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: okResponse(HealthSchema) } }, config: { access: 'public' } },
    // Straight on the driver: the query builder would cost the busiest trivial call a few percent of its CPU.
    async () => {
      await app.database.ping();
      return ok({ status: 'UP', database: app.database.kind });
    },
  );
}
