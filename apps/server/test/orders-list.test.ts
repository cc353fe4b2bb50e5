import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  delivery,
  department,
  orderDeposit,
  orderNumberCounter,
  orderPrice,
  printingOrder,
  workOrder,
} from '../src/db/schema';
import { engine, makeApp } from './harness';
import { API_ORDER, orderFixture } from './orders-fixture';

const ctx = await makeApp();
const db = ctx.database.db;
const { app } = ctx;
const f = await orderFixture(ctx);
const { call, brochure, leaflet, createOrder } = f;

type Row = { id: number; orderNumber: string; productName: string; workType: string; buyerName: string };
const list = async (query: string) => {
  const res = await call('GET', `${API_ORDER}?${query}`);
  expect(res.statusCode, query).toBe(200);
  return res.json().data as { content: (Row & Record<string, unknown>)[]; pageable: { totalElements: number } };
};

// Only this file's orders: the demo's own go first (their ledger, deposit entries and price rows first: the keys
// refuse to lose money, and ledger rows refuse DELETE, so the test empties that table as the harness does).
await db.execute(sql`truncate deposit_ledger cascade`);
await db.delete(orderDeposit);
await db.delete(orderPrice);
await db.delete(printingOrder);

// Three orders on different days: an old leaflet, a brochure in work at the print team, a finished OSP job.
app.clock.fixAt('2026-03-02T01:00:00Z');
const old = await createOrder(leaflet({ productName: '봄 세일 전단', deliveryDate: '2026-03-10' }));
app.clock.fixAt('2026-11-10T01:00:00Z');
const book = await createOrder(brochure({ productName: '연간 보고서', deliveryDate: '2026-11-30' }));
app.clock.fixAt('2026-11-18T01:00:00Z');
const osp = await createOrder(
  leaflet({
    productName: '소량 스티커',
    workType: 'OSP',
    buyerId: f.buyerId('한빛출판'),
    printingList: [{ composition: 'COVER', printingType: 'OSP_PRINT', ospRemark: '스티커 용지' }],
  }),
);
app.clock.release();

const [printTeam] = await db.select().from(department).where(eq(department.name, '인쇄팀'));
await db
  .update(workOrder)
  .set({ status: 'WORKING', holderDepartmentId: printTeam!.id })
  .where(eq(workOrder.orderId, book.id));
await db
  .update(workOrder)
  .set({ status: 'COMPLETE', completeDatetime: new Date('2026-11-19T03:00:00Z') })
  .where(eq(workOrder.orderId, osp.id));
await db
  .update(printingOrder)
  .set({ completeDatetime: new Date('2026-11-19T03:00:00Z') })
  .where(eq(printingOrder.id, osp.id));
const [ospWork] = await db.select().from(workOrder).where(eq(workOrder.orderId, osp.id));
await db.insert(delivery).values({ workOrderId: ospWork!.id, status: 'READY' });

const window = 'startDate=2026-01-01&endDate=2026-12-31';

describe(`orders: list (${engine})`, () => {
  it('shows each order with its customer, the job’s status, the team holding it and its delivery', async () => {
    const page = await list(window);
    expect(page.content.map((r) => r.id)).toEqual([osp.id, book.id, old.id]);
    expect(page.content[1]).toEqual({
      id: book.id,
      orderNumber: book.orderNumber,
      productName: '연간 보고서',
      workType: 'BROCHURE',
      buyerName: '한빛출판',
      amount: 500,
      deliveryDate: '2026-11-30',
      receiptDatetime: '2026-11-10T01:00:00.000Z',
      completeDatetime: null,
      workOrderStatus: 'WORKING',
      departmentName: '인쇄팀',
      deliveryStatus: null,
      cancelled: false,
    });
    expect(page.content[0]).toMatchObject({ workOrderStatus: 'COMPLETE', deliveryStatus: 'READY' });
    expect(page.content[2]).toMatchObject({ workOrderStatus: 'RECEIPT', departmentName: null });
  });

  it('filters by date field, work type and keyword', async () => {
    const ids = async (q: string) => (await list(q)).content.map((r) => r.id);
    expect(await ids('dateFilter=receiptDatetime&startDate=2026-11-01&endDate=2026-11-30')).toEqual([osp.id, book.id]);
    expect(await ids('dateFilter=deliveryDate&startDate=2026-03-01&endDate=2026-03-31')).toEqual([old.id]);
    expect(await ids('dateFilter=completeDatetime&startDate=2026-11-19&endDate=2026-11-19')).toEqual([osp.id]);
    expect(await ids(`${window}&workType=BROCHURE`)).toEqual([book.id]);
    expect(await ids(`${window}&searchFilter=productName&searchKeyword=보고서`)).toEqual([book.id]);
    expect(await ids(`${window}&searchFilter=buyerName&searchKeyword=서울카`)).toEqual([old.id]);
    expect(await ids(`${window}&searchFilter=orderNumber&searchKeyword=${osp.orderNumber}`)).toEqual([osp.id]);
    expect(await ids(`${window}&searchKeyword=한빛`)).toEqual([osp.id, book.id]);
    expect((await call('GET', `${API_ORDER}?workType=POSTER`)).statusCode).toBe(400);
    expect((await call('GET', `${API_ORDER}?dateFilter=createdAt`)).statusCode).toBe(400);
  });

  it('sorts by the whitelisted fields only', async () => {
    const names = async (q: string) => (await list(`${window}&${q}`)).content.map((r) => r.productName);
    expect(await names('sort=productName,asc')).toEqual(['봄 세일 전단', '소량 스티커', '연간 보고서']);
    // Equal amounts fall back to the newest first.
    expect(await names('sort=amount,asc')).toEqual(['연간 보고서', '소량 스티커', '봄 세일 전단']);
    expect(await names('sort=deliveryDate,asc')).toEqual(['봄 세일 전단', '연간 보고서', '소량 스티커']);
    expect((await call('GET', `${API_ORDER}?sort=remark,asc`)).statusCode).toBe(400);
  });

  it('leaves shopping-bag orders out of the printing orders, in the page and its total', async () => {
    const [bag] = await db
      .insert(printingOrder)
      .values({
        orderNumber: 'P2611-9901',
        workType: 'SHOPBAG',
        productName: '쇼핑백 12칸',
        buyerId: null,
        receiptDatetime: new Date('2026-11-20T01:00:00Z'),
      })
      .returning();
    try {
      const page = await list(`${window}&size=2`);
      expect(page.content.map((r) => r.id)).toEqual([osp.id, book.id]);
      expect(page.pageable.totalElements).toBe(3);
      expect((await list(`${window}&searchKeyword=쇼핑백`)).content).toEqual([]);
      expect((await list(`${window}&workType=SHOPBAG`)).content).toEqual([]);
    } finally {
      await db.delete(printingOrder).where(eq(printingOrder.id, bag!.id));
    }
  });

  it('marks cancelled orders and keeps them in the order list', async () => {
    await call('POST', `${API_ORDER}/cancel/${old.id}`, { reason: '행사 취소' });
    const row = (await list(window)).content.find((r) => r.id === old.id);
    expect(row).toMatchObject({ cancelled: true, workOrderStatus: 'CANCELLED' });
  });
});

describe(`orders: one transaction (${engine})`, () => {
  it('a create failing after its work order opened leaves no order, work order or used number', async () => {
    const counters = async () => db.select().from(orderNumberCounter);
    const count = async (table: typeof printingOrder | typeof workOrder) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    const before = [await count(printingOrder), await count(workOrder), await counters()];
    // The history line is written after the work order opens: make it fail.
    await db.execute(sql`create function refuse_event() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await db.execute(
      sql`create trigger refuse_event before insert on printing_order_event for each row execute function refuse_event()`,
    );
    try {
      const res = await call('POST', API_ORDER, leaflet());
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_event on printing_order_event`);
      await db.execute(sql`drop function refuse_event()`);
    }
    expect([await count(printingOrder), await count(workOrder), await counters()]).toEqual(before);
  });
});
