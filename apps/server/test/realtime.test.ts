import { afterAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { SESSION_COOKIE, type NotificationMessage, type SocketServerMessage } from '@scm/contract';
import { notificationMessage } from '../src/db/schema';
import { beat, type Beating } from '../src/platform/realtime/heartbeat';
import { findLiveSessionIds } from '../src/platform/realtime/live-sessions';
import { login, makeApp, type Agent } from './harness';
import { openReadySocket, openSocket, type TestSocket } from './socket-client';

const ctx = await makeApp({ env: { PUBLIC_ORIGIN: 'https://scm.example.com' } });
const { app } = ctx;
const db = ctx.database.db;
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const host = `127.0.0.1:${address.port}`;
const url = `ws://${host}/websocket`;

const kim = await login(app, 'kim.sales', 'demo1234');
const hanbit = await login(app, 'hanbit', 'demo1234');
const cookie = (agent: Agent) => ({ cookie: agent.cookie });

const opened: TestSocket[] = [];
const track = <T extends { socket: TestSocket } | TestSocket>(s: T): T => {
  opened.push('socket' in s ? s.socket : s);
  return s;
};
afterAll(() => {
  for (const s of opened) s.ws.terminate();
});

const notification = (m: SocketServerMessage): NotificationMessage => {
  if (m.type !== 'notification') throw new Error(`expected a notification, got ${JSON.stringify(m)}`);
  return m.message;
};

describe('handshake', () => {
  it('closes an unauthenticated socket with 4401', async () => {
    const socket = track(await openSocket(url));
    expect(await socket.closed).toBe(4401);
  });

  it('closes a socket with an unknown session token with 4401', async () => {
    const socket = track(await openSocket(url, { cookie: `${SESSION_COOKIE}=not-a-session` }));
    expect(await socket.closed).toBe(4401);
  });

  it('refuses another site’s page', async () => {
    await expect(openSocket(url, { ...cookie(kim), origin: 'https://evil.example' })).rejects.toThrow(
      'handshake refused: 403',
    );
    await expect(openSocket(url, { ...cookie(kim), origin: 'null' })).rejects.toThrow('handshake refused: 403');
  });

  it('accepts our own host, a configured origin, and a Bearer token', async () => {
    track(await openReadySocket(url, { ...cookie(kim), origin: `http://${host}` }));
    track(await openReadySocket(url, { ...cookie(kim), origin: 'https://scm.example.com' }));
    track(await openReadySocket(url, { authorization: `Bearer ${hanbit.token}` }));
  });
});

describe('delivery', () => {
  it('pushes a notification to the addressed account only', async () => {
    const a = track(await openReadySocket(url, cookie(kim)));
    const b = track(await openReadySocket(url, cookie(hanbit)));
    const [forA] = await app.notify([kim.accountId], {
      content: '김민준 님, 작업지시가 등록되었습니다.',
      status: 'CREATED',
    });
    const [forB] = await app.notify([hanbit.accountId], {
      content: '한빛출판 님, 주문이 접수되었습니다.',
      status: 'CREATED',
    });
    expect(notification(await a.socket.next())).toEqual(forA);
    // Pushes keep commit order, so had A's message reached B it would arrive before B's own.
    expect(notification(await b.socket.next())).toEqual(forB);
  });

  it('reaches every open tab of the account', async () => {
    const tab1 = track(await openReadySocket(url, cookie(kim)));
    const tab2 = track(await openReadySocket(url, cookie(kim)));
    const [message] = await app.notify([kim.accountId], { content: '두 탭 모두', status: 'READY' });
    expect(notification(await tab1.socket.next()).id).toBe(message!.id);
    expect(notification(await tab2.socket.next()).id).toBe(message!.id);
  });

  it('pushes only after commit when sent inside a transaction', async () => {
    const { socket } = track(await openReadySocket(url, cookie(kim)));
    await db
      .transaction(async (tx) => {
        await app.notify([kim.accountId], { content: '롤백될 알림', status: 'WARNING' }, tx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const committed = await db.transaction((tx) =>
      app.notify([kim.accountId], { content: '커밋된 알림', status: 'COMPLETED' }, tx),
    );
    expect(notification(await socket.next())).toEqual(committed[0]);
  });

  it('replays what was missed while disconnected, in id order, then ready', async () => {
    const first = track(await openReadySocket(url, cookie(hanbit)));
    const [seen] = await app.notify([hanbit.accountId], { content: '본 알림', status: 'CREATED' });
    expect(notification(await first.socket.next()).id).toBe(seen!.id);
    first.socket.ws.close();
    await first.socket.closed;

    const [missed1] = await app.notify([hanbit.accountId], { content: '놓친 알림 1', status: 'UPDATED' });
    await app.notify([kim.accountId], { content: '다른 계정', status: 'UPDATED' });
    const [missed2] = await app.notify([hanbit.accountId], { content: '놓친 알림 2', status: 'COMPLETED' });

    const again = track(await openSocket(url, cookie(hanbit)));
    again.resume(seen!.id);
    expect(notification(await again.next())).toEqual(missed1);
    expect(notification(await again.next())).toEqual(missed2);
    expect(await again.next()).toEqual({ type: 'ready', lastId: missed2!.id });
    // And it is live afterwards.
    const [live] = await app.notify([hanbit.accountId], { content: '실시간', status: 'READY' });
    expect(notification(await again.next())).toEqual(live);
  });

  it('starts a tab that has seen nothing at the latest id, without replay', async () => {
    const [latest] = await db
      .select({ id: notificationMessage.id })
      .from(notificationMessage)
      .where(eq(notificationMessage.accountId, kim.accountId))
      .orderBy(desc(notificationMessage.id))
      .limit(1);
    const { lastId } = track(await openReadySocket(url, cookie(kim), 0));
    expect(lastId).toBe(latest!.id);
  });

  it('answers a bad message with an error and keeps the socket open', async () => {
    const socket = track(await openSocket(url, cookie(kim)));
    socket.ws.send('not json');
    expect(await socket.next()).toEqual({
      type: 'error',
      errorCode: 'BAD_MESSAGE',
      errorMessage: '잘못된 메시지입니다.',
    });
    socket.ws.send(JSON.stringify({ type: 'subscribe', topic: '/user/1' }));
    expect((await socket.next()).type).toBe('error');
    socket.resume(0);
    expect((await socket.next()).type).toBe('ready');
  });
});

describe('heartbeat', () => {
  const stub = (sessionId: number, alive = true) => {
    const calls: string[] = [];
    const s: Beating & { calls: string[] } = {
      alive,
      sessionId,
      calls,
      ping: () => calls.push('ping'),
      terminate: () => calls.push('terminate'),
      closeUnauthorized: () => calls.push('closeUnauthorized'),
    };
    return s;
  };

  it('drops sockets that missed a pong and closes those whose session ended', async () => {
    const agent = await login(app, 'lee.design', 'demo1234');
    const session = await app.sessions.find(agent.token);
    const live = stub(session!.id);
    const dead = stub(session!.id, false);
    const ended = stub(987_654);
    await beat([live, dead, ended], (ids) => findLiveSessionIds(db, ids));
    expect(live.calls).toEqual(['ping']);
    expect(dead.calls).toEqual(['terminate']);
    expect(ended.calls).toEqual(['ping', 'closeUnauthorized']);

    await app.inject({ method: 'POST', url: '/api/authentication/logout', headers: agent.headers() });
    const afterLogout = stub(session!.id);
    await beat([afterLogout], (ids) => findLiveSessionIds(db, ids));
    expect(afterLogout.calls).toEqual(['ping', 'closeUnauthorized']);
  });
});

describe('shutdown', () => {
  it('closes open sockets when the app closes', async () => {
    const { socket } = track(await openReadySocket(url, cookie(kim)));
    await app.close();
    expect(await socket.closed).toBeGreaterThan(0);
  });
});
