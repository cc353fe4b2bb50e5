/*
 * Job costing (원가 분석, issue 34 "Estimate against actual"): an order's estimate lines beside the paper its jobs
 * released (valued at the latest stock-input price, else the item's price), the spoilage planned, recorded and
 * counted, the outsourcing invoices entered (and reversed) and the machine time of the runs started for its job; the
 * month list loss-makers first; the outsourcing rows refuse UPDATE and DELETE; customers get 403.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  API_JOB_COSTING,
  API_ORDER,
  API_JOB_COSTING_XLSX,
  apiJobCosting,
  apiJobOutsourcingCost,
  apiJobOutsourcingReverse,
  type EstimateLine,
  type JobCosting,
  type JobCostingPage,
} from '@scm/contract';
import { facility, facilityReading, jobOutsourcingCost, orderPrice, seller } from '../src/db/schema';
import { changeStock } from '../src/modules/stock/ledger';
import { engine, makeApp, seedItem } from './harness';
import { WO, workOrderFixture } from './work-orders-fixture';

const ctx = await makeApp({ demo: false });
const db = ctx.database.db;
const f = await workOrderFixture(ctx);
const { call, admin } = f;
afterAll(() => ctx.app.clock.release());

// 2031-03-10 10:00 in Seoul: a month no other data reaches.
const T = new Date('2031-03-10T01:00:00Z');
ctx.app.clock.fixAt(T);
const printer = await f.staff((await f.team('인쇄팀')).id);
const [supplier] = await db
  .insert(seller)
  .values({ sellerName: '코팅 외주처', sellerTel: '02-000-0000', sellerAddress: '서울', sellerChargerName: '박외주' })
  .returning();

const line = (kind: EstimateLine['kind'], amount: number): EstimateLine => ({
  kind,
  label: kind,
  quantity: 1,
  unit: '식',
  unitPrice: amount,
  amount,
  formula: '',
});
/** The order's stored price: these lines, 공급가액 = their sum, or staff's override of it. */
async function priced(orderId: number, lines: EstimateLine[], override?: number) {
  const supply = lines.reduce((s, l) => s + l.amount, 0);
  const vat = Math.floor(supply / 10);
  await db.insert(orderPrice).values({
    orderId,
    version: 1,
    source: 'ORDER',
    lines,
    subtotal: supply,
    roundedOff: 0,
    supply,
    vat,
    total: supply + vat,
    missing: [],
    ratesDate: '2031-03-10',
    ...(override === undefined
      ? {}
      : {
          overrideSupply: override,
          overrideVat: Math.floor(override / 10),
          overrideTotal: override + Math.floor(override / 10),
          overrideReason: '단골 할인',
        }),
  });
}
async function completed(
  papers: { itemId: number; amount: number; wrongAmount: number }[],
  used: { rawItemId: number; amount: number; wrongAmount: number }[] | undefined,
  lines: EstimateLine[],
  beforeComplete?: (o: { workOrderId: number }) => Promise<void>,
  override?: number,
) {
  const o = await f.createOrder({ papers, amount: 1000 });
  await priced(o.orderId, lines, override);
  expect(
    (await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent, { confirmShortage: true })).statusCode,
  ).toBe(200);
  await beforeComplete?.(o);
  const res = await call(
    'POST',
    `${WO}/printing/complete/${o.workOrderId}`,
    printer.agent,
    used ? { usedPaperList: used } : undefined,
  );
  expect(res.statusCode, res.body).toBe(200);
  return o;
}

// Paper: 아트지 came in last at 6,000 a unit (the item's own price 5,000 is only the fallback); 스노우지 has no priced input.
const art = await seedItem(ctx, { name: '원가 아트지', amount: 100, itemPrice: 5000 });
await changeStock(db, { itemId: art.id, delta: 50, ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING', unitPrice: '6,000' });
const snow = await seedItem(ctx, { name: '원가 스노우지', amount: 100, itemPrice: 2000 });
const press = (await db.select().from(facility).where(eq(facility.code, 'OFFSET_01')))[0]!;

const A = await completed(
  [{ itemId: art.id, amount: 10, wrongAmount: 1 }],
  [
    { rawItemId: art.id, amount: 11, wrongAmount: 2 },
    { rawItemId: snow.id, amount: 5, wrongAmount: 0 },
  ],
  [
    line('PAPER', 70_000),
    line('PRINT', 50_000),
    line('FINISHING', 20_000),
    line('OUTSOURCING', 30_000),
    line('MARGIN', 17_000),
  ],
  async ({ workOrderId }) => {
    // 40,000 won an hour on the press; a 90-minute run started for this job, 1,120 pieces counted in it.
    const m = await call('GET', '/api/facility/monitoring_manager/all');
    const row = m.json().data.find((r: { id: number }) => r.id === press.id);
    expect(
      (await call('PUT', '/api/facility/monitoring_manager', admin, { ...row, hourlyRate: 40_000 })).statusCode,
    ).toBe(200);
    const start = await call('PUT', '/api/facility_controller', admin, {
      id: press.id,
      began: '2031-03-10T10:00:00',
      duration: 90,
      totalLayer: 1,
      workOrderId,
    });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().data).toMatchObject({ workOrderId });
    await db.insert(facilityReading).values([
      { facilityId: press.id, counter: 600, receivedAt: new Date('2031-03-10T01:20:00Z') },
      { facilityId: press.id, counter: 520, receivedAt: new Date('2031-03-10T02:00:00Z') },
      { facilityId: press.id, counter: 999, receivedAt: new Date('2031-03-10T03:00:00Z') }, // after the run
    ]);
    ctx.app.clock.fixAt(new Date('2031-03-10T04:00:00Z'));
  },
);
const B = await completed([], undefined, [line('PAPER', 50_000), line('MARGIN', 50_000)]);
// C: charged 10,000 (staff's discount) on 12,000 of printing.
const C = await completed([], undefined, [line('PRINT', 12_000)], undefined, 10_000);
// An order completed the month before is not in March's list.
ctx.app.clock.fixAt(new Date('2031-02-27T03:00:00Z'));
await completed([], undefined, [line('PRINT', 99_000)]);
ctx.app.clock.fixAt(new Date('2031-03-12T03:00:00Z'));

const get = (url: string, agent = admin) => call('GET', url, agent);
const costing = async (orderId: number) => {
  const res = await get(apiJobCosting(orderId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: JobCosting }>().data;
};

describe(`job costing (${engine})`, () => {
  it('enters two outsourcing invoices and reverses one; a second reversal is refused', async () => {
    const enter = (description: string, amount: number) =>
      call('POST', apiJobOutsourcingCost(A.orderId), admin, {
        sellerId: supplier!.id,
        description,
        amount,
        invoiceDate: '2031-03-11',
      });
    let res = await enter('표지 코팅', 45_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('외주 청구 45,000원을 기록했습니다.');
    res = await enter('잘못 입력', 10_000);
    const wrong = res.json<{ data: JobCosting }>().data.outsourcing.find((r) => r.description === '잘못 입력')!;
    res = await call('POST', apiJobOutsourcingReverse(wrong.id), admin, { reason: '중복 입력' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('외주 청구 10,000원을 취소했습니다.');
    res = await call('POST', apiJobOutsourcingReverse(wrong.id), admin, { reason: '또' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('이미 취소된 외주 청구입니다.');
  });

  it('gives the figures exactly: paper, spoilage, outsourcing, machine time, totals and margin', async () => {
    const c = await costing(A.orderId);
    expect(c.paper).toEqual([
      expect.objectContaining({
        itemId: art.id,
        plannedAmount: 10,
        plannedSpoilage: 1,
        releasedAmount: 11,
        releasedSpoilage: 2,
        unitPrice: 6000,
        priceSource: 'STOCK_INPUT',
        amount: 78_000,
      }),
      expect.objectContaining({
        itemId: snow.id,
        plannedAmount: 0,
        releasedAmount: 5,
        unitPrice: 2000,
        priceSource: 'ITEM_PRICE',
        amount: 10_000,
      }),
    ]);
    expect(c.spoilage).toEqual({ planned: 1, recorded: 2, machineCount: 1120, machineCounted: 120, pieces: 1000 });
    expect(c.machines).toEqual([
      expect.objectContaining({
        facilityId: press.id,
        workOrderId: A.workOrderId,
        minutes: 90,
        hourlyRate: 40_000,
        amount: 60_000,
        counted: 1120,
      }),
    ]);
    expect(c.outsourcing.map((r) => [r.kind, r.amount, r.reversed])).toEqual([
      ['COST', 45_000, false],
      ['COST', 10_000, true],
      ['REVERSAL', -10_000, false],
    ]);
    expect(c.groups.map((g) => [g.group, g.estimate, g.actual, g.source])).toEqual([
      ['PAPER', 70_000, 88_000, 'MEASURED'],
      ['PRINTING', 50_000, 60_000, 'MEASURED'],
      ['FINISHING', 20_000, 20_000, 'ESTIMATE'],
      ['OUTSOURCING', 30_000, 45_000, 'MEASURED'],
    ]);
    expect(c.totals).toEqual({
      charged: 187_000,
      estimateCost: 170_000,
      actualCost: 213_000,
      estimatedMargin: 17_000,
      margin: -26_000,
      marginPercent: -13.9,
    });
    expect(c.completedDate).toBe('2031-03-10');
  });

  it('lists the month: loss-makers first, largest loss first; lossOnly keeps the losses; the xlsx downloads', async () => {
    let res = await get(`${API_JOB_COSTING}?month=2031-03`);
    expect(res.statusCode, res.body).toBe(200);
    let page = res.json<{ data: JobCostingPage }>().data;
    expect(page.content.map((r) => [r.orderId, r.margin])).toEqual([
      [A.orderId, -26_000],
      [C.orderId, -2_000],
      [B.orderId, 50_000],
    ]);
    expect(page.totals).toEqual({ count: 3, lossCount: 2, charged: 297_000, actualCost: 275_000, margin: 22_000 });
    res = await get(`${API_JOB_COSTING}?month=2031-03&lossOnly=true&size=1`);
    page = res.json<{ data: JobCostingPage }>().data;
    expect(page.content.map((r) => r.orderId)).toEqual([A.orderId]);
    expect(page.pageable.totalElements).toBe(2);
    res = await get(`${API_JOB_COSTING}?month=2031-13`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('월은 YYYY-MM 형식으로 입력해주세요.');
    res = await get(`${API_JOB_COSTING_XLSX}?month=2031-03&lossOnly=true`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('원가분석_2031-03.xlsx'));
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses bad input at the field in Korean, an unknown supplier, and a run for a finished job', async () => {
    let res = await call('POST', apiJobOutsourcingCost(A.orderId), admin, { amount: 'abc', invoiceDate: '2031-02-30' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.sellerId.defaultMessage).toBe('거래처(외주처)를 선택해주세요.');
    expect(body.description.defaultMessage).toBe('내용을 입력해주세요.');
    expect(body.amount.defaultMessage).toBe('숫자만 입력해주세요.');
    res = await call('POST', apiJobOutsourcingCost(A.orderId), admin, {
      sellerId: 999_999,
      description: 'x',
      amount: 1,
      invoiceDate: '2031-03-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().sellerId.defaultMessage).toBe('등록되지 않은 거래처입니다.');
    res = await call('POST', apiJobOutsourcingCost(987_654), admin, {
      sellerId: supplier!.id,
      description: 'x',
      amount: 1,
      invoiceDate: '2031-03-01',
    });
    expect(res.statusCode).toBe(404);
    res = await call('PUT', '/api/facility_controller', admin, {
      id: press.id,
      began: '2031-03-12T13:00:00',
      duration: 30,
      totalLayer: 1,
      workOrderId: A.workOrderId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().workOrderId.defaultMessage).toBe('작업 중인 작업지시를 선택해주세요.');
  });

  it('keeps the outsourcing rows: UPDATE and DELETE are refused by the database', async () => {
    const [row] = await db.select().from(jobOutsourcingCost).limit(1);
    await expect(db.execute(sql`update job_outsourcing_cost set amount = 1 where id = ${row!.id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from job_outsourcing_cost where id = ${row!.id}`)).rejects.toThrow();
    expect((await db.select().from(jobOutsourcingCost)).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses deleting an order or a supplier with outsourcing costs on it, in Korean', async () => {
    const o = await f.createOrder({});
    const res = await call('POST', apiJobOutsourcingCost(o.orderId), admin, {
      sellerId: supplier!.id,
      description: '접수 중 외주',
      amount: 1000,
      invoiceDate: '2031-03-12',
    });
    expect(res.statusCode, res.body).toBe(200);
    let del = await call('DELETE', `${API_ORDER}/${o.orderId}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().errorMessage).toBe(
      '외주 청구 기록이 있는 주문은 삭제할 수 없습니다. 삭제 대신 주문을 취소해주세요.',
    );
    del = await call('DELETE', `/api/seller/${supplier!.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().errorMessage).toBe('외주 청구 기록이 있는 거래처는 삭제할 수 없습니다.');
  });

  it('answers a customer 403 on every call', async () => {
    for (const [method, url] of [
      ['GET', `${API_JOB_COSTING}?month=2031-03`],
      ['GET', apiJobCosting(A.orderId)],
      ['POST', apiJobOutsourcingCost(A.orderId)],
    ] as const)
      expect(
        (
          await call(
            method,
            url,
            f.customer,
            method === 'POST'
              ? { sellerId: supplier!.id, description: 'x', amount: 1, invoiceDate: '2031-03-01' }
              : undefined,
          )
        ).statusCode,
      ).toBe(403);
  });
});
