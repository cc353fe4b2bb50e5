import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HealthSchema, okResponse } from '@scm/contract';
import { ok } from '../../platform/reply';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: okResponse(HealthSchema) } }, config: { access: 'public' } },
    async () => {
      await app.db.execute(sql`select 1`);
      return ok({ status: 'UP', database: app.database.kind });
    },
  );
}
