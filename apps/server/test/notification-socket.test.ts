import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import type { NotificationMessage, SocketServerMessage } from '@scm/contract';
import { NotificationSocket } from '../src/platform/realtime/notification-socket';
import type { Missed } from '../src/platform/realtime/types';

/** A socket that records what the server sends and lets the test play the client. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: SocketServerMessage[] = [];
  send(text: string) {
    this.sent.push(JSON.parse(text) as SocketServerMessage);
  }
  ping() {}
  terminate() {}
  close() {}
}

const message = (id: number): NotificationMessage => ({
  id,
  content: `알림 ${id}`,
  status: 'CREATED',
  isChecked: false,
  targetDocumentType: null,
  targetContentId: null,
  createdAt: '2026-11-24T00:00:00.000Z',
});

const noLog = { warn: () => undefined } as unknown as FastifyBaseLogger;

function openTab(loadMissed: (lastSeenId: number) => Promise<Missed>) {
  const ws = new FakeSocket();
  const tab = new NotificationSocket(ws as unknown as WebSocket, 1, 1, loadMissed, noLog);
  const resume = async (lastSeenId: number) => {
    ws.emit('message', Buffer.from(JSON.stringify({ type: 'resume', lastSeenId })), false);
    await new Promise((resolve) => setImmediate(resolve));
  };
  const ids = () => ws.sent.map((m) => (m.type === 'notification' ? m.message.id : m.type));
  return { tab, resume, ids };
}

describe('a tab resuming after a disconnect', () => {
  it('sends a row once when its wake-up comes after the resume already replayed it', async () => {
    const { tab, resume, ids } = openTab(async () => ({
      messages: [message(8), message(9)],
      lastId: 9,
      hasMore: false,
    }));
    await resume(7);
    // The fan-out read rows 9 and 10 after the resume read the table.
    tab.deliver(message(9));
    tab.deliver(message(10));
    expect(ids()).toEqual([8, 9, 'ready', 10]);
  });

  it('holds what arrives while the resume reads, and sends it after ready, once and in id order', async () => {
    let finish: (missed: Missed) => void = () => undefined;
    const { tab, resume, ids } = openTab(() => new Promise<Missed>((resolve) => (finish = resolve)));
    await resume(7);
    tab.deliver(message(11));
    tab.deliver(message(8));
    tab.deliver(message(7));
    finish({ messages: [message(8)], lastId: 8, hasMore: false });
    await new Promise((resolve) => setImmediate(resolve));
    expect(ids()).toEqual([8, 'ready', 11]);
  });

  it('pushes nothing before the first resume', () => {
    const { tab, ids } = openTab(async () => ({ messages: [], lastId: 0, hasMore: false }));
    tab.deliver(message(3));
    expect(ids()).toEqual([]);
  });
});
