import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { SocketRegistry } from './socket-registry';
import type { NotificationStore } from './types';

/**
 * Every process LISTENs for wake-ups (PGlite in-process, PostgreSQL on a dedicated connection), loads the named
 * rows addressed to accounts it holds sockets for, and pushes them. Wake-ups are handled one at a time, in the
 * order they arrive, so pushes keep the commit order. Resolves to the function that stops listening.
 */
export async function startNotificationFanout(
  database: Database,
  store: NotificationStore,
  registry: SocketRegistry,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  let queue: Promise<void> = Promise.resolve();
  const push = async (payload: string) => {
    const addressed = await store.addressed(database.db, payload, registry.accountIds());
    for (const { accountId, message } of addressed) registry.deliver(accountId, message);
  };
  const unlisten = await database.listen(store.channel, (payload) => {
    queue = queue.then(() => push(payload)).catch((err: unknown) => log.error({ err }, 'notification push failed'));
  });
  return async () => {
    await unlisten();
    await queue;
  };
}
