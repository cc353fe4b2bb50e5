import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notificationMessage } from '../src/db/schema';
import { login, makeApp, type Agent } from './harness';

const ctx = await makeApp();
const { app } = ctx;
const db = ctx.database.db;

const kim = await login(app, 'kim.sales', 'demo1234');
const lee = await login(app, 'lee.design', 'demo1234');
const hanbit = await login(app, 'hanbit', 'demo1234');

const get = (agent: Agent, url: string) => app.inject({ method: 'GET', url, headers: agent.headers() });
const patch = (agent: Agent, url: string) => app.inject({ method: 'PATCH', url, headers: agent.headers() });
const rowsOf = (accountId: number) =>
  db.select().from(notificationMessage).where(eq(notificationMessage.accountId, accountId));

describe('app.notify', () => {
  it('stores one row per distinct account and returns the messages', async () => {
    const messages = await app.notify([kim.accountId, hanbit.accountId, kim.accountId], {
      content: '  인쇄 주문 2024-0001 이(가) 등록되었습니다.  ',
      status: 'CREATED',
      targetDocumentType: 'PRINTING_ORDER',
      targetContentId: 12,
    });
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({
      content: '인쇄 주문 2024-0001 이(가) 등록되었습니다.',
      isChecked: false,
      status: 'CREATED',
      targetDocumentType: 'PRINTING_ORDER',
      targetContentId: 12,
    });
    expect(await rowsOf(kim.accountId)).toHaveLength(1);
    expect(await rowsOf(hanbit.accountId)).toHaveLength(1);
    expect(await app.notify([], { content: '아무도', status: 'CREATED' })).toEqual([]);
  });

  it('joins the caller transaction: a rolled-back write leaves no notification', async () => {
    const before = (await rowsOf(lee.accountId)).length;
    await expect(
      db.transaction(async (tx) => {
        await app.notify([lee.accountId], { content: '취소될 알림', status: 'WARNING' }, tx);
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await rowsOf(lee.accountId)).toHaveLength(before);

    await db.transaction(async (tx) => {
      await app.notify([lee.accountId], { content: '확정된 알림', status: 'COMPLETED' }, tx);
    });
    expect((await rowsOf(lee.accountId)).map((r) => r.content)).toContain('확정된 알림');
  });
});

describe('notification centre', () => {
  // Own rows for lee: 5 messages, two of them about deposits.
  const seed = async () => {
    for (const [content, status] of [
      ['작업지시 W-1 이(가) 등록되었습니다.', 'CREATED'],
      ['쇼핑백 입금이 확인되었습니다.', 'COMPLETED'],
      ['작업지시 W-2 이(가) 수정되었습니다.', 'UPDATED'],
      ['인쇄 입금 요청이 있습니다.', 'REQUEST'],
      ['작업지시 W-3 이(가) 삭제되었습니다.', 'DELETED'],
    ] as const) {
      await app.notify([lee.accountId], { content, status, targetDocumentType: 'WORK_ORDER', targetContentId: 1 });
    }
  };

  it('lists only the caller’s rows, newest first, paged', async () => {
    await db.delete(notificationMessage).where(eq(notificationMessage.accountId, lee.accountId));
    await seed();
    await app.notify([kim.accountId], { content: '김민준에게만', status: 'READY' });

    const res = await get(lee, '/api/notification_message');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.pageable).toEqual({ number: 0, size: 10, totalPages: 1, totalElements: 5, totalExact: true });
    const ids = page.content.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.content[0].content).toBe('작업지시 W-3 이(가) 삭제되었습니다.');
    expect(page.content.some((m: { content: string }) => m.content === '김민준에게만')).toBe(false);

    const second = (await get(lee, '/api/notification_message?page=1&size=2')).json().data;
    expect(second.pageable).toEqual({ number: 1, size: 2, totalPages: 3, totalElements: 5, totalExact: true });
    expect(second.content.map((m: { id: number }) => m.id)).toEqual(ids.slice(2, 4));
  });

  it('searches the content and sorts only by whitelisted fields', async () => {
    const found = (
      await get(lee, `/api/notification_message?searchFilter=content&searchKeyword=${encodeURIComponent('입금')}`)
    ).json().data;
    expect(found.content.map((m: { content: string }) => m.content).sort()).toEqual([
      '쇼핑백 입금이 확인되었습니다.',
      '인쇄 입금 요청이 있습니다.',
    ]);
    const all = (await get(lee, `/api/notification_message?searchKeyword=${encodeURIComponent('W-2')}`)).json().data;
    expect(all.pageable.totalElements).toBe(1);

    const asc = (await get(lee, '/api/notification_message?sort=id,asc')).json().data.content;
    expect(asc[0].content).toBe('작업지시 W-1 이(가) 등록되었습니다.');
    const byStatus = (await get(lee, '/api/notification_message?sort=status,asc')).json().data.content;
    expect(byStatus[0].status).toBe('COMPLETED');

    for (const query of ['sort=accountId,asc', 'sort=content,desc', 'searchFilter=status&searchKeyword=x']) {
      const bad = await get(lee, `/api/notification_message?${query}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errorCode).toMatch(/^INVALID_(SORT|SEARCH_FILTER)$/);
    }
  });

  it('marks a message read and unread again, and counts the unread', async () => {
    const unread = async (agent: Agent) =>
      (await get(agent, '/api/notification_message/number_unread_notification')).json<{
        data: number;
        message: string;
      }>();
    expect(await unread(lee)).toEqual({ data: 5, message: '' });
    const [latest] = (await get(lee, '/api/notification_message?size=1')).json().data.content;

    const read = await patch(lee, `/api/notification_message/${latest.id}?checked=true`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: latest.id, isChecked: true });
    expect(
      (await db.select().from(notificationMessage).where(eq(notificationMessage.id, latest.id)))[0]!.isChecked,
    ).toBe(true);
    expect((await unread(lee)).data).toBe(4);

    const again = await patch(lee, `/api/notification_message/${latest.id}?checked=false`);
    expect(again.json().data.isChecked).toBe(false);
    expect((await unread(lee)).data).toBe(5);
  });

  it('does not let anyone touch another account’s message', async () => {
    const [mine] = (await get(lee, '/api/notification_message?size=1')).json().data.content;
    const res = await patch(hanbit, `/api/notification_message/${mine.id}?checked=true`);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorMessage).toBe('알림을 찾을 수 없습니다.');
    expect((await db.select().from(notificationMessage).where(eq(notificationMessage.id, mine.id)))[0]!.isChecked).toBe(
      false,
    );
    expect((await patch(lee, `/api/notification_message/${mine.id}`)).statusCode).toBe(400);
    expect((await patch(lee, `/api/notification_message/${mine.id}?checked=maybe`)).statusCode).toBe(400);
  });

  it('gives customers their own centre too', async () => {
    const page = (await get(hanbit, '/api/notification_message')).json().data;
    expect(page.content.length).toBeGreaterThan(0);
    const count = (await get(hanbit, '/api/notification_message/number_unread_notification')).json().data;
    expect(count).toBe((await rowsOf(hanbit.accountId)).filter((r) => !r.isChecked).length);
  });

  it('needs a session', async () => {
    for (const url of ['/api/notification_message', '/api/notification_message/number_unread_notification']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
