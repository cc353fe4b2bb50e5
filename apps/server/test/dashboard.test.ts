import { beforeAll, describe, expect, it } from 'vitest';
import { API_DASHBOARD, type DrillOee } from '@scm/contract';
import { kpiDayTotal, kpiMonthValue, kpiSetting } from '../src/db/schema';
import {
  ADMIN_PASSWORD,
  employeeWithoutGroups,
  grantAuthority,
  login,
  makeApp,
  signUpAndLogin,
  type Agent,
} from './harness';
import { NOW, dashboardFixture, oeeFixture } from './dashboard-fixture';

const ctx = await makeApp({ demo: false });
let admin: Agent;
let fixture: Awaited<ReturnType<typeof dashboardFixture>>;

const get = async (path: string, agent: Agent = admin) => {
  const res = await ctx.app.inject({ method: 'GET', url: `${API_DASHBOARD}/${path}`, headers: agent.headers() });
  return { status: res.statusCode, body: res.json<{ data: never; message: string }>() };
};
const put = (indicator: string, payload: object, agent: Agent = admin) =>
  ctx.app.inject({
    method: 'PUT',
    url: `${API_DASHBOARD}/kpi_setting/${indicator}`,
    headers: agent.headers(),
    payload,
  });

beforeAll(async () => {
  ctx.app.clock.fixAt(NOW);
  admin = await login(ctx.app, 'admin', ADMIN_PASSWORD);
  fixture = await dashboardFixture(ctx);
  await oeeFixture(ctx);
});

describe('statistics on the shop calendar (2026-12-01 00:30 KST, still November in UTC)', () => {
  it('counts this month and last month by the Seoul month, cancelled orders left out', async () => {
    const { status, body } = await get('order');
    expect(status).toBe(200);
    // December 1st against November 1st (the same stretch): nothing was received on November 1st.
    expect(body.data).toEqual({ thisMonthOrder: 1, beforeMonthOrder: 0, compareToPreviousMonth: null });
  });

  it('counts completed deliveries the same way', async () => {
    const { body } = await get('delivery');
    expect(body.data).toEqual({
      thisMonthCompleteDelivery: 1,
      beforeMonthCompleteDelivery: 0,
      compareToPreviousMonth: null,
    });
  });

  it('compares the 1st to today with the 1st to the same day of last month, not with the whole of it', async () => {
    try {
      // 15 December KST: against 1–15 November (the order of 10 November), not all November's 3 orders.
      ctx.app.clock.fixAt('2026-12-15T03:00:00Z');
      expect((await get('order')).body.data).toEqual({
        thisMonthOrder: 1,
        beforeMonthOrder: 1,
        compareToPreviousMonth: 0,
      });
      expect((await get('delivery')).body.data).toMatchObject({ beforeMonthCompleteDelivery: 0 });
      // 25 December KST: the delivery of 21 November is inside 1–25 November.
      ctx.app.clock.fixAt('2026-12-25T03:00:00Z');
      expect((await get('delivery')).body.data).toEqual({
        thisMonthCompleteDelivery: 1,
        beforeMonthCompleteDelivery: 1,
        compareToPreviousMonth: 0,
      });
      // 31 December against the whole of November (30 days).
      ctx.app.clock.fixAt('2026-12-31T03:00:00Z');
      expect((await get('order')).body.data).toMatchObject({ beforeMonthOrder: 3 });
    } finally {
      ctx.app.clock.fixAt(NOW);
    }
  });

  it('lists recent orders newest first, bag orders with their work type', async () => {
    const { body } = await get('recent_item');
    const rows = body.data as { id: number; orderNumber: string; workType: string; receiptDatetime: string }[];
    expect(rows.map((r) => r.id).slice(0, 3)).toEqual([fixture.a.id, fixture.b.id, fixture.a.id + 5]);
    expect(rows.some((r) => r.id === fixture.d.id)).toBe(false);
    expect(rows[0]).toMatchObject({ workType: 'SHOPBAG', receiptDatetime: '2026-11-30T15:10:00.000Z' });
  });

  it('production per hour: 150/h this month against a 100/h baseline; no target → achievement null', async () => {
    const { body } = await get('production_per_hour');
    expect(body.data).toMatchObject({
      month: '2026-12',
      baseFrom: '2026-09',
      baseTo: '2026-11',
      baseValue: 100,
      monthValue: 150,
      targetValue: null,
      improvementRate: 50,
      achievementRate: null,
    });
    // The closed months are stored, computed after each month ended.
    const stored = await ctx.database.db.select().from(kpiMonthValue);
    expect(stored.filter((r) => r.indicator === 'PRODUCTION_PER_HOUR').map((r) => [r.month, r.value])).toEqual([
      ['2026-09', null],
      ['2026-10', null],
      ['2026-11', 100],
    ]);
  });

  it('defect rate: 2 % this month against 5 %, counted only from completed inspections', async () => {
    const { body } = await get('defect_percent');
    expect(body.data).toMatchObject({
      defectAmount: 4,
      defectRatio: 2,
      baseValue: 5,
      monthValue: 2,
      improvementRate: 60,
    });
  });

  it('inventory cost: today 3,000원, month ends 0 / 5,000 / 5,000', async () => {
    const { body } = await get('inventory_cost');
    expect(body.data).toMatchObject({
      totalInventoryCost: 3000,
      baseValue: 3333.33,
      monthValue: 3000,
      improvementRate: 10,
    });
  });

  it('delivery lead time: 0.65 h this month against 264 h', async () => {
    const { body } = await get('delivery_yield');
    expect(body.data).toMatchObject({ baseValue: 264, monthValue: 0.65, improvementRate: 99.8, achievementRate: null });
  });

  it('the daily view: waiting, held, ready, not received, short, and today in Seoul', async () => {
    const { body } = await get('daily');
    expect(body.data).toMatchObject({
      today: '2026-12-01',
      receiptOrders: 1,
      jobsPerTeam: [{ departmentId: fixture.team.id, departmentName: '인쇄팀', count: 1 }],
      readyDeliveries: 1,
      openPurchaseOrders: 1,
      belowMinimum: { count: 1, items: [{ stockId: fixture.stockId, amount: 30, minimumStock: 40, itemUnit: '연' }] },
      schedules: { count: 1, items: [{ name: '정기 점검' }] },
    });
  });
});

describe('drill-downs: the records behind each number', () => {
  it('orders of this month, and of a month asked for', async () => {
    const now = await get('drill/order');
    expect(now.body.data).toMatchObject({ content: [{ id: fixture.a.id }], pageable: { totalElements: 1 } });
    const november = await get('drill/order?month=2026-11&size=2');
    expect(november.body.data).toMatchObject({ pageable: { totalElements: 3, totalPages: 2, size: 2 } });
    expect((await get('drill/order?month=2026-13')).status).toBe(400);
  });

  it('production with hours, inspections with defects, stock valued, deliveries with lead times', async () => {
    expect((await get('drill/production')).body.data).toMatchObject({
      content: [{ workOrderId: fixture.wb.id, amount: 600, workHours: 4 }],
    });
    expect((await get('drill/defect')).body.data).toMatchObject({
      content: [{ name: '12월 검수', defectQuantity: 4, defectRatio: 2 }],
      pageable: { totalElements: 1 },
    });
    expect((await get('drill/inventory')).body.data).toMatchObject({ content: [{ amount: 30, value: 3000 }] });
    expect((await get('drill/inventory?month=2026-10')).body.data).toMatchObject({
      content: [{ amount: 50, value: 5000 }],
    });
    expect((await get('drill/delivery')).body.data).toMatchObject({
      content: [{ orderId: fixture.b.id, leadTimeHours: 0.7 }],
    });
  });
});

describe('per-machine OEE: runs, counters and inspections by the Seoul month (clock at 00:30 KST, UTC says Nov 30)', () => {
  const oeeOf = async (query = '') => {
    const { status, body } = await get(`drill/oee${query}`);
    expect(status).toBe(200);
    const data = body.data as DrillOee;
    return { data, machine: (code: string) => data.machines.find((m) => m.facilityCode === code)! };
  };

  it('this month: runs clipped at midnight KST, counts of December 1st, December inspections', async () => {
    const { data, machine } = await oeeOf();
    expect(data).toMatchObject({ month: '2026-12', inspected: 200, defects: 4 });
    // Planned 10 (stopped run, 00:00–00:10) + 10 (running, 00:20–now); run 5 + 10. 960 of 9,600/h × 15 min.
    expect(machine('JYCOM_PRO_01')).toMatchObject({
      plannedMinutes: 20,
      runMinutes: 15,
      produced: 960,
      ratedPerHour: 9600,
      availability: 75,
      performance: 40,
      quality: 98,
      oee: 29.4,
    });
  });

  it('a machine with no run shows every factor as –, even with counts or a run scheduled later', async () => {
    const { machine } = await oeeOf();
    for (const code of ['OFFSET_01', 'CUTTER_01'])
      expect(machine(code), code).toMatchObject({
        plannedMinutes: 0,
        runMinutes: 0,
        availability: null,
        performance: null,
        quality: null,
        oee: null,
      });
    expect(machine('OFFSET_01').produced).toBe(500);
  });

  it('last month: both runs across a 1st split at 00:00 KST; the month before has no inspections', async () => {
    const november = await oeeOf('?month=2026-11');
    expect(november.data).toMatchObject({ month: '2026-11', inspected: 100, defects: 5 });
    expect(november.machine('JYCOM_PRO_01')).toMatchObject({
      plannedMinutes: 60,
      runMinutes: 60,
      produced: 4800,
      availability: 100,
      performance: 50,
      quality: 95,
      oee: 47.5,
    });
    const october = await oeeOf('?month=2026-10');
    expect(october.machine('JYCOM_PRO_01')).toMatchObject({
      plannedMinutes: 30,
      runMinutes: 30,
      produced: 2400,
      availability: 100,
      performance: 50,
      quality: null,
      oee: null,
    });
  });

  it('refuses a month that is not YYYY-MM at the field', async () => {
    const bad = await get('drill/oee?month=2026-1');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ month: { isError: true, defaultMessage: '월은 YYYY-MM 형식으로 입력해주세요.' } });
  });
});

describe('KPI settings: admins only', () => {
  it('an admin sets a target and base period; the rates follow', async () => {
    const res = await put('PRODUCTION_PER_HOUR', {
      baseStartMonth: '2026-11',
      baseEndMonth: '2026-11',
      targetValue: 200,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { targetValue: 200, baseStartMonth: '2026-11', updatedByName: expect.any(String) },
    });
    const rows = await ctx.database.db.select().from(kpiSetting);
    expect(rows).toEqual([expect.objectContaining({ indicator: 'PRODUCTION_PER_HOUR', targetValue: 200 })]);
    const { body } = await get('production_per_hour');
    expect(body.data).toMatchObject({ baseFrom: '2026-11', baseValue: 100, improvementRate: 50, achievementRate: 50 });
  });

  it('defect achievement is 100 when infinite; other indicators show null', async () => {
    expect((await put('DEFECT_RATE', { baseStartMonth: null, baseEndMonth: null, targetValue: 5 })).statusCode).toBe(
      200,
    );
    expect((await get('defect_percent')).body.data).toMatchObject({ achievementRate: 100 });
    await put('DELIVERY_LEAD_TIME', { baseStartMonth: null, baseEndMonth: null, targetValue: 264 });
    expect((await get('delivery_yield')).body.data).toMatchObject({ achievementRate: null });
  });

  it('refuses a base period in this month, or half a period, at the field', async () => {
    const current = await put('INVENTORY_COST', {
      baseStartMonth: '2026-10',
      baseEndMonth: '2026-12',
      targetValue: null,
    });
    expect(current.statusCode).toBe(400);
    expect(current.json()).toMatchObject({
      baseEndMonth: { isError: true, defaultMessage: expect.stringContaining('이번 달') },
    });
    const half = await put('INVENTORY_COST', { baseStartMonth: '2026-10', baseEndMonth: null, targetValue: null });
    expect(half.json()).toMatchObject({ baseEndMonth: { isError: true } });
  });

  it('employees read the settings; only admins write or recompute', async () => {
    const staff = await employeeWithoutGroups(ctx, 'dash-staff');
    for (const area of ['ORDER', 'WORK', 'PROCESS', 'COMMON'])
      await grantAuthority(ctx, staff.employeeId, `${area}_WRITE`);
    expect((await get('kpi_setting', staff.agent)).status).toBe(200);
    expect(
      (await put('DEFECT_RATE', { baseStartMonth: null, baseEndMonth: null, targetValue: 1 }, staff.agent)).statusCode,
    ).toBe(403);
    const recompute = (agent: Agent) =>
      ctx.app.inject({ method: 'POST', url: `${API_DASHBOARD}/kpi_setting/recompute`, headers: agent.headers() });
    expect((await recompute(staff.agent)).statusCode).toBe(403);
    expect((await recompute(admin)).statusCode).toBe(200);
    expect(await ctx.database.db.select().from(kpiMonthValue)).toEqual([]);
  });

  it('the numbers are for employees; the records behind them need their area; customers get nothing', async () => {
    const bare = (await employeeWithoutGroups(ctx, 'dash-bare')).agent;
    expect((await get('order', bare)).status).toBe(200);
    expect((await get('daily', bare)).status).toBe(200);
    for (const path of [
      'recent_item',
      'drill/order',
      'drill/production',
      'drill/defect',
      'drill/inventory',
      'drill/delivery',
      'drill/oee',
    ])
      expect((await get(path, bare)).status, path).toBe(403);
    const customer = await signUpAndLogin(ctx.app, 'dash-customer');
    expect((await get('order', customer)).status).toBe(403);
  });
});

describe('this month from stored days plus today', () => {
  it('a day over is stored once and read back; today is read live', async () => {
    ctx.app.clock.fixAt('2026-12-02T01:00:00Z'); // 10:00 KST on the 2nd
    try {
      const { body } = await get('production_per_hour');
      expect(body.data).toMatchObject({ monthValue: 150 });
      const days = await ctx.database.db.select().from(kpiDayTotal);
      expect(days.find((d) => d.indicator === 'PRODUCTION_PER_HOUR')).toMatchObject({
        day: '2026-12-01',
        numerator: 600,
        denominator: 4,
      });
      expect((await get('defect_percent')).body.data).toMatchObject({ defectAmount: 4, defectRatio: 2 });
    } finally {
      ctx.app.clock.fixAt(NOW);
    }
  });
});
