import {
  NotificationMessageSchema,
  SOCKET_CLOSE_UNAUTHORIZED,
  WEBSOCKET_PATH,
  type NotificationMessage,
  type SocketClientMessage,
  type SocketServerMessage,
} from '@scm/contract';

export interface NotificationSocketHandlers {
  /** `live` is false for messages replayed while catching up after (re)connecting. */
  onNotification: (message: NotificationMessage, live: boolean) => void;
  onReady: () => void;
  /** The server closed with 4401 (session over): no reconnect; the app should send the user to sign in. */
  onUnauthorized: () => void;
}

const MAX_BACKOFF_MS = 30_000;
const storageKey = (accountId: number) => `scm.notification.lastSeenId.${accountId}`;

const readLastSeen = (accountId: number): number => {
  const n = Number(sessionStorage.getItem(storageKey(accountId)));
  return Number.isInteger(n) && n > 0 ? n : 0;
};

const rememberSeen = (accountId: number, id: number) => {
  if (id > readLastSeen(accountId)) sessionStorage.setItem(storageKey(accountId), String(id));
};

const socketUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${WEBSOCKET_PATH}`;

const parse = (raw: unknown): SocketServerMessage | null => {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('type' in value)) return null;
  if (value.type === 'ready' && 'lastId' in value && typeof value.lastId === 'number') {
    return { type: 'ready', lastId: value.lastId, hasMore: 'hasMore' in value && value.hasMore === true };
  }
  if (value.type === 'error' && 'errorMessage' in value && typeof value.errorMessage === 'string') {
    return { type: 'error', errorCode: 'BAD_MESSAGE', errorMessage: value.errorMessage };
  }
  if (value.type === 'notification' && 'message' in value) {
    const message = NotificationMessageSchema.safeParse(value.message);
    return message.success ? { type: 'notification', message: message.data } : null;
  }
  return null;
};

/**
 * Keeps a WebSocket to /websocket open for the signed-in account (the session cookie authenticates it).
 * After each connect it resumes from the largest id seen this browser session, so nothing is missed while down,
 * and reconnects with exponential backoff. Returns the function that closes it for good.
 */
export function openNotificationSocket(accountId: number, handlers: NotificationSocketHandlers): () => void {
  let socket: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    retryTimer = undefined;
    let ready = false;
    const ws = new WebSocket(socketUrl());
    socket = ws;
    const resume = (lastSeenId: number) => {
      const message: SocketClientMessage = { type: 'resume', lastSeenId };
      ws.send(JSON.stringify(message));
    };
    ws.onopen = () => resume(readLastSeen(accountId));
    ws.onmessage = (event: MessageEvent) => {
      const message = parse(event.data);
      if (!message) return;
      switch (message.type) {
        case 'notification':
          rememberSeen(accountId, message.message.id);
          handlers.onNotification(message.message, ready);
          return;
        case 'ready':
          attempt = 0;
          rememberSeen(accountId, message.lastId);
          // A capped replay: ask for the rest before calling the stream live.
          if (message.hasMore) {
            resume(message.lastId);
            return;
          }
          ready = true;
          handlers.onReady();
          return;
        case 'error':
          console.error(`알림 연결 오류: ${message.errorMessage}`);
          return;
      }
    };
    ws.onclose = (event: CloseEvent) => {
      if (socket === ws) socket = null;
      if (stopped) return;
      if (event.code === SOCKET_CLOSE_UNAUTHORIZED) {
        stopped = true;
        handlers.onUnauthorized();
        return;
      }
      scheduleReconnect();
    };
  };

  const scheduleReconnect = () => {
    if (retryTimer !== undefined) return;
    const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
    attempt += 1;
    // Jitter spreads reconnects after a server restart.
    retryTimer = setTimeout(connect, base / 2 + Math.random() * (base / 2));
  };

  // Back online: don't wait out the backoff.
  const reconnectNow = () => {
    if (stopped || socket !== null || retryTimer === undefined) return;
    clearTimeout(retryTimer);
    attempt = 0;
    connect();
  };
  window.addEventListener('online', reconnectNow);

  connect();

  return () => {
    stopped = true;
    window.removeEventListener('online', reconnectNow);
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    socket?.close();
    socket = null;
  };
}
