import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Makes the open database available to every module; closing the app closes it. */
export const databasePlugin = fp<{ database: Database; ownsDatabase: boolean }>(async (app, opts) => {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  if (opts.ownsDatabase) app.addHook('onClose', async () => opts.database.close());
});
