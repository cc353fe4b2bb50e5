import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_DASHBOARD } from '@scm/contract';
import {
  department,
  facility,
  facilityRun,
  inspection,
  kpiDayTotal,
  kpiMonthValue,
  printingOrder,
  workOrder,
  workProgress,
} from '../src/db/schema';
import { ADMIN_PASSWORD, engine, login, makeApp, type Agent } from './harness';

/**
 * Issue 30 §7: production per hour counts measurable time only, and stored closed-period KPI figures follow a
 * back-dated record. The clock: 15 March 2027, 12:00 KST.
 */
const NOW = '2027-03-15T03:00:00Z';
const at = (iso: string) => new Date(iso);
const ctx = await makeApp({ demo: false });
const db = ctx.database.db;
let admin: Agent;
const get = async (path: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `${API_DASHBOARD}/${path}`, headers: admin.headers() });
  return res.json<{ data: never }>().data as Record<string, unknown> & { content?: Record<string, unknown>[] };
};

let n = 0;
async function completedJob(
  amount: number,
  turns: { from: string; to: string; facilityId?: number; produced?: number }[],
) {
  const [team] = await db
    .insert(department)
    .values({ name: `팀 ${++n}`, color: '#1976d2' })
    .returning();
  const [order] = await db
    .insert(printingOrder)
    .values({
      orderNumber: `T2703-${String(n).padStart(4, '0')}`,
      workType: 'SHOPBAG',
      productName: `제품 ${n}`,
      amount,
    })
    .returning();
  const [job] = await db
    .insert(workOrder)
    .values({ orderId: order!.id, status: 'COMPLETE', completeDatetime: at('2027-03-14T05:00:00Z') })
    .returning();
  for (const t of turns)
    await db.insert(workProgress).values({
      workOrderId: job!.id,
      departmentId: team!.id,
      status: 'COMPLETE',
      startedAt: at(t.from),
      finishedAt: at(t.to),
      facilityId: t.facilityId ?? null,
      producedQuantity: t.produced ?? null,
    });
  return job!.id;
}

let clicked: number;
let partly: number;
let onMachine: number;
beforeAll(async () => {
  ctx.app.clock.fixAt(NOW);
  admin = await login(ctx.app, 'admin', ADMIN_PASSWORD);
  const [press] = await db.select().from(facility).where(eq(facility.code, 'OFFSET_01'));
  // Steps clicked in quick succession: a million pieces in two seconds (36.5 million an hour before).
  clicked = await completedJob(1_000_000, [
    { from: '2027-03-14T01:00:00Z', to: '2027-03-14T01:00:01Z' },
    { from: '2027-03-14T01:00:01Z', to: '2027-03-14T01:00:02Z' },
  ]);
  // Two hours of work and a one-minute step: the two hours count, the minute is left out.
  partly = await completedJob(600, [
    { from: '2027-03-14T01:00:00Z', to: '2027-03-14T03:00:00Z' },
    { from: '2027-03-14T03:00:00Z', to: '2027-03-14T03:01:00Z' },
  ]);
  // A three-hour turn on the press, which ran 30 minutes of it: 30 minutes count, and its count (400) not 500.
  await db.insert(facilityRun).values({
    facilityId: press!.id,
    began: at('2027-03-14T02:00:00Z'),
    finish: at('2027-03-14T02:30:00Z'),
    plannedFinish: at('2027-03-14T02:30:00Z'),
    totalLayer: 100,
  });
  onMachine = await completedJob(500, [
    { from: '2027-03-14T01:00:00Z', to: '2027-03-14T04:00:00Z', facilityId: press!.id, produced: 400 },
  ]);
});

describe(`production per hour counts measurable time only (${engine})`, () => {
  it('leaves out turns under five minutes and takes a bound machine’s run time', async () => {
    // (600 + 400) pieces ÷ (2 h + 0.5 h) = 400 an hour; the clicked job is left out entirely.
    expect(await get('production_per_hour')).toMatchObject({ monthValue: 400 });
    const rows = (await get('drill/production?size=20')).content!;
    const row = (id: number) => rows.find((r) => r.workOrderId === id);
    expect(row(clicked)).toMatchObject({
      counted: false,
      workHours: 0,
      exclusionNote: '측정할 수 없는 작업 2건 제외: 작업 시간 5분 미만 2건',
    });
    expect(row(partly)).toMatchObject({
      counted: true,
      workHours: 2,
      clockHours: 2,
      exclusionNote: '측정할 수 없는 작업 1건 제외: 작업 시간 5분 미만 1건',
    });
    expect(row(onMachine)).toMatchObject({
      counted: true,
      machineCount: 400,
      workHours: 0.5,
      clockHours: 3,
      exclusionNote: null,
    });
  });
});

describe(`stored KPI figures follow a back-dated record (${engine})`, () => {
  it('recomputes a closed month and a closed day when an inspection dated in them is added or changed', async () => {
    const [february] = await db
      .insert(inspection)
      .values({
        name: '2월 검수',
        inspectionQuantity: 100,
        defectQuantity: 5,
        startDate: '2027-02-10',
        endDate: '2027-02-10',
        complete: true,
      })
      .returning();
    const [march] = await db
      .insert(inspection)
      .values({
        name: '3월 검수',
        inspectionQuantity: 100,
        defectQuantity: 1,
        startDate: '2027-03-10',
        endDate: '2027-03-10',
        complete: true,
      })
      .returning();
    // Baseline: December–February, only February measured (5 %); this month 1 %.
    expect(await get('defect_percent')).toMatchObject({ baseValue: 5, monthValue: 1 });
    const stored = await db.select().from(kpiMonthValue).where(eq(kpiMonthValue.indicator, 'DEFECT_RATE'));
    expect(stored.find((r) => r.month === '2027-02')?.value).toBe(5);
    expect(
      (await db.select().from(kpiDayTotal).where(eq(kpiDayTotal.indicator, 'DEFECT_RATE'))).some(
        (r) => r.day === '2027-03-10',
      ),
    ).toBe(true);

    // Written today, dated in February: a late inspection of 100 with 15 defects.
    await db.insert(inspection).values({
      name: '2월 늦은 검수',
      inspectionQuantity: 100,
      defectQuantity: 15,
      startDate: '2027-02-20',
      endDate: '2027-02-20',
      complete: true,
    });
    // A closed day of this month corrected: 3 defects instead of 1.
    await db.update(inspection).set({ defectQuantity: 3 }).where(eq(inspection.id, march!.id));
    expect(await get('defect_percent')).toMatchObject({ baseValue: 10, monthValue: 3 });

    // Moved out of February altogether (its end date corrected to January): both months change.
    await db.update(inspection).set({ endDate: '2027-01-31' }).where(eq(inspection.id, february!.id));
    const moved = await get('defect_percent');
    expect(moved).toMatchObject({ baseValue: 10, monthValue: 3 });
    const months = await db.select().from(kpiMonthValue).where(eq(kpiMonthValue.indicator, 'DEFECT_RATE'));
    expect(months.map((r) => [r.month, r.value]).sort()).toEqual([
      ['2026-12', null],
      ['2027-01', 5],
      ['2027-02', 15],
    ]);
  });
});
