import { afterEach, describe, expect, it } from 'vitest';
import { facility, facilityReading } from '../src/db/schema';
import { productionTotals } from '../src/modules/dashboard/kpi-values';
import { engine, makeApp } from './harness';
import { WO, workOrderFixture } from './work-orders-fixture';

const ctx = await makeApp({ demo: false });
const db = ctx.database.db;
const f = await workOrderFixture(ctx);
const { call } = f;

const printTeam = await f.team('인쇄팀');
const finishTeam = await f.team('후가공팀');
const printer = await f.staff(printTeam.id);
const reader = await f.staff(printTeam.id, { write: false });

let seq = 0;
const addMachine = async (name: string) =>
  (
    await db
      .insert(facility)
      .values({ code: `WO_M_${Date.now().toString(36).toUpperCase()}_${seq++}`, name, maxAmount: 6000 })
      .returning()
  )[0]!;
const reading = (facilityId: number, counter: number, at: string) =>
  db.insert(facilityReading).values({ facilityId, counter, receivedAt: new Date(at) });

/** A job started by the print team at 01:00 UTC, its first turn's id. */
const startedJob = async () => {
  ctx.app.clock.fixAt('2026-11-22T01:00:00Z');
  const o = await f.createOrder();
  await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent);
  const [turn] = await f.progresses(o.workOrderId);
  return { ...o, progressId: turn!.id };
};
const bind = (progressId: number, facilityId: number | null, agent = printer.agent) =>
  call('PUT', `${WO}/work_progress/${progressId}/machine`, agent, { facilityId });

afterEach(() => ctx.app.clock.release());

describe(`a turn bound to a machine (${engine})`, () => {
  it('lists the machines for WORK readers', async () => {
    const m = await addMachine('목록 인쇄기');
    const res = await call('GET', `${WO}/machines`, reader.agent);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual({ id: m.id, name: '목록 인쇄기', code: m.code });
  });

  it('binds the open turn, shows the live count, and records the count on next team', async () => {
    const m = await addMachine('오프셋 A');
    const other = await addMachine('오프셋 B');
    const o = await startedJob();
    const res = await bind(o.progressId, m.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('설비가 지정되었습니다.');
    expect((await f.progresses(o.workOrderId))[0]).toMatchObject({ facilityId: m.id, producedQuantity: null });

    // Before the start, at the start (counted), during, on another machine, and after the finish.
    await reading(m.id, 1000, '2026-11-22T00:59:59Z');
    await reading(m.id, 30, '2026-11-22T01:00:00Z');
    await reading(m.id, 70, '2026-11-22T01:30:00Z');
    await reading(other.id, 500, '2026-11-22T01:30:00Z');

    ctx.app.clock.fixAt('2026-11-22T02:00:00Z');
    const live = await call('GET', `${WO}/${o.workOrderId}`, reader.agent);
    expect(live.json().data.progresses[0]).toMatchObject({
      facilityId: m.id,
      facilityName: '오프셋 A',
      producedQuantity: 100,
    });

    await reading(m.id, 5, '2026-11-22T02:00:00Z'); // at the finish: not the turn's
    const next = await call('POST', `${WO}/next_team`, printer.agent, {
      workOrderId: o.workOrderId,
      departmentId: finishTeam.id,
    });
    expect(next.statusCode).toBe(200);
    const [first, second] = await f.progresses(o.workOrderId);
    expect(first).toMatchObject({ status: 'COMPLETE', facilityId: m.id, producedQuantity: 100 });
    expect(second).toMatchObject({ facilityId: null, producedQuantity: null });
    // Later readings do not change a recorded count.
    await reading(m.id, 999, '2026-11-22T01:45:00Z');
    const after = await call('GET', `${WO}/${o.workOrderId}`, reader.agent);
    expect(after.json().data.progresses[0]).toMatchObject({ producedQuantity: 100 });
  });

  it('records the count on printing complete, 0 when the machine sent nothing', async () => {
    const m = await addMachine('조용한 인쇄기');
    const o = await startedJob();
    await bind(o.progressId, m.id);
    ctx.app.clock.fixAt('2026-11-22T02:00:00Z');
    expect((await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent)).statusCode).toBe(200);
    expect((await f.progresses(o.workOrderId))[0]).toMatchObject({ status: 'COMPLETE', producedQuantity: 0 });
  });

  it('leaves the count null for a turn without a machine, and unbinds with null', async () => {
    const m = await addMachine('해제 인쇄기');
    const o = await startedJob();
    await bind(o.progressId, m.id);
    const res = await bind(o.progressId, null);
    expect(res.json().message).toBe('설비 지정이 해제되었습니다.');
    await reading(m.id, 40, '2026-11-22T01:10:00Z');
    ctx.app.clock.fixAt('2026-11-22T02:00:00Z');
    await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent);
    expect((await f.progresses(o.workOrderId))[0]).toMatchObject({ facilityId: null, producedQuantity: null });
  });

  it('refuses an unknown machine at the field and a finished turn with a 409', async () => {
    const o = await startedJob();
    const unknown = await bind(o.progressId, 999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      facilityId: { isError: true, defaultMessage: '설비를 찾을 수 없습니다. 다시 선택해주세요.' },
    });
    const missing = await call('PUT', `${WO}/work_progress/${o.progressId}/machine`, printer.agent, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ facilityId: { defaultMessage: '설비를 선택해주세요.' } });
    expect((await f.progresses(o.workOrderId))[0]).toMatchObject({ facilityId: null });

    const m = await addMachine('늦은 인쇄기');
    await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent);
    const late = await bind(o.progressId, m.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().errorMessage).toBe('이미 끝난 공정에는 설비를 지정할 수 없습니다.');
    expect((await bind(999_999, m.id)).statusCode).toBe(404);
  });

  it('lets only WORK writers bind; customers may not even list the machines', async () => {
    const m = await addMachine('권한 인쇄기');
    const o = await startedJob();
    expect((await bind(o.progressId, m.id, reader.agent)).statusCode).toBe(403);
    expect((await bind(o.progressId, m.id, f.customer)).statusCode).toBe(403);
    expect((await call('GET', `${WO}/machines`, f.customer)).statusCode).toBe(403);
    expect((await f.progresses(o.workOrderId))[0]).toMatchObject({ facilityId: null });
  });
});

describe(`production per hour from machine counts (${engine})`, () => {
  it('counts the machine’s quantity for a job with a machine, the ordered quantity for one without', async () => {
    const m = await addMachine('KPI 인쇄기');
    ctx.app.clock.fixAt('2027-01-05T01:00:00Z');
    const counted = await f.createOrder();
    const plain = await f.createOrder();
    await call('POST', `${WO}/work_start/${counted.workOrderId}`, printer.agent);
    await call('POST', `${WO}/work_start/${plain.workOrderId}`, printer.agent);
    const [turn] = await f.progresses(counted.workOrderId);
    await bind(turn!.id, m.id);
    await reading(m.id, 250, '2027-01-05T01:30:00Z');
    ctx.app.clock.fixAt('2027-01-05T03:00:00Z');
    await call('POST', `${WO}/printing/complete/${counted.workOrderId}`, printer.agent);
    await call('POST', `${WO}/printing/complete/${plain.workOrderId}`, printer.agent);

    const day = {
      month: '2027-01',
      from: new Date('2027-01-05T00:00:00Z'),
      to: new Date('2027-01-06T00:00:00Z'),
      fromDay: '2027-01-05',
      toDay: '2027-01-06',
    };
    // 250 counted + 1,000 ordered, over two jobs of two hours each.
    expect(await productionTotals(db, day)).toEqual({ numerator: 1250, denominator: 4 });
  });
});
