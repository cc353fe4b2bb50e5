import { afterAll, describe, expect, it } from 'vitest';
import { notificationMessage } from '../src/db/schema';
import { NOTIFICATION_CHANNEL } from '../src/modules/notifications/wake-up';
import { engine, login, makeApp, type Agent } from './harness';
import { listenForSockets as listen, openReadySocket, openSocket, type TestSocket } from './socket-client';
import { twoServerProcesses } from './two-servers';

const sockets: TestSocket[] = [];
afterAll(() => {
  for (const s of sockets) s.ws.terminate();
});

async function readySocket(url: string, agent: Agent, lastSeenId = 0) {
  const opened = await openReadySocket(url, { cookie: agent.cookie }, lastSeenId);
  sockets.push(opened.socket);
  return opened;
}

describe('wake-ups from another writer (any engine)', async () => {
  const ctx = await makeApp();
  const url = await listen(ctx.app);
  const kim = await login(ctx.app, 'kim.sales', 'demo1234');

  it('pushes a row another process stored and announced', async () => {
    const { socket } = await readySocket(url, kim);
    // What another server process does: insert the row, then NOTIFY its id.
    const [row] = await ctx.database.db
      .insert(notificationMessage)
      .values({ accountId: kim.accountId, content: '다른 서버에서 보낸 알림', status: 'CREATED' })
      .returning();
    await ctx.database.notify(NOTIFICATION_CHANNEL, JSON.stringify({ ids: [row!.id] }));
    expect(await socket.next()).toMatchObject({
      type: 'notification',
      message: { id: row!.id, content: '다른 서버에서 보낸 알림' },
    });
  });

  it('ignores a wake-up it cannot read and keeps delivering', async () => {
    const { socket } = await readySocket(url, kim);
    await ctx.database.notify(NOTIFICATION_CHANNEL, 'not json');
    await ctx.database.notify(NOTIFICATION_CHANNEL, JSON.stringify({ ids: ['1; drop table x'] }));
    const [message] = await ctx.app.notify([kim.accountId], { content: '정상 알림', status: 'READY' });
    expect(await socket.next()).toEqual({ type: 'notification', message });
  });
});

describe.runIf(engine === 'postgres')('two server processes on one PostgreSQL database', async () => {
  const { one, two, urlOne, urlTwo } = await twoServerProcesses();
  const kim = await login(one.app, 'kim.sales', 'demo1234');
  const hanbit = await login(two.app, 'hanbit', 'demo1234');

  it('delivers a notification stored on instance 2 to a socket on instance 1', async () => {
    const { socket } = await readySocket(urlOne, kim);
    const [message] = await two.app.notify([kim.accountId], {
      content: '2번 서버에서 등록된 작업지시',
      status: 'CREATED',
    });
    expect(await socket.next()).toEqual({ type: 'notification', message });
  });

  it('routes each message to the instance holding its account’s socket', async () => {
    const onOne = await readySocket(urlOne, kim);
    const onTwo = await readySocket(urlTwo, hanbit);
    const [forKim, forHanbit] = await one.app.notify([kim.accountId, hanbit.accountId], {
      content: '모두에게',
      status: 'UPDATED',
    });
    expect(await onOne.socket.next()).toEqual({ type: 'notification', message: forKim });
    expect(await onTwo.socket.next()).toEqual({ type: 'notification', message: forHanbit });
  });

  it('commits with the caller transaction on the other instance', async () => {
    const { socket } = await readySocket(urlTwo, hanbit);
    await one.database.db
      .transaction(async (tx) => {
        await one.app.notify([hanbit.accountId], { content: '롤백', status: 'WARNING' }, tx);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const [committed] = await one.database.db.transaction((tx) =>
      one.app.notify([hanbit.accountId], { content: '커밋', status: 'COMPLETED' }, tx),
    );
    expect(await socket.next()).toEqual({ type: 'notification', message: committed });
  });

  it('lets a client resume on one instance what was stored on the other', async () => {
    const first = await readySocket(urlOne, hanbit);
    first.socket.ws.close();
    await first.socket.closed;
    const [missed] = await two.app.notify([hanbit.accountId], { content: '끊긴 사이 알림', status: 'REQUEST' });
    const again = await openSocket(urlTwo, { cookie: hanbit.cookie });
    sockets.push(again);
    again.resume(first.lastId);
    expect(await again.next()).toEqual({ type: 'notification', message: missed });
    expect(await again.next()).toEqual({ type: 'ready', lastId: missed!.id });
  });
});
