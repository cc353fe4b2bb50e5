import { afterAll } from 'vitest';
import { freshDatabaseUrl, makeApp } from './harness';
import { listenForSockets } from './socket-client';

/**
 * Two app instances on one fresh database, each listening for sockets: what two server processes behind a load
 * balancer are (run it on PostgreSQL; PGlite is one process only). The database is dropped once both have closed.
 */
export async function twoServerProcesses() {
  const shared = await freshDatabaseUrl();
  // Registered before the apps' own hooks, so it runs after they close (after-hooks run in reverse order).
  afterAll(() => shared.drop());
  const one = await makeApp({ databaseUrl: shared.url });
  const two = await makeApp({ databaseUrl: shared.url });
  return { one, two, urlOne: await listenForSockets(one.app), urlTwo: await listenForSockets(two.app) };
}
