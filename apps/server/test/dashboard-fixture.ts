/*
 * Fixed records around a month boundary on the shop calendar, written straight into the tables: the clock stands at
 * 2026-12-01 00:30 KST (2026-11-30 15:30 UTC), so "this month" is December in Seoul while UTC still says November.
 */
import { eq } from 'drizzle-orm';
import {
  delivery,
  department,
  facility,
  facilityRun,
  inspection,
  item,
  itemCategory,
  printingOrder,
  purchaseOrder,
  schedule,
  seller,
  stock,
  stockHistory,
  workOrder,
  workProgress,
} from '../src/db/schema';
import { recordReading } from '../src/modules/facilities/readings';
import type { TestContext } from './harness';

export const NOW = '2026-11-30T15:30:00Z';
const at = (iso: string) => new Date(iso);

export async function dashboardFixture(ctx: TestContext) {
  const db = ctx.database.db;
  const [team] = await db.insert(department).values({ name: '인쇄팀', color: '#1976d2' }).returning();
  let n = 0;
  const order = async (receipt: string, opts: { amount?: number; cancelled?: boolean; workType?: string } = {}) => {
    const [o] = await db
      .insert(printingOrder)
      .values({
        orderNumber: `T2611-${String(++n).padStart(4, '0')}`,
        workType: opts.workType ?? 'SHOPBAG',
        productName: `쇼핑백 ${n}`,
        amount: opts.amount ?? 0,
        receiptDatetime: at(receipt),
        cancelledAt: opts.cancelled ? at(receipt) : null,
      })
      .returning();
    return o!;
  };
  const job = async (
    orderId: number,
    status: string,
    opts: { complete?: string; hours?: [string, string]; holder?: number } = {},
  ) => {
    const [w] = await db
      .insert(workOrder)
      .values({
        orderId,
        status,
        completeDatetime: opts.complete ? at(opts.complete) : null,
        holderDepartmentId: opts.holder ?? null,
      })
      .returning();
    if (opts.hours)
      await db.insert(workProgress).values({
        workOrderId: w!.id,
        departmentId: team!.id,
        status: 'COMPLETE',
        startedAt: at(opts.hours[0]),
        finishedAt: at(opts.hours[1]),
      });
    return w!;
  };

  // Orders: A this month (00:10 KST on the 1st), B and C last month (B at 23:50 KST on the 30th), D cancelled.
  const a = await order('2026-11-30T15:10:00Z');
  const b = await order('2026-11-30T14:50:00Z', { amount: 600 });
  const c = await order('2026-11-10T00:00:00Z', { amount: 1000 });
  const d = await order('2026-11-30T15:20:00Z', { cancelled: true });
  const e = await order('2026-07-01T00:00:00Z', { amount: 10 });
  const f = await order('2026-11-29T00:00:00Z');

  await job(a.id, 'RECEIPT');
  await job(d.id, 'CANCELLED');
  await job(f.id, 'WORKING', { holder: team!.id });
  // C: November, 1,000 in 10 h = 100/h. B: December (00:25 KST on the 1st), 600 in 4 h = 150/h.
  const wc = await job(c.id, 'COMPLETE', {
    complete: '2026-11-20T00:00:00Z',
    hours: ['2026-11-19T00:00:00Z', '2026-11-19T10:00:00Z'],
  });
  const wb = await job(b.id, 'COMPLETE', {
    complete: '2026-11-30T15:25:00Z',
    hours: ['2026-11-30T11:00:00Z', '2026-11-30T15:00:00Z'],
  });
  const we = await job(e.id, 'COMPLETE', { complete: '2026-07-02T00:00:00Z' });
  // C delivered in November after 264 h; B on December 1st after 39 minutes; E still READY.
  await db.insert(delivery).values([
    { workOrderId: wc.id, status: 'COMPLETE', deliveryEndDatetime: at('2026-11-21T00:00:00Z') },
    { workOrderId: wb.id, status: 'COMPLETE', deliveryEndDatetime: at('2026-11-30T15:29:00Z') },
    { workOrderId: we.id, status: 'READY' },
  ]);

  // Inspections: November 5 of 100 (5 %), December 4 of 200 (2 %); an unfinished one does not count.
  await db.insert(inspection).values([
    {
      name: '11월 검수',
      inspectionQuantity: 100,
      defectQuantity: 5,
      startDate: '2026-11-15',
      endDate: '2026-11-15',
      complete: true,
    },
    {
      name: '12월 검수',
      inspectionQuantity: 200,
      defectQuantity: 4,
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      complete: true,
    },
    {
      name: '진행 중',
      inspectionQuantity: 100,
      defectQuantity: 50,
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      complete: false,
    },
  ]);

  // Stock: 50 received in October, 20 released on December 1st (00:10 KST): 30 × 100원 = 3,000원 now,
  // 5,000원 at the end of October and of November, 0 at the end of September.
  const [cat] = await db.insert(itemCategory).values({ name: '용지', code: 'DASH-1', level: 1 }).returning();
  const [paper] = await db
    .insert(item)
    .values({
      itemCode: 'DASH-PAPER',
      name: '아트지',
      itemPrice: 100,
      itemCategoryId: cat!.id,
      minimumStock: 40,
      itemUnit: '연',
    })
    .returning();
  const [s] = await db.insert(stock).values({ itemId: paper!.id, amount: 30 }).returning();
  await db.insert(stockHistory).values([
    {
      stockId: s!.id,
      workDate: at('2026-10-15T00:00:00Z'),
      amount: 50,
      balance: 50,
      ioType: 'INPUT',
      inputOutput: 'INPUT',
    },
    {
      stockId: s!.id,
      workDate: at('2026-11-30T15:10:00Z'),
      amount: 20,
      balance: 30,
      ioType: 'OUTPUT',
      inputOutput: 'OUTPUT',
    },
  ]);

  const [vendor] = await db
    .insert(seller)
    .values({ sellerName: '대시 제지', sellerTel: '', sellerAddress: '', sellerChargerName: '' })
    .returning();
  await db.insert(purchaseOrder).values([
    { sellerId: vendor!.id, itemId: paper!.id, amount: 10, orderDate: '2026-11-29' },
    {
      sellerId: vendor!.id,
      itemId: paper!.id,
      amount: 10,
      orderDate: '2026-11-01',
      receivedAt: at('2026-11-02T00:00:00Z'),
    },
  ]);
  // Today in Seoul is December 1st: the first runs through it, the second ended on November 30th.
  await db.insert(schedule).values([
    { name: '정기 점검', remark: '', startDate: '2026-11-28', endDate: '2026-12-02' },
    { name: '지난 일정', remark: '', startDate: '2026-11-30', endDate: '2026-11-30' },
  ]);
  return { a, b, c, d, team: team!, stockId: s!.id, wb };
}

/**
 * The per-machine OEE's records around both month boundaries (00:00 KST on the 1st = 15:00 UTC the day before),
 * for the press JYCOM_PRO_01 (rated 160/min = 9,600/h) and the offset press, which counts without a run:
 * - a run of 60 min across November 1st 00:00 KST (30 min in October, 30 in November);
 * - a run planned 23:30–00:10 KST across December 1st, stopped at 00:05 (30 min in November; in December 10
 *   planned, 5 run), and one from 00:20 KST going on at the clock's 00:30 (10 planned, 10 run);
 * - counter readings on each side of both midnights, rolled up on their shop days by the app's own code;
 * - a run of the offset press scheduled for later today, not begun.
 */
export async function oeeFixture(ctx: TestContext) {
  const db = ctx.database.db;
  const clock = ctx.app.clock;
  const machine = async (code: string) => (await db.select().from(facility).where(eq(facility.code, code)))[0]!;
  const press = await machine('JYCOM_PRO_01');
  const offset = await machine('OFFSET_01');
  const run = (facilityId: number, began: string, plannedFinish: string, finish = plannedFinish) => ({
    facilityId,
    began: at(began),
    finish: at(finish),
    plannedFinish: at(plannedFinish),
    stoppedAt: finish === plannedFinish ? null : at(finish),
    totalLayer: 400,
  });
  await db
    .insert(facilityRun)
    .values([
      run(press.id, '2026-10-31T14:30:00Z', '2026-10-31T15:30:00Z'),
      run(press.id, '2026-11-30T14:30:00Z', '2026-11-30T15:10:00Z', '2026-11-30T15:05:00Z'),
      run(press.id, '2026-11-30T15:20:00Z', '2026-11-30T16:20:00Z'),
      run(offset.id, '2026-12-01T01:00:00Z', '2026-12-01T02:00:00Z'),
    ]);
  const readings: [number, string, number][] = [
    // The press's first report as its run begins: the next one's 2,400 in ten minutes is within its rated speed.
    [press.id, '2026-10-31T14:30:00Z', 0],
    [press.id, '2026-10-31T14:40:00Z', 2400], // 23:40 KST, October 31st
    [press.id, '2026-10-31T15:10:00Z', 2400], // 00:10 KST, November 1st
    [press.id, '2026-11-30T14:40:00Z', 2400], // 23:40 KST, November 30th
    [press.id, '2026-11-30T15:02:00Z', 960], // 00:02 KST, December 1st
    [offset.id, '2026-11-30T15:25:00Z', 500],
  ];
  try {
    for (const [facilityId, moment, counter] of readings) {
      clock.fixAt(moment);
      await recordReading(db, clock, facilityId, { counter, ip: '10.0.0.1', rssi: -45 });
    }
  } finally {
    clock.fixAt(NOW);
  }
  return { press, offset };
}
