import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared database: start-up, background jobs and what no request waits for. */
    db: Db;
    database: Database;
  }
  interface FastifyRequest {
    /**
     * The database as this request sees it: a client that hangs up mid-request gets its queries cancelled, since
     * nobody waits for the answer any more. Route handlers and service contexts read and write through it.
     */
    readonly db: Db;
  }
}

const REPLY = Symbol('reply');
const REQUEST_DB = Symbol('request db');
type Tracked = FastifyRequest & { [REPLY]: FastifyReply | null; [REQUEST_DB]: Db | null };

/**
 * Makes the open database available to every module; closing the app closes it. A request's own database is made
 * the first time the request touches it, so a request that never queries (a static file, the health check's
 * headers) pays nothing for it; the signal is passed to the queries explicitly, with no per-request async context
 * (on Node 20 an active AsyncLocalStorage puts a hook on every promise of the process).
 */
export const databasePlugin = fp<{ database: Database; ownsDatabase: boolean }>(async (app, opts) => {
  const { database } = opts;
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (opts.ownsDatabase) app.addHook('onClose', async () => database.close());
  // Declared, so every request object is made with both fields and keeps one shape.
  app.decorateRequest(REPLY, null);
  app.decorateRequest(REQUEST_DB, null);
  app.decorateRequest('db', {
    getter(this: FastifyRequest) {
      const request = this as Tracked;
      const made = request[REQUEST_DB];
      if (made) return made;
      const reply = request[REPLY];
      if (!reply) return database.db;
      const left = new AbortController();
      // The client may have gone before this first touch (its request queued behind a full pool in the session
      // check): 'close' has fired already, so the request is abandoned now.
      if (reply.raw.destroyed && !reply.raw.writableFinished) left.abort();
      else
        reply.raw.once('close', () => {
          if (!reply.raw.writableFinished) left.abort();
        });
      return (request[REQUEST_DB] = database.forRequest(left.signal));
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    (request as Tracked)[REPLY] = reply;
    done();
  });
});
