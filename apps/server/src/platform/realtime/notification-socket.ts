import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  SOCKET_BAD_MESSAGE,
  SOCKET_CLOSE_UNAUTHORIZED,
  SocketClientMessageSchema,
  type NotificationMessage,
  type SocketServerMessage,
} from '@scm/contract';
import type { Missed } from './types';

/** A client that can't keep up with 1 MB of queued messages is dropped; it catches up on reconnect. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * One signed-in browser tab. Before its first `resume` nothing is pushed (the resume reads those rows from the
 * table anyway); while a resume reads the table, live messages are held and sent after `ready`, so none is lost
 * or sent twice. A wake-up can also come after `ready` for a row the resume already replayed (the fan-out reads
 * its rows after the resume did), so the replayed ids are kept until the next resume and not sent again.
 */
export class NotificationSocket {
  /** Cleared at each heartbeat ping, set again by the pong. */
  alive = true;
  private state: 'waiting' | 'resuming' | 'live' = 'waiting';
  private held: NotificationMessage[] = [];
  private replayed = new Set<number>();
  private work: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    readonly accountId: number,
    readonly sessionId: number,
    private readonly loadMissed: (lastSeenId: number) => Promise<Missed>,
    private readonly log: FastifyBaseLogger,
  ) {
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('pong', () => {
      this.alive = true;
    });
  }

  deliver(message: NotificationMessage) {
    if (this.state === 'live') {
      if (!this.replayed.has(message.id)) this.send({ type: 'notification', message });
    } else if (this.state === 'resuming') this.held.push(message);
  }

  ping() {
    this.alive = false;
    this.socket.ping();
  }

  terminate() {
    this.socket.terminate();
  }

  closeUnauthorized() {
    this.socket.close(SOCKET_CLOSE_UNAUTHORIZED, 'unauthorized');
  }

  onClose(listener: () => void) {
    this.socket.on('close', listener);
  }

  private receive(data: RawData, isBinary: boolean) {
    const lastSeenId = isBinary ? undefined : parseResume(rawText(data));
    if (lastSeenId === undefined) {
      this.send({ type: 'error', errorCode: 'BAD_MESSAGE', errorMessage: SOCKET_BAD_MESSAGE });
      return;
    }
    // Resumes run one at a time, in the order they were asked for.
    this.work = this.work
      .then(() => this.resume(lastSeenId))
      .catch((err: unknown) => {
        this.log.warn({ err, accountId: this.accountId }, 'notification resume failed');
        this.socket.close(1011, 'resume failed');
      });
  }

  private async resume(lastSeenId: number) {
    this.state = 'resuming';
    this.held = [];
    const missed = await this.loadMissed(lastSeenId);
    this.replayed = new Set(missed.messages.map((m) => m.id));
    for (const message of missed.messages) this.send({ type: 'notification', message });
    this.send({ type: 'ready', lastId: missed.lastId, ...(missed.hasMore ? { hasMore: true } : {}) });
    const arrived = this.held.filter((m) => m.id > lastSeenId && !this.replayed.has(m.id)).sort((a, b) => a.id - b.id);
    this.held = [];
    this.state = 'live';
    for (const message of arrived) this.send({ type: 'notification', message });
  }

  private send(message: SocketServerMessage) {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.socket.terminate();
      return;
    }
    this.socket.send(JSON.stringify(message));
  }
}

const rawText = (data: RawData): string => {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return (data instanceof ArrayBuffer ? Buffer.from(data) : data).toString('utf8');
};

function parseResume(text: string): number | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = SocketClientMessageSchema.safeParse(value);
  return parsed.success ? parsed.data.lastSeenId : undefined;
}
