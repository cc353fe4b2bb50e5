import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { buyer, notificationMessage } from '../src/db/schema';
import { engine, makeApp } from './harness';
import { API_SHOPBAG_ORDER, shopbagFixture } from './shopbag-orders-fixture';

const ctx = await makeApp();
const f = await shopbagFixture(ctx);
const db = ctx.database.db;
const hanbit = f.buyerId('한빛출판');
const cafe = f.buyerId('서울카페');

const accountOf = async (buyerId: number) =>
  (await db.select({ accountId: buyer.accountId }).from(buyer).where(eq(buyer.id, buyerId)))[0]!.accountId;

/** What an account was told about one bag order. */
const noticesOf = (accountId: number, orderId: number) =>
  db
    .select({
      content: notificationMessage.content,
      status: notificationMessage.status,
      kind: notificationMessage.targetDocumentType,
      target: notificationMessage.targetContentId,
    })
    .from(notificationMessage)
    .where(and(eq(notificationMessage.accountId, accountId), eq(notificationMessage.targetContentId, orderId)))
    .orderBy(asc(notificationMessage.id));

describe(`advertisers hear of their slot (${engine})`, () => {
  it('tells the advertiser that fills a slot and the one it moves to, never the staff member doing it', async () => {
    const o = await f.createBag(f.bag({ productName: '알림 쇼핑백' }));
    const hanbitAccount = await accountOf(hanbit);
    const cafeAccount = await accountOf(cafe);

    const slot = await f.fill(o.id, 'B2', hanbit);
    const filled = `쇼핑백 주문 ${o.orderNumber} 알림 쇼핑백의 B2 위치 광고주로 등록되었습니다.`;
    expect(await noticesOf(hanbitAccount, o.id)).toEqual([
      { content: filled, status: 'CREATED', kind: 'SHOPBAG_ORDER', target: o.id },
    ]);

    // Only the remark changes: nobody new holds the slot, nobody is told.
    const remark = await f.call('PUT', `${API_SHOPBAG_ORDER}/buyer`, { id: slot.id, buyerId: hanbit, remark: '비고' });
    expect(remark.statusCode).toBe(200);
    expect(await noticesOf(hanbitAccount, o.id)).toHaveLength(1);

    // The slot moves to another advertiser: that one is told.
    const moved = await f.call('PUT', `${API_SHOPBAG_ORDER}/buyer`, { id: slot.id, buyerId: cafe, remark: '' });
    expect(moved.statusCode).toBe(200);
    expect(await noticesOf(cafeAccount, o.id)).toEqual([
      { content: filled, status: 'UPDATED', kind: 'SHOPBAG_ORDER', target: o.id },
    ]);
    expect(await noticesOf(hanbitAccount, o.id)).toHaveLength(1);

    // The staff member who did it is not told; a refused fill tells nobody.
    const contents = (await noticesOf(f.admin.accountId, o.id)).map((n) => n.content);
    expect(contents.filter((c) => c.includes('광고주로 등록'))).toEqual([]);
    const refused = await f.saveSlot('POST', { orderId: o.id, position: 'A1', buyerId: cafe });
    expect(refused.statusCode).toBe(400);
    expect(await noticesOf(cafeAccount, o.id)).toHaveLength(1);
  });
});
