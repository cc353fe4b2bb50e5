import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import type { SocketServerMessage } from '@scm/contract';

/** A test-side socket that queues what the server sends so a test can await the next message in order. */
export interface TestSocket {
  ws: WebSocket;
  next(timeoutMs?: number): Promise<SocketServerMessage>;
  /** Resolves with the close code the server sent. */
  closed: Promise<number>;
  resume(lastSeenId: number): void;
}

export function openSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const ws = new WebSocket(url, { headers });
  const queue: SocketServerMessage[] = [];
  const waiting: ((m: SocketServerMessage) => void)[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : '') as SocketServerMessage;
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const socket: TestSocket = {
    ws,
    closed,
    next(timeoutMs = 5000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no message within timeout')), timeoutMs);
        waiting.push((m) => {
          clearTimeout(timer);
          resolve(m);
        });
      });
    },
    resume(lastSeenId) {
      ws.send(JSON.stringify({ type: 'resume', lastSeenId }));
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`handshake refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** Connects, resumes and waits for `ready`; returns the socket and the ready message's lastId. */
export async function openReadySocket(url: string, headers: Record<string, string>, lastSeenId = 0) {
  const socket = await openSocket(url, headers);
  socket.resume(lastSeenId);
  const ready = await socket.next();
  if (ready.type !== 'ready') throw new Error(`expected ready, got ${ready.type}`);
  return { socket, lastId: ready.lastId };
}

/** Starts the app on a free local port and answers its WebSocket address. */
export async function listenForSockets(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}/websocket`;
}
