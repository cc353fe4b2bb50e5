import type { Database } from '../../db/client';
import { SESSION_ENDED_CHANNEL, parseSessionsEnded } from '../auth/sessions';
import type { SocketRegistry } from './socket-registry';

/**
 * Every process LISTENs for ended sessions (sign-out, new password, reset, resignation, account deletion) and
 * closes their sockets at once with 4401; the heartbeat stays the backstop for expiry and for a socket that was
 * still opening when its session ended. Resolves to the function that stops listening.
 */
export function listenForEndedSessions(database: Database, registry: SocketRegistry) {
  return database.listen(SESSION_ENDED_CHANNEL, (payload) => {
    registry.closeSessions(parseSessionsEnded(payload));
  });
}
