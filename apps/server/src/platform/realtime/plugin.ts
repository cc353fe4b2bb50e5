import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { SOCKET_CLOSE_UNAUTHORIZED, WEBSOCKET_PATH } from '@scm/contract';
import { forbidden } from '../errors';
import { startNotificationFanout } from './fanout';
import { startHeartbeat } from './heartbeat';
import { findLiveSessionIds } from './live-sessions';
import { NotificationSocket } from './notification-socket';
import { isOriginAllowed } from './origin';
import { listenForEndedSessions } from './session-ends';
import { SocketRegistry } from './socket-registry';
import type { NotificationStore, Notify } from './types';

export type { NotificationInput, NotificationStore, Notify } from './types';

export interface RealtimeOptions {
  /** Origins allowed on the handshake besides the request's own host (PUBLIC_ORIGIN). */
  allowedOrigins: string[];
}

/**
 * Notifications are rows first: `app.notify` stores them (through the store the notifications module registers)
 * and NOTIFYs a wake-up; every process listens, loads the new rows and pushes them over /websocket to the
 * signed-in account's sockets. A client that reconnects sends `resume` with its last seen id and catches up from
 * the table, so nothing is lost while it was away.
 */
export const realtimePlugin = fp<RealtimeOptions>(async (app, opts) => {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const registry = new SocketRegistry();

  let notificationStore: NotificationStore | undefined;
  const storeOf = () => {
    if (!notificationStore) throw new Error('no notification store registered (the notifications module registers it)');
    return notificationStore;
  };
  app.decorate('realtime', {
    registerNotificationStore(store: NotificationStore) {
      if (notificationStore) throw new Error('a notification store is already registered');
      notificationStore = store;
    },
  });
  const notify: Notify = (accountIds, message, tx) => storeOf().store(tx ?? app.db, accountIds, message);
  app.decorate('notify', notify);

  // Started once every module has registered, so the store is known; an app without one refuses to start.
  let stopFanout: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopFanout = await startNotificationFanout(app.database, storeOf(), registry, app.log);
  });
  const stopClosingEnded = await listenForEndedSessions(app.database, registry);
  const stopHeartbeat = startHeartbeat(
    () => registry.all(),
    (ids) => findLiveSessionIds(app.db, ids),
    app.log,
  );
  app.addHook('onClose', async () => {
    stopHeartbeat();
    await stopClosingEnded();
    await stopFanout?.();
  });

  app.get(
    WEBSOCKET_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        if (!isOriginAllowed(request.headers.origin, [request.headers.host, request.host], opts.allowedOrigins)) {
          throw forbidden();
        }
      },
    },
    (socket, request) => {
      // The auth plugin has already resolved the session from the cookie or the Bearer header.
      const principal = request.principal;
      if (!principal || request.sessionId === null) {
        socket.close(SOCKET_CLOSE_UNAUTHORIZED, 'unauthorized');
        return;
      }
      const { accountId } = principal;
      const connection = new NotificationSocket(
        socket,
        accountId,
        request.sessionId,
        (lastSeenId) => storeOf().missed(app.db, accountId, lastSeenId),
        request.log,
      );
      registry.add(connection);
      connection.onClose(() => registry.remove(connection));
      // A session that ended while this handshake was under way was announced before the socket was registered.
      const { sessionId } = request;
      findLiveSessionIds(app.db, [sessionId])
        .then((live) => {
          if (!live.has(sessionId)) connection.closeUnauthorized();
        })
        .catch((err: unknown) => request.log.warn({ err }, 'websocket session check failed'));
    },
  );
});
