import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { API_SHOPBAG_ORDER, DUE_BEFORE_RECEIPT } from '@scm/contract';
import { delivery, printingOrder, workOrder } from '../src/db/schema';
import { engine, makeApp } from './harness';
import { API_ORDER } from './orders-fixture';
import { shopbagFixture } from './shopbag-orders-fixture';

/**
 * Finding orders (issue 31): the order lists' status and 납기 지남 filters, the bag list's advertiser search, one
 * customer's orders (the buyer detail), and the due date that may not come before the receipt.
 */
const ctx = await makeApp();
const db = ctx.database.db;
const { app } = ctx;
const f = await shopbagFixture(ctx);
const { call } = f;

const TAG = `찾기${Date.now() % 100000}`;
const window = 'startDate=2026-01-01&endDate=2026-12-31&size=100';
const ids = async (path: string, query: string) => {
  const res = await call('GET', `${path}?${window}&${query}`);
  expect(res.statusCode, query).toBe(200);
  return (res.json().data.content as { id: number }[]).map((r) => r.id);
};
const mine = (query: string) => ids(API_ORDER, `searchFilter=productName&searchKeyword=${TAG}&${query}`);

const jobOf = async (orderId: number) => (await db.select().from(workOrder).where(eq(workOrder.orderId, orderId)))[0]!;
/** Printing complete, then the delivery in `status` (what the work-order and delivery modules would have written). */
const printed = async (orderId: number, status: 'READY' | 'SHIPPING' | 'COMPLETE') => {
  const job = await jobOf(orderId);
  await db.update(workOrder).set({ status: 'COMPLETE' }).where(eq(workOrder.id, job.id));
  await db.insert(delivery).values({ workOrderId: job.id, status });
};

// Received on 11-10 (Seoul), looked at on 11-20.
app.clock.fixAt('2026-11-10T01:00:00Z');
const late = await f.createOrder(f.leaflet({ productName: `${TAG} 늦은 전단`, deliveryDate: '2026-11-15' }));
const dueToday = await f.createOrder(f.leaflet({ productName: `${TAG} 오늘 납기`, deliveryDate: '2026-11-20' }));
const deliveredLate = await f.createOrder(f.leaflet({ productName: `${TAG} 배송 끝`, deliveryDate: '2026-11-15' }));
const cancelledLate = await f.createOrder(f.leaflet({ productName: `${TAG} 취소`, deliveryDate: '2026-11-12' }));
const working = await f.createOrder(f.brochure({ productName: `${TAG} 작업중 책자`, deliveryDate: '2026-12-10' }));
const shipping = await f.createOrder(f.leaflet({ productName: `${TAG} 배송중`, deliveryDate: '2026-11-30' }));
expect((await call('POST', `${API_ORDER}/cancel/${cancelledLate.id}`, { reason: '고객 요청' })).statusCode).toBe(200);
await printed(deliveredLate.id, 'COMPLETE');
await printed(shipping.id, 'SHIPPING');
await db.update(workOrder).set({ status: 'WORKING' }).where(eq(workOrder.orderId, working.id));

const hanbit = f.buyerId('한빛출판');
const seoulCafe = f.buyerId('서울카페');
const lateBag = await f.createBag(f.bag({ productName: `${TAG} 늦은 쇼핑백`, deliveryDate: '2026-11-14' }));
const laterBag = await f.createBag(f.bag({ productName: `${TAG} 다음달 쇼핑백`, deliveryDate: '2026-12-20' }));
await f.fill(lateBag.id, 'A1', hanbit, false);
await f.fill(laterBag.id, 'A1', seoulCafe, false);
app.clock.fixAt('2026-11-20T01:00:00Z');

describe(`order lists: 납기 지남 and status (${engine})`, () => {
  it('납기 지남 keeps the open orders due before today: not one due today, delivered or cancelled', async () => {
    expect(await mine('overdue=true')).toEqual([late.id]);
    expect(await mine('overdue=false')).toHaveLength(6);
    // What the database holds for the one found: due before the shop's today, no delivery, not cancelled.
    const [row] = await db.select().from(printingOrder).where(eq(printingOrder.id, late.id));
    expect(row).toMatchObject({ deliveryDate: '2026-11-15', cancelledAt: null });
    expect(
      (
        await db
          .select()
          .from(delivery)
          .where(eq(delivery.workOrderId, (await jobOf(late.id)).id))
      ).length,
    ).toBe(0);
  });

  it('filters by the status the row shows: 접수, 작업중, 배송중, 완료, 취소', async () => {
    expect(await mine('status=RECEIPT')).toEqual([dueToday.id, late.id]);
    expect(await mine('status=WORKING')).toEqual([working.id]);
    expect(await mine('status=DELIVERY')).toEqual([shipping.id]);
    expect(await mine('status=COMPLETE')).toEqual([deliveredLate.id]);
    expect(await mine('status=CANCELLED')).toEqual([cancelledLate.id]);
    expect(await mine('status=RECEIPT&overdue=true')).toEqual([late.id]);
    expect(await mine('status=')).toHaveLength(6);
    const bad = await call('GET', `${API_ORDER}?status=LOST&overdue=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      status: { isError: true, defaultMessage: '상태를 다시 선택해주세요.' },
      overdue: { isError: true, defaultMessage: '납기 지남 조건이 올바르지 않습니다.' },
    });
  });

  it('the bag list takes the same filters, and searches by advertiser (광고주)', async () => {
    const bags = (q: string) => ids(API_SHOPBAG_ORDER, q);
    const ours = `searchFilter=productName&searchKeyword=${TAG}`;
    expect(await bags(`${ours}&overdue=true`)).toEqual([lateBag.id]);
    expect(await bags(`${ours}&status=RECEIPT`)).toEqual([laterBag.id, lateBag.id]);
    expect(await bags(`${ours}&status=WORKING`)).toEqual([]);
    const byAdvertiser = await bags('searchFilter=advertiserName&searchKeyword=한빛');
    expect(byAdvertiser).toContain(lateBag.id);
    expect(byAdvertiser).not.toContain(laterBag.id);
    // 전체 searches the advertisers too.
    expect(await bags('searchKeyword=서울카페')).toContain(laterBag.id);
    expect(await bags('searchFilter=advertiserName&searchKeyword=없는광고주')).toEqual([]);
  });
});

describe(`one customer's orders, the buyer detail's read (${engine})`, () => {
  it('lists that buyer’s printing orders and the bags it advertises on, no other buyer’s', async () => {
    const printing = await ids(API_ORDER, `buyerId=${seoulCafe}`);
    const stored = await db.select({ id: printingOrder.id, buyerId: printingOrder.buyerId }).from(printingOrder);
    const theirs = stored.filter((r) => printing.includes(r.id));
    expect(theirs.every((r) => r.buyerId === seoulCafe)).toBe(true);
    expect(printing).toEqual(expect.arrayContaining([late.id, dueToday.id, shipping.id]));
    // The brochure is 한빛출판's.
    expect(printing).not.toContain(working.id);
    expect(await ids(API_ORDER, `buyerId=${hanbit}`)).toContain(working.id);
    const bags = await ids(API_SHOPBAG_ORDER, `buyerId=${seoulCafe}`);
    expect(bags).toContain(laterBag.id);
    expect(bags).not.toContain(lateBag.id);
    expect((await call('GET', `${API_ORDER}?buyerId=abc`)).json()).toMatchObject({
      buyerId: { isError: true, defaultMessage: '고객사를 다시 선택해주세요.' },
    });
  });

  it('a bad date in the list query is a Korean field error, never an English one', async () => {
    const res = await call('GET', `${API_ORDER}?startDate=0202-01-01&endDate=2026-1`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      startDate: { isError: true, defaultMessage: '날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.' },
      endDate: { isError: true, defaultMessage: '날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.' },
    });
  });
});

describe(`the due date is never before the receipt (${engine})`, () => {
  const refused = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ deliveryDate: { isError: true, defaultMessage: DUE_BEFORE_RECEIPT } });
  };
  const named = (name: string) => db.select().from(printingOrder).where(like(printingOrder.productName, name));

  it('refuses a new printing or bag order due before today, at the field, and saves nothing', async () => {
    refused(await call('POST', API_ORDER, f.leaflet({ productName: `${TAG} 어제 납기`, deliveryDate: '2026-11-19' })));
    refused(
      await call('POST', API_SHOPBAG_ORDER, f.bag({ productName: `${TAG} 어제 쇼핑백`, deliveryDate: '2026-11-19' })),
    );
    expect(await named(`${TAG} 어제%`)).toEqual([]);
    // Due the day it is received is fine.
    const sameDay = await f.createOrder(f.leaflet({ productName: `${TAG} 당일`, deliveryDate: '2026-11-20' }));
    expect((await named(`${TAG} 당일`))[0]).toMatchObject({ id: sameDay.id, deliveryDate: '2026-11-20' });
  });

  it('refuses a change that moves the due date before the receipt day, and keeps the stored one', async () => {
    const body = f.leaflet({ productName: `${TAG} 늦은 전단`, deliveryDate: '2026-11-09', id: late.id });
    refused(await call('PUT', API_ORDER, body));
    expect((await named(`${TAG} 늦은 전단`))[0]!.deliveryDate).toBe('2026-11-15');
    // Before today but after the receipt day: an order may be corrected to the date it was really due.
    expect((await call('PUT', API_ORDER, { ...body, deliveryDate: '2026-11-11' })).statusCode).toBe(200);
    expect((await named(`${TAG} 늦은 전단`))[0]!.deliveryDate).toBe('2026-11-11');

    refused(await call('PUT', API_SHOPBAG_ORDER, { ...f.bag({ deliveryDate: '2026-11-01' }), id: laterBag.id }));
    // Once work has started, the bag's late form (date, targets, remark) keeps the same rule.
    await db.update(workOrder).set({ status: 'WORKING' }).where(eq(workOrder.orderId, laterBag.id));
    const late2 = { id: laterBag.id, deliveryDate: '2026-11-01', sellerIds: [f.distribution], remark: '' };
    refused(await call('PUT', API_SHOPBAG_ORDER, late2));
    expect((await f.rows(laterBag.id)).order!.deliveryDate).toBe('2026-12-20');
  });
});
