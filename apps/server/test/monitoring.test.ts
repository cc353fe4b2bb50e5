import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API_MONITORING, readAuthority } from '@scm/contract';
import {
  buyer,
  delivery,
  inspection,
  inspectionItem,
  printingOrder,
  shopbagOrderSlot,
  workOrder,
} from '../src/db/schema';
import { listOrdersReceivedToday } from '../src/modules/monitoring/queries';
import {
  ADMIN_PASSWORD,
  employeeWithoutGroups,
  engine,
  grantAuthority,
  login,
  makeApp,
  seedItem,
  signUpAndLogin,
  type Agent,
} from './harness';

const ctx = await makeApp({ demo: false });
const { app } = ctx;
const db = ctx.database.db;
const admin = await login(app, 'admin', ADMIN_PASSWORD);
const customer = await signUpAndLogin(app, 'mon-customer', '모니터고객');
const [customerBuyer] = await db.select().from(buyer).where(eq(buyer.accountId, customer.accountId));
const reader = await employeeWithoutGroups(ctx, 'mon.reader');
await grantAuthority(ctx, reader.employeeId, readAuthority('MONITORING'));
const outsider = await employeeWithoutGroups(ctx, 'mon.outsider');
await grantAuthority(ctx, outsider.employeeId, readAuthority('WORK'));
afterAll(() => app.clock.release());

// The shop day 2026-03-10 in Seoul runs from 2026-03-09T15:00Z to 2026-03-10T15:00Z.
const NOON_0310 = '2026-03-10T03:00:00Z';
const MIDNIGHT_0311 = '2026-03-10T15:00:00Z';
const at = (iso: string) => new Date(iso);

let seq = 0;
async function order(productName: string, receipt: string, opts: { bag?: boolean; cancelled?: boolean } = {}) {
  const [row] = await db
    .insert(printingOrder)
    .values({
      orderNumber: `M2603-${String(++seq).padStart(4, '0')}`,
      workType: opts.bag ? 'SHOPBAG' : 'LEAFLET',
      productName,
      buyerId: opts.bag ? null : customerBuyer!.id,
      amount: 100 * seq,
      receiptDatetime: at(receipt),
      cancelledAt: opts.cancelled ? at(receipt) : null,
    })
    .returning();
  return row!;
}
async function job(orderId: number, completed: string | null) {
  const [row] = await db
    .insert(workOrder)
    .values({
      orderId,
      status: completed ? 'COMPLETE' : 'WORKING',
      receiptDatetime: at('2026-03-01T00:00:00Z'),
      completeDatetime: completed ? at(completed) : null,
      holderDepartmentId: reader.departmentId,
    })
    .returning();
  return row!;
}
async function shipment(workOrderId: number, delivered: string | null) {
  const [row] = await db
    .insert(delivery)
    .values({
      workOrderId,
      status: delivered ? 'COMPLETE' : 'SHIPPING',
      deliveryCompanyCode: '04',
      invoice: `5500${++seq}`,
      deliveryStartDatetime: at('2026-03-09T01:00:00Z'),
      deliveryEndDatetime: delivered ? at(delivered) : null,
      completedBy: delivered ? reader.employeeId : null,
    })
    .returning();
  return row!;
}

type Row = { id: number } & Record<string, unknown>;
const read = async (path: string, query = '', agent: Agent = admin) => {
  const res = await app.inject({ method: 'GET', url: `${path}${query}`, headers: agent.headers() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { content: Row[]; pageable: { totalElements: number; totalPages: number } } }>().data;
};
const ids = async (path: string, query = '') => (await read(path, query)).content.map((r) => r.id);

// Orders on both sides of each Seoul midnight; the UTC calendar would put them on the other day.
const lastOfPrevDay = await order('전날 밤 전단', '2026-03-09T14:59:59Z');
const firstOfDay = await order('자정 접수 전단', '2026-03-09T15:00:00Z');
const bag = await order('봄맞이 쇼핑백', '2026-03-10T05:00:00Z', { bag: true });
const cancelled = await order('취소된 전단', '2026-03-10T06:00:00Z', { cancelled: true });
const lastOfDay = await order('마감 직전 전단', '2026-03-10T14:59:59Z');
const nextDay = await order('다음날 전단', '2026-03-10T15:00:00Z');
const adA = await signUpAndLogin(app, 'mon-ad-a', '광고주가');
const adB = await signUpAndLogin(app, 'mon-ad-b', '광고주나');
for (const [position, account] of [
  ['A1', adA],
  ['B1', adB],
] as const) {
  const [ad] = await db.select().from(buyer).where(eq(buyer.accountId, account.accountId));
  await db.insert(shopbagOrderSlot).values({ orderId: bag.id, position, buyerId: ad!.id });
}

describe(`GET ${API_MONITORING.order} (${engine})`, () => {
  it("lists the orders received on today's shop calendar, newest first, bag orders and cancelled ones too", async () => {
    app.clock.fixAt(NOON_0310);
    const page = await read(API_MONITORING.order);
    expect(page.content.map((r) => r.id)).toEqual([lastOfDay.id, cancelled.id, bag.id, firstOfDay.id]);
    const bagRow = page.content.find((r) => r.id === bag.id)!;
    expect(bagRow).toMatchObject({
      workType: 'SHOPBAG',
      buyerName: null,
      advertiserCount: 2,
      orderNumber: bag.orderNumber,
      receiptDatetime: '2026-03-10T05:00:00.000Z',
      cancelledAt: null,
    });
    expect(page.content.find((r) => r.id === cancelled.id)!.cancelledAt).toBe('2026-03-10T06:00:00.000Z');
    expect(page.content.find((r) => r.id === firstOfDay.id)).toMatchObject({
      buyerName: '모니터고객',
      advertiserCount: 0,
    });
    expect(page.pageable.totalElements).toBe(4);
  });

  it('moves to the next day at midnight in Seoul, not at midnight UTC', async () => {
    app.clock.fixAt('2026-03-10T14:59:59Z');
    expect(await ids(API_MONITORING.order)).toContain(lastOfDay.id);
    app.clock.fixAt(MIDNIGHT_0311);
    expect(await ids(API_MONITORING.order)).toEqual([nextDay.id]);
    app.clock.fixAt('2026-03-09T14:59:59Z');
    expect(await ids(API_MONITORING.order)).toEqual([lastOfPrevDay.id]);
  });

  it('reads the same day whatever time zone the database session runs in', async () => {
    app.clock.fixAt(NOON_0310);
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`set local TimeZone = 'UTC'`);
      return (await listOrdersReceivedToday(tx, app.clock, { page: 0, size: 10 })).rows;
    });
    expect(rows.map((r) => r.id)).toEqual([lastOfDay.id, cancelled.id, bag.id, firstOfDay.id]);
  });

  it('pages, searches by product and customer, and sorts by a whitelisted field only', async () => {
    app.clock.fixAt(NOON_0310);
    const first = await read(API_MONITORING.order, '?size=3');
    expect(first.pageable).toMatchObject({ totalElements: 4, totalPages: 2 });
    expect((await read(API_MONITORING.order, '?size=3&page=1')).content.map((r) => r.id)).toEqual([firstOfDay.id]);
    expect(
      await ids(API_MONITORING.order, `?searchFilter=productName&searchKeyword=${encodeURIComponent('쇼핑백')}`),
    ).toEqual([bag.id]);
    expect(
      await ids(API_MONITORING.order, `?searchFilter=buyerName&searchKeyword=${encodeURIComponent('모니터')}`),
    ).toEqual([lastOfDay.id, cancelled.id, firstOfDay.id]);
    expect(await ids(API_MONITORING.order, '?sort=amount,asc')).toEqual([
      firstOfDay.id,
      bag.id,
      cancelled.id,
      lastOfDay.id,
    ]);
    const bad = await app.inject({
      method: 'GET',
      url: `${API_MONITORING.order}?sort=cancelReason,asc`,
      headers: admin.headers(),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe(`GET ${API_MONITORING.work} (${engine})`, () => {
  it('lists the work orders completed today with their team and shipment, bag orders included', async () => {
    const early = await job(firstOfDay.id, '2026-03-09T15:00:00Z');
    const bagJob = await job(bag.id, '2026-03-10T07:00:00Z');
    await shipment(bagJob.id, null);
    await job(lastOfDay.id, null); // still in work
    const before = await job(lastOfPrevDay.id, '2026-03-09T14:59:59Z');
    const after = await job(nextDay.id, '2026-03-10T15:00:00Z');
    app.clock.fixAt(NOON_0310);
    const page = await read(API_MONITORING.work);
    expect(page.content.map((r) => r.id)).toEqual([bagJob.id, early.id]);
    expect(page.content[0]).toMatchObject({
      orderId: bag.id,
      workType: 'SHOPBAG',
      buyerName: null,
      advertiserCount: 2,
      completeDatetime: '2026-03-10T07:00:00.000Z',
      departmentName: '권한없음-mon.reader',
      deliveryStatus: 'SHIPPING',
    });
    expect(page.content[1]).toMatchObject({ buyerName: '모니터고객', deliveryStatus: null });
    app.clock.fixAt(MIDNIGHT_0311);
    expect(await ids(API_MONITORING.work)).toEqual([after.id]);
    app.clock.fixAt('2026-03-09T14:59:59Z');
    expect(await ids(API_MONITORING.work)).toEqual([before.id]);
  });
});

describe(`GET ${API_MONITORING.releasing} (${engine})`, () => {
  it('lists the deliveries completed today with who completed them', async () => {
    const jobs = await db.select().from(workOrder);
    const jobOf = (orderId: number) => jobs.find((j) => j.orderId === orderId)!.id;
    const delivered = await shipment(jobOf(firstOfDay.id), '2026-03-10T14:59:59Z');
    const late = await shipment(jobOf(nextDay.id), '2026-03-10T15:00:00Z');
    const early = await shipment(jobOf(lastOfPrevDay.id), '2026-03-09T14:59:59Z');
    app.clock.fixAt(NOON_0310);
    const page = await read(API_MONITORING.releasing);
    expect(page.content.map((r) => r.id)).toEqual([delivered.id]);
    expect(page.content[0]).toMatchObject({
      workOrderId: jobOf(firstOfDay.id),
      orderNumber: firstOfDay.orderNumber,
      buyerName: '모니터고객',
      deliveryCompanyCode: '04',
      invoice: delivered.invoice,
      deliveryEndDatetime: '2026-03-10T14:59:59.000Z',
      completedByName: 'mon.reader',
    });
    expect(await ids(API_MONITORING.releasing, `?searchFilter=invoice&searchKeyword=${delivered.invoice}`)).toEqual([
      delivered.id,
    ]);
    app.clock.fixAt(MIDNIGHT_0311);
    expect(await ids(API_MONITORING.releasing)).toEqual([late.id]);
    app.clock.fixAt('2026-03-09T14:59:59Z');
    expect(await ids(API_MONITORING.releasing)).toEqual([early.id]);
  });
});

describe(`GET ${API_MONITORING.inspection} (${engine})`, () => {
  it('lists the inspections ending today, running ones first, with their items and state', async () => {
    const paper = await seedItem(ctx, { name: '모니터 아트지', itemCode: 'MON-1' });
    const board = await seedItem(ctx, { name: '모니터 보드지', itemCode: 'MON-2' });
    const add = async (name: string, endDate: string, complete: boolean, items: number[] = []) => {
      const [row] = await db
        .insert(inspection)
        .values({
          name,
          worker: '검수자',
          inspectionQuantity: 100,
          defectQuantity: 3,
          startDate: '2026-03-08',
          endDate,
          complete,
        })
        .returning();
      if (items.length)
        await db
          .insert(inspectionItem)
          .values(items.map((itemId, position) => ({ inspectionId: row!.id, itemId, position })));
      return row!;
    };
    const done = await add('표지 검수', '2026-03-10', true, [paper.id]);
    const running = await add('내지 검수', '2026-03-10', false, [board.id, paper.id]);
    const yesterday = await add('어제 검수', '2026-03-09', true);
    const tomorrow = await add('내일 검수', '2026-03-11', false);
    app.clock.fixAt('2026-03-10T14:59:59Z');
    const page = await read(API_MONITORING.inspection);
    expect(page.content.map((r) => r.id)).toEqual([running.id, done.id]);
    expect(page.content[0]).toMatchObject({
      name: '내지 검수',
      itemName: '모니터 보드지 외 1건',
      complete: false,
      endDate: '2026-03-10',
      inspectionQuantity: 100,
      defectQuantity: 3,
    });
    expect(page.content[1]).toMatchObject({ itemName: '모니터 아트지', complete: true });
    expect(
      await ids(API_MONITORING.inspection, `?searchFilter=itemName&searchKeyword=${encodeURIComponent('보드지')}`),
    ).toEqual([running.id]);
    app.clock.fixAt(MIDNIGHT_0311);
    expect(await ids(API_MONITORING.inspection)).toEqual([tomorrow.id]);
    app.clock.fixAt('2026-03-09T14:59:59Z');
    expect(await ids(API_MONITORING.inspection)).toEqual([yesterday.id]);
  });
});

describe(`monitoring access (${engine})`, () => {
  const paths = Object.values(API_MONITORING);
  const status = async (path: string, agent?: Agent) =>
    (await app.inject({ method: 'GET', url: path, headers: agent?.headers() ?? {} })).statusCode;

  it('is open to staff holding MONITORING_READ', async () => {
    for (const path of paths) expect(await status(path, reader.agent)).toBe(200);
  });

  it('refuses staff without it, customers (403) and callers without a session (401)', async () => {
    for (const path of paths) {
      expect(await status(path, outsider.agent)).toBe(403);
      expect(await status(path, customer)).toBe(403);
      expect(await status(path)).toBe(401);
    }
  });
});
