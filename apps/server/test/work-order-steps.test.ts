/*
 * Each team owns its step (issue 31): only the holding team or a supervisor (WORK_SUPERVISE) starts, passes on,
 * finishes or binds a machine to a turn; the history names who acted and their own team; a received job is handed
 * to a team by whoever takes orders; and a printed job may go to a finishing team before its shipment opens.
 */
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { withParticle } from '@scm/contract';
import { printingOrderEvent, delivery } from '../src/db/schema';
import { engine, grantAuthority, makeApp, seedItem } from './harness';
import { WO, workOrderFixture } from './work-orders-fixture';

const ctx = await makeApp({ demo: false });
const db = ctx.database.db;
const f = await workOrderFixture(ctx);
const { call } = f;

const printTeam = await f.team('인쇄팀');
const finishTeam = await f.team('후가공팀');
const designTeam = await f.team('디자인팀');
const salesTeam = await f.team('영업부');
const printer = await f.staff(printTeam.id);
const finisher = await f.staff(finishTeam.id);
// A supervisor of another team (디자인팀) holding 작업 총괄.
const supervisor = await f.staff(designTeam.id);
await grantAuthority(ctx, supervisor.employeeId, 'WORK_SUPERVISE');
// Sales: takes orders (ORDER_WRITE) and reads work (WORK_READ), as in the demo permission groups.
const sales = await f.staff(salesTeam.id, { write: false, notify: false });
await grantAuthority(ctx, sales.employeeId, 'ORDER_WRITE');
// Neither ORDER_WRITE nor WORK_WRITE.
const onlooker = await f.staff(salesTeam.id, { write: false, notify: false });

afterEach(() => ctx.app.clock.release());

const notYours = (team: string) =>
  `${withParticle(team, '이')} 맡은 작업입니다. ${team} 또는 작업 총괄 권한이 있는 사람만 처리할 수 있습니다.`;

/** The order's history with the department each line was written under. */
const history = (orderId: number) =>
  db
    .select({
      kind: printingOrderEvent.kind,
      detail: printingOrderEvent.detail,
      actorName: printingOrderEvent.actorName,
      departmentName: printingOrderEvent.departmentName,
    })
    .from(printingOrderEvent)
    .where(eq(printingOrderEvent.orderId, orderId))
    .orderBy(asc(printingOrderEvent.id));
const shipments = (workOrderId: number) => db.select().from(delivery).where(eq(delivery.workOrderId, workOrderId));

/** A job the print team has started and passed to the finishing team (its turn received, not started). */
async function jobWithFinishing(papers: Parameters<typeof f.createOrder>[0] = {}) {
  const o = await f.createOrder(papers);
  expect((await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent)).statusCode).toBe(200);
  const passed = await call('POST', `${WO}/next_team`, printer.agent, {
    workOrderId: o.workOrderId,
    departmentId: finishTeam.id,
  });
  expect(passed.statusCode).toBe(200);
  const turn = (await f.progresses(o.workOrderId))[1]!;
  return { ...o, turnId: turn.id };
}

describe(`each team owns its step (${engine})`, () => {
  it('refuses another team on start, pass, finish and machine with a Korean 403; the holder goes through', async () => {
    const o = await jobWithFinishing();
    const refused = async (res: { statusCode: number; json: () => { errorMessage: string } }) => {
      expect(res.statusCode).toBe(403);
      expect(res.json().errorMessage).toBe(notYours(finishTeam.name));
    };
    // The print team passed the job on: the finishing team's received turn is not theirs.
    await refused(await call('POST', `${WO}/work_progress_start/${o.turnId}`, printer.agent));
    await refused(await call('PUT', `${WO}/work_progress/${o.turnId}/machine`, printer.agent, { facilityId: null }));
    expect((await f.progresses(o.workOrderId))[1]).toMatchObject({ status: 'RECEIPT', startedAt: null });

    expect(
      (await call('PUT', `${WO}/work_progress/${o.turnId}/machine`, finisher.agent, { facilityId: null })).statusCode,
    ).toBe(200);
    expect((await call('POST', `${WO}/work_progress_start/${o.turnId}`, finisher.agent)).statusCode).toBe(200);

    await refused(
      await call('POST', `${WO}/next_team`, printer.agent, { workOrderId: o.workOrderId, departmentId: designTeam.id }),
    );
    await refused(await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent));
    // Nothing moved: the finishing team still holds a WORKING turn, no shipment.
    expect(await f.workOrderRow(o.workOrderId)).toMatchObject({ status: 'WORKING', holderDepartmentId: finishTeam.id });
    expect((await f.progresses(o.workOrderId)).map((p) => p.status)).toEqual(['COMPLETE', 'WORKING']);
    expect(await shipments(o.workOrderId)).toEqual([]);

    const done = await call('POST', `${WO}/printing/complete/${o.workOrderId}`, finisher.agent);
    expect(done.statusCode).toBe(200);
    expect(await f.workOrderRow(o.workOrderId)).toMatchObject({ status: 'COMPLETE' });
    // The history names each actor under their own team.
    expect((await history(o.orderId)).map((e) => [e.kind, e.actorName, e.departmentName])).toEqual([
      ['WORK_STARTED', printer.name, printTeam.name],
      ['NEXT_TEAM_REQUESTED', printer.name, printTeam.name],
      ['PROGRESS_STARTED', finisher.name, finishTeam.name],
      ['PRINTING_COMPLETE', finisher.name, finishTeam.name],
    ]);
  });

  it('lets a supervisor of another team act, and the history says so under the supervisor’s own team', async () => {
    const o = await jobWithFinishing();
    expect(
      (await call('PUT', `${WO}/work_progress/${o.turnId}/machine`, supervisor.agent, { facilityId: null })).statusCode,
    ).toBe(200);
    const started = await call('POST', `${WO}/work_progress_start/${o.turnId}`, supervisor.agent);
    expect(started.statusCode).toBe(200);
    expect((await f.progresses(o.workOrderId))[1]).toMatchObject({
      status: 'WORKING',
      employeeId: supervisor.employeeId,
    });
    const passed = await call('POST', `${WO}/next_team`, supervisor.agent, {
      workOrderId: o.workOrderId,
      departmentId: printTeam.id,
    });
    expect(passed.statusCode).toBe(200);
    const third = (await f.progresses(o.workOrderId))[2]!;
    expect((await call('POST', `${WO}/work_progress_start/${third.id}`, printer.agent)).statusCode).toBe(200);
    expect((await call('POST', `${WO}/printing/complete/${o.workOrderId}`, supervisor.agent)).statusCode).toBe(200);

    const onBehalf = `(작업 총괄 ${supervisor.name} 처리)`;
    expect((await history(o.orderId)).slice(2)).toEqual([
      {
        kind: 'PROGRESS_STARTED',
        detail: `${finishTeam.name} 작업 시작 ${onBehalf}`,
        actorName: supervisor.name,
        departmentName: designTeam.name,
      },
      {
        kind: 'NEXT_TEAM_REQUESTED',
        detail: `${finishTeam.name} → ${printTeam.name} ${onBehalf}`,
        actorName: supervisor.name,
        departmentName: designTeam.name,
      },
      {
        kind: 'PROGRESS_STARTED',
        detail: `${printTeam.name} 작업 시작`,
        actorName: printer.name,
        departmentName: printTeam.name,
      },
      { kind: 'PRINTING_COMPLETE', detail: onBehalf, actorName: supervisor.name, departmentName: designTeam.name },
    ]);
  });
});

describe(`a received job handed to a team (${engine})`, () => {
  it('lets sales (ORDER_WRITE) hand it over: the team receives it, is told, and the history names who handed it', async () => {
    const o = await f.createOrder({ productName: '영업 전달 리플렛' });
    const res = await call('POST', `${WO}/hand_off`, sales.agent, {
      workOrderId: o.workOrderId,
      departmentId: finishTeam.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('다음 팀에 작업을 요청했습니다.');
    expect(await f.workOrderRow(o.workOrderId)).toMatchObject({ status: 'WORKING', holderDepartmentId: finishTeam.id });
    const [turn, ...rest] = await f.progresses(o.workOrderId);
    expect(rest).toEqual([]);
    expect(turn).toMatchObject({
      departmentId: finishTeam.id,
      status: 'RECEIPT',
      requestedBy: sales.employeeId,
      employeeId: null,
    });
    expect(await f.notifiedAccounts('WORK_ORDER', o.workOrderId)).toEqual([finisher.accountId]);
    expect((await f.notificationsOf(finisher.accountId)).at(-1)?.content).toBe(
      `[작업 요청] ${o.orderNumber} '영업 전달 리플렛' 작업이 접수에서 ${withParticle(finishTeam.name, '으로')} 요청되었습니다.`,
    );
    expect(await history(o.orderId)).toEqual([
      {
        kind: 'NEXT_TEAM_REQUESTED',
        detail: `접수 → ${finishTeam.name}`,
        actorName: sales.name,
        departmentName: salesTeam.name,
      },
    ]);
    // The team starts its received turn as after any request; sales cannot start it.
    expect((await call('POST', `${WO}/work_progress_start/${turn!.id}`, sales.agent)).statusCode).toBe(403);
    expect((await call('POST', `${WO}/work_progress_start/${turn!.id}`, finisher.agent)).statusCode).toBe(200);
    // Only a received job is handed over.
    const again = await call('POST', `${WO}/hand_off`, sales.agent, {
      workOrderId: o.workOrderId,
      departmentId: designTeam.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toContain('접수 상태의 작업만 다른 팀에 넘길 수 있습니다.');
  });

  it('lets a work writer hand it over too, and refuses someone with neither authority; a bad team is a field error', async () => {
    const o = await f.createOrder();
    const refused = await call('POST', `${WO}/hand_off`, onlooker.agent, {
      workOrderId: o.workOrderId,
      departmentId: finishTeam.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toBe(
      '접수된 작업을 다른 팀에 넘기려면 주문 관리 또는 작업 관리 쓰기 권한이 필요합니다.',
    );
    const unknown = await call('POST', `${WO}/hand_off`, printer.agent, {
      workOrderId: o.workOrderId,
      departmentId: 999999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      departmentId: { isError: true, defaultMessage: '부서를 찾을 수 없습니다. 다시 선택해주세요.' },
    });
    expect(await f.workOrderRow(o.workOrderId)).toMatchObject({ status: 'RECEIPT', holderDepartmentId: null });
    expect(await f.progresses(o.workOrderId)).toEqual([]);

    const res = await call('POST', `${WO}/hand_off`, printer.agent, {
      workOrderId: o.workOrderId,
      departmentId: designTeam.id,
    });
    expect(res.statusCode).toBe(200);
    expect(await f.workOrderRow(o.workOrderId)).toMatchObject({ status: 'WORKING', holderDepartmentId: designTeam.id });
  });
});

describe(`printing, then a finishing team, then the shipment (${engine})`, () => {
  it('releases the paper once at printing, opens the shipment once when the finishing team completes', async () => {
    const paper = await seedItem(ctx, { name: '스노우지 200g', amount: 1000 });
    const o = await f.createOrder({
      papers: [{ itemId: paper.id, amount: 300, wrongAmount: 20 }],
      productName: '후가공 카탈로그',
    });
    expect((await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent)).statusCode).toBe(200);

    ctx.app.clock.fixAt('2026-11-23T02:00:00Z');
    const printed = await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent, {
      nextDepartmentId: finishTeam.id,
    });
    expect(printed.statusCode).toBe(200);
    expect(printed.json().data).toMatchObject({
      workOrderStatus: 'WORKING',
      departmentId: finishTeam.id,
      workProgressStatus: 'RECEIPT',
      printedAt: '2026-11-23T02:00:00.000Z',
      completeDatetime: null,
      delivery: null,
    });
    expect(await f.stockAmount(paper.id)).toBe(680);
    expect(await f.workOrderHistory(o.workOrderId)).toHaveLength(2);
    expect(await shipments(o.workOrderId)).toEqual([]);
    expect((await f.progresses(o.workOrderId)).map((p) => [p.departmentId, p.status])).toEqual([
      [printTeam.id, 'COMPLETE'],
      [finishTeam.id, 'RECEIPT'],
    ]);
    expect(await f.notifiedAccounts('WORK_ORDER', o.workOrderId)).toEqual([finisher.accountId]);
    expect((await history(o.orderId)).at(-1)).toMatchObject({
      kind: 'PRINTING_COMPLETE',
      detail: `인쇄 완료 → ${finishTeam.name} / 용지 출고: 스노우지 200g 300(파지 20)`,
      actorName: printer.name,
    });
    // The print team's part is over: the finishing team holds the job now.
    expect((await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent)).statusCode).toBe(403);

    const turn = (await f.progresses(o.workOrderId))[1]!;
    expect((await call('POST', `${WO}/work_progress_start/${turn.id}`, finisher.agent)).statusCode).toBe(200);
    // A printed job is passed on with 다음 팀 요청, not with another team at printing complete.
    const twice = await call('POST', `${WO}/printing/complete/${o.workOrderId}`, finisher.agent, {
      nextDepartmentId: designTeam.id,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      nextDepartmentId: {
        isError: true,
        defaultMessage: '이미 인쇄가 완료된 작업입니다. 다른 팀에 넘기려면 다음 팀 요청을 사용해주세요.',
      },
    });

    ctx.app.clock.fixAt('2026-11-23T05:00:00Z');
    const finished = await call('POST', `${WO}/printing/complete/${o.workOrderId}`, finisher.agent);
    expect(finished.statusCode).toBe(200);
    expect(finished.json().data).toMatchObject({
      workOrderStatus: 'COMPLETE',
      printedAt: '2026-11-23T02:00:00.000Z',
      completeDatetime: '2026-11-23T05:00:00.000Z',
      delivery: expect.objectContaining({ status: 'READY' }),
    });
    expect(await f.stockAmount(paper.id)).toBe(680);
    expect(await f.workOrderHistory(o.workOrderId)).toHaveLength(2);
    expect(await shipments(o.workOrderId)).toHaveLength(1);
    expect((await history(o.orderId)).at(-1)).toMatchObject({
      kind: 'PRINTING_COMPLETE',
      detail: `${finishTeam.name} 작업 완료, 출고 준비`,
      actorName: finisher.name,
      departmentName: finishTeam.name,
    });
    expect((await f.notificationsOf(f.customer.accountId)).at(-1)).toEqual({
      content: `주문 ${o.orderNumber} '후가공 카탈로그'의 ${finishTeam.name} 작업이 완료되었습니다. 곧 배송을 준비합니다.`,
      status: 'COMPLETED',
      targetDocumentType: 'PRINTING_ORDER',
      targetContentId: o.orderId,
    });

    // Pressed again: the job is complete (409), still one shipment, no paper moved.
    const again = await call('POST', `${WO}/printing/complete/${o.workOrderId}`, finisher.agent);
    expect(again.statusCode).toBe(409);
    expect(await shipments(o.workOrderId)).toHaveLength(1);
    expect(await f.stockAmount(paper.id)).toBe(680);
  });

  it('passes a printed job on with 다음 팀 요청; without a team, 인쇄 완료 is as before and marks the job printed', async () => {
    const o = await f.createOrder();
    await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent);
    await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent, { nextDepartmentId: finishTeam.id });
    const turn = (await f.progresses(o.workOrderId))[1]!;
    await call('POST', `${WO}/work_progress_start/${turn.id}`, finisher.agent);
    const passed = await call('POST', `${WO}/next_team`, finisher.agent, {
      workOrderId: o.workOrderId,
      departmentId: designTeam.id,
    });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().data).toMatchObject({ workOrderStatus: 'WORKING', departmentId: designTeam.id });
    expect(await shipments(o.workOrderId)).toEqual([]);

    const plain = await f.createOrder();
    await call('POST', `${WO}/work_start/${plain.workOrderId}`, printer.agent);
    ctx.app.clock.fixAt('2026-11-23T07:00:00Z');
    const done = await call('POST', `${WO}/printing/complete/${plain.workOrderId}`, printer.agent);
    expect(done.json().data).toMatchObject({
      workOrderStatus: 'COMPLETE',
      printedAt: '2026-11-23T07:00:00.000Z',
      completeDatetime: '2026-11-23T07:00:00.000Z',
      delivery: expect.objectContaining({ status: 'READY' }),
    });
    // The team that prints cannot hand the printed job to itself.
    const self = await f.createOrder();
    await call('POST', `${WO}/work_start/${self.workOrderId}`, printer.agent);
    const same = await call('POST', `${WO}/printing/complete/${self.workOrderId}`, printer.agent, {
      nextDepartmentId: printTeam.id,
    });
    expect(same.statusCode).toBe(400);
    expect(await f.workOrderRow(self.workOrderId)).toMatchObject({ status: 'WORKING', printedAt: null });
  });
});
