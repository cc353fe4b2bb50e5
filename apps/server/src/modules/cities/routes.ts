import type { FastifyInstance } from 'fastify';
import { addGraphqlModule } from '../../platform/graphql/modules';
import { citySelectQueries } from './select-lists';

/** The province/city reference lists: GraphQL select queries only (the data ships with a migration, never edited). */
export async function cityRoutes(app: FastifyInstance) {
  await addGraphqlModule(app, citySelectQueries(app.db));
}
