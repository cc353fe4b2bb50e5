import fp from 'fastify-plugin';
import { queryScope, type Database, type Db } from '../db/client';

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
  // A client that hangs up mid-request gets its queries cancelled: nobody waits for the answer any more.
  app.addHook('onRequest', (_request, reply, done) => {
    const left = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) left.abort();
    });
    queryScope.run({ signal: left.signal }, done);
  });
});
