import type { FastifyBaseLogger } from 'fastify';

export const HEARTBEAT_MS = 30_000;

/** What the heartbeat needs of a socket. */
export interface Beating {
  alive: boolean;
  readonly sessionId: number;
  ping(): void;
  terminate(): void;
  closeUnauthorized(): void;
}

/**
 * One round: drop sockets that did not answer the last ping (a vanished laptop never sends a close), ping the
 * rest, and close those whose session has ended since they connected (logout, expiry, password change).
 */
export async function beat(sockets: readonly Beating[], liveSessions: (ids: number[]) => Promise<Set<number>>) {
  const answering: Beating[] = [];
  for (const socket of sockets) {
    if (!socket.alive) {
      socket.terminate();
      continue;
    }
    socket.ping();
    answering.push(socket);
  }
  if (answering.length === 0) return;
  const live = await liveSessions([...new Set(answering.map((s) => s.sessionId))]);
  for (const socket of answering) if (!live.has(socket.sessionId)) socket.closeUnauthorized();
}

export function startHeartbeat(
  sockets: () => readonly Beating[],
  liveSessions: (ids: number[]) => Promise<Set<number>>,
  log: FastifyBaseLogger,
  everyMs = HEARTBEAT_MS,
): () => void {
  let beating = false;
  const timer = setInterval(() => {
    if (beating) return;
    beating = true;
    beat(sockets(), liveSessions)
      .catch((err: unknown) => log.warn({ err }, 'websocket heartbeat failed'))
      .finally(() => {
        beating = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
