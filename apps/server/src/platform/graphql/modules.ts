import type { FastifyInstance } from 'fastify';
import type { IFieldResolver, MercuriusContext } from 'mercurius';

/** A module's contribution to /graphql: its types, `extend type Query { ... }`, and the matching resolvers. */
export interface GraphqlModule {
  typeDefs: string;
  resolvers: { Query: Record<string, IFieldResolver<unknown, MercuriusContext>> };
}

/** Adds a module's select queries. Await it while the module registers (before the app is ready). */
export async function addGraphqlModule(app: FastifyInstance, module: GraphqlModule) {
  await app.graphql.extendSchema(module.typeDefs);
  app.graphql.defineResolvers(module.resolvers);
}
