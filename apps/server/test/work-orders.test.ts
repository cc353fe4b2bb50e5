import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { department, printingOrder, workOrder } from '../src/db/schema';
import { withParticle } from '@scm/contract';
import { engine, makeApp } from './harness';
import { WO, workOrderFixture } from './work-orders-fixture';

const ctx = await makeApp({ demo: false });
const db = ctx.database.db;
const f = await workOrderFixture(ctx);
const { call } = f;

const printTeam = await f.team('인쇄팀');
const finishTeam = await f.team('후가공팀');
const designTeam = await f.team('디자인팀');
const printer = await f.staff(printTeam.id);
const printer2 = await f.staff(printTeam.id);
const finisherOn = await f.staff(finishTeam.id);
const finisherOff = await f.staff(finishTeam.id, { notify: false });
const finisherResigned = await f.staff(finishTeam.id, { resigned: '2000-01-01' });
const designer = await f.staff(designTeam.id);
const reader = await f.staff(printTeam.id, { write: false });

afterEach(() => ctx.app.clock.release());

const byNumber = (orderNumber: string) => `searchFilter=orderNumber&searchKeyword=${orderNumber}`;
const idsOf = (res: { json: () => { data: { content: { id: number }[] } } }) =>
  res.json().data.content.map((r) => r.id);

describe(`the received tab and work start (${engine})`, () => {
  it('lists received jobs with their order facts, marks overdue ones by the shop calendar', async () => {
    ctx.app.clock.fixAt('2026-11-22T03:00:00Z');
    const late = await f.createOrder({
      deliveryDate: '2026-11-21',
      productName: '늦은 전단지',
      amount: 1500,
      numberCases: 2,
      remark: '코팅 주의',
    });
    const due = await f.createOrder({ deliveryDate: '2026-11-22' });
    const res = await call('GET', `${WO}/receipt?${byNumber('P9911-')}&size=100`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.content as Record<string, unknown>[];
    expect(rows.find((r) => r.id === late.workOrderId)).toEqual({
      id: late.workOrderId,
      orderId: late.orderId,
      orderNumber: late.orderNumber,
      productName: '늦은 전단지',
      workType: 'LEAFLET',
      buyerName: f.customerName,
      // The spec's work-order fields (001 §3), derived from the order: the press sees quantity and remarks.
      kind: 'ORIGINAL',
      amount: 1500,
      remark: '코팅 주의',
      itemName: '늦은 전단지',
      customerName: f.customerName,
      processType: 'PROCESS_RECEIPT',
      rawItemPrintAmount: 0,
      rawItemMisprintAmount: 0,
      totalPoint: 3000,
      workOrderStatus: 'RECEIPT',
      workProgressId: null,
      workProgressStatus: null,
      departmentId: null,
      departmentName: null,
      heldSince: null,
      deliveryDate: '2026-11-21',
      overdue: true,
      receiptDatetime: expect.any(String),
      completeDatetime: null,
      printedAt: null,
    });
    expect(rows.find((r) => r.id === due.workOrderId)).toMatchObject({ overdue: false });
    // The by-department tab holds only jobs a team has taken.
    expect(idsOf(await call('GET', `${WO}?size=100`))).not.toContain(late.workOrderId);
  });

  it('starts work in the starter’s department: WORKING, first turn WORKING, history line, toast', async () => {
    ctx.app.clock.fixAt('2026-11-22T01:00:00Z');
    const o = await f.createOrder();
    const res = await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('작업을 시작했습니다.');
    const [turn] = await f.progresses(o.workOrderId);
    expect(turn).toMatchObject({
      departmentId: printTeam.id,
      status: 'WORKING',
      employeeId: printer.employeeId,
      startedAt: new Date('2026-11-22T01:00:00Z'),
      finishedAt: null,
    });
    expect(await f.workOrderRow(o.workOrderId)).toMatchObject({
      status: 'WORKING',
      currentProgressId: turn!.id,
      holderDepartmentId: printTeam.id,
      heldSince: new Date('2026-11-22T01:00:00Z'),
    });
    expect(res.json().data).toMatchObject({
      workOrderStatus: 'WORKING',
      workProgressId: turn!.id,
      workProgressStatus: 'WORKING',
      departmentName: printTeam.name,
      heldSince: '2026-11-22T01:00:00.000Z',
    });
    expect(await f.events(o.orderId)).toEqual([
      { kind: 'WORK_STARTED', detail: `${printTeam.name} 작업 시작`, actorName: printer.name },
    ]);

    // It left the received tab and is in its team's (and the printer's own) by-department tab.
    expect(idsOf(await call('GET', `${WO}/receipt?${byNumber(o.orderNumber)}`))).toEqual([]);
    expect(idsOf(await call('GET', `${WO}?departmentId=${printTeam.id}&${byNumber(o.orderNumber)}`))).toEqual([
      o.workOrderId,
    ]);
    expect(idsOf(await call('GET', `${WO}?mine=true&${byNumber(o.orderNumber)}`, printer2.agent))).toEqual([
      o.workOrderId,
    ]);
    expect(idsOf(await call('GET', `${WO}?mine=true&${byNumber(o.orderNumber)}`, designer.agent))).toEqual([]);
    expect(idsOf(await call('GET', `${WO}?departmentId=${designTeam.id}&${byNumber(o.orderNumber)}`))).toEqual([]);
    // Admin has no department: "my work" is empty for it; a malformed flag is a Korean 400.
    expect(idsOf(await call('GET', `${WO}?mine=true&${byNumber(o.orderNumber)}`))).toEqual([]);
    const badFlag = await call('GET', `${WO}?mine=yes`);
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json()).toEqual({
      mine: { isError: true, defaultMessage: '내 작업만은 true 또는 false로 보내주세요.' },
    });

    const again = await call('POST', `${WO}/work_start/${o.workOrderId}`, printer2.agent);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe(
      "작업지시 상태가 현재 '작업중'이라 '작업 시작'을 할 수 없습니다. 다른 사용자가 먼저 처리했을 수 있으니 화면을 새로 고쳐 확인해주세요.",
    );
    expect(await f.progresses(o.workOrderId)).toHaveLength(1);
  });

  it('of two people starting the same job at once, one wins and the other gets the 409', async () => {
    const o = await f.createOrder();
    const answers = await Promise.all([
      call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent),
      call('POST', `${WO}/work_start/${o.workOrderId}`, designer.agent),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await f.progresses(o.workOrderId)).toHaveLength(1);
    expect(await f.events(o.orderId)).toHaveLength(1);
  });

  it('refuses an employee without a department, an unknown job and a cancelled order, changing nothing', async () => {
    const o = await f.createOrder();
    const noDept = await call('POST', `${WO}/work_start/${o.workOrderId}`); // admin has no department
    expect(noDept.statusCode).toBe(409);
    expect(noDept.json().errorMessage).toBe(
      '소속 부서가 없어 작업을 시작할 수 없습니다. 관리자에게 부서 지정을 요청해주세요.',
    );
    expect((await f.workOrderRow(o.workOrderId)).status).toBe('RECEIPT');

    const missing = await call('POST', `${WO}/work_start/999999`, printer.agent);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe('작업지시를 찾을 수 없습니다.');

    await db.update(printingOrder).set({ cancelledAt: new Date() }).where(eq(printingOrder.id, o.orderId));
    const cancelled = await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().errorMessage).toBe('취소된 주문의 작업지시입니다.');
    expect(await f.progresses(o.workOrderId)).toEqual([]);

    // Cancelled through the orders API, the job becomes CANCELLED with it and leaves the lists.
    const gone = await f.createOrder();
    expect(idsOf(await call('GET', `${WO}/receipt?${byNumber(gone.orderNumber)}`))).toEqual([gone.workOrderId]);
    const cancel = await call('POST', `/api/admin/wk/order/cancel/${gone.orderId}`, f.admin, { reason: '고객 취소' });
    expect(cancel.statusCode).toBe(200);
    expect((await f.workOrderRow(gone.workOrderId)).status).toBe('CANCELLED');
    expect(idsOf(await call('GET', `${WO}/receipt?${byNumber(gone.orderNumber)}`))).toEqual([]);
  });
});

describe(`a shopping-bag order's job (${engine})`, () => {
  it('is listed and counted with the other jobs, shown by its advertiser count, and its detail opens', async () => {
    const [bag] = await db
      .insert(printingOrder)
      .values({ orderNumber: 'P9911-BAG1', workType: 'SHOPBAG', productName: '쇼핑백 8칸', buyerId: null })
      .returning();
    const [job] = await db.insert(workOrder).values({ orderId: bag!.id, status: 'RECEIPT' }).returning();
    const res = await call('GET', `${WO}/receipt?${byNumber('P9911-BAG1')}`);
    expect(res.json().data.content).toEqual([
      expect.objectContaining({ id: job!.id, orderId: bag!.id, workType: 'SHOPBAG', buyerName: '쇼핑백 (광고주 0곳)' }),
    ]);
    expect(res.json().data.pageable.totalElements).toBe(1);
    const detail = await call('GET', `${WO}/${job!.id}`);
    expect(detail.statusCode).toBe(200);
  });
});

describe(`passing a job to the next team (${engine})`, () => {
  it('closes the turn, opens one for the chosen team, and tells exactly that team’s willing employees', async () => {
    ctx.app.clock.fixAt('2026-11-22T01:00:00Z');
    const o = await f.createOrder({ productName: '후가공 리플렛' });
    await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent);
    ctx.app.clock.fixAt('2026-11-22T03:30:00Z');
    const res = await call('POST', `${WO}/next_team`, printer.agent, {
      workOrderId: o.workOrderId,
      departmentId: finishTeam.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('다음 팀에 작업을 요청했습니다.');
    const [first, second] = await f.progresses(o.workOrderId);
    expect(first).toMatchObject({ status: 'COMPLETE', finishedAt: new Date('2026-11-22T03:30:00Z') });
    expect(second).toMatchObject({
      departmentId: finishTeam.id,
      status: 'RECEIPT',
      requestedBy: printer.employeeId,
      employeeId: null,
      startedAt: null,
    });
    expect(await f.workOrderRow(o.workOrderId)).toMatchObject({
      status: 'WORKING',
      currentProgressId: second!.id,
      holderDepartmentId: finishTeam.id,
      heldSince: new Date('2026-11-22T03:30:00Z'),
    });
    expect(res.json().data.progresses).toEqual([
      expect.objectContaining({ departmentName: printTeam.name, status: 'COMPLETE', heldMinutes: 150 }),
      expect.objectContaining({
        departmentName: finishTeam.name,
        status: 'RECEIPT',
        employeeName: null,
        requestedByName: printer.name,
        heldMinutes: 0,
      }),
    ]);

    expect(await f.notifiedAccounts('WORK_ORDER', o.workOrderId)).toEqual([finisherOn.accountId]);
    expect(await f.notificationsOf(finisherOn.accountId)).toEqual([
      {
        content: `[작업 요청] ${o.orderNumber} '후가공 리플렛' 작업이 ${printTeam.name}에서 ${withParticle(finishTeam.name, '으로')} 요청되었습니다.`,
        status: 'REQUEST',
        targetDocumentType: 'WORK_ORDER',
        targetContentId: o.workOrderId,
      },
    ]);
    for (const other of [finisherOff, finisherResigned, designer, printer, printer2])
      expect(await f.notificationsOf(other.accountId)).toEqual([]);
    expect((await f.events(o.orderId)).map((e) => [e.kind, e.detail])).toEqual([
      ['WORK_STARTED', `${printTeam.name} 작업 시작`],
      ['NEXT_TEAM_REQUESTED', `${printTeam.name} → ${finishTeam.name}`],
    ]);

    // The receiving team has not started: it cannot pass the job on yet.
    const early = await call('POST', `${WO}/next_team`, finisherOn.agent, {
      workOrderId: o.workOrderId,
      departmentId: designTeam.id,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().errorMessage).toContain("공정 상태가 현재 '접수'라 '다음 팀 요청'을 할 수 없습니다.");

    // The finishing team begins: its turn WORKING, with who and when.
    ctx.app.clock.fixAt('2026-11-22T04:00:00Z');
    const started = await call('POST', `${WO}/work_progress_start/${second!.id}`, finisherOn.agent);
    expect(started.statusCode).toBe(200);
    expect(started.json().message).toBe('작업을 시작했습니다.');
    expect((await f.progresses(o.workOrderId))[1]).toMatchObject({
      status: 'WORKING',
      employeeId: finisherOn.employeeId,
      startedAt: new Date('2026-11-22T04:00:00Z'),
    });
    expect(started.json().data.progresses[1]).toMatchObject({ employeeName: finisherOn.name, heldMinutes: 30 });
    expect((await f.events(o.orderId)).at(-1)).toMatchObject({
      kind: 'PROGRESS_STARTED',
      detail: `${finishTeam.name} 작업 시작`,
    });
    const twice = await call('POST', `${WO}/work_progress_start/${second!.id}`, finisherOff.agent);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMessage).toContain("공정 상태가 현재 '작업중'");
    const closed = await call('POST', `${WO}/work_progress_start/${first!.id}`, finisherOn.agent);
    expect(closed.statusCode).toBe(409);
    const missing = await call('POST', `${WO}/work_progress_start/999999`, finisherOn.agent);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe('공정을 찾을 수 없습니다.');
  });

  it('refuses the same team, an unknown or unused team, and a job not yet started', async () => {
    const o = await f.createOrder();
    const notStarted = await call('POST', `${WO}/next_team`, printer.agent, {
      workOrderId: o.workOrderId,
      departmentId: finishTeam.id,
    });
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().errorMessage).toBe(
      "작업지시 상태가 현재 '접수'라 다음 팀에 요청할 수 없습니다. 먼저 작업을 시작해주세요.",
    );
    await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent);
    const field = async (departmentId: number, message: string) => {
      const res = await call('POST', `${WO}/next_team`, printer.agent, { workOrderId: o.workOrderId, departmentId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ departmentId: { isError: true, defaultMessage: message } });
    };
    await field(printTeam.id, '지금 작업 중인 부서입니다. 다른 부서를 선택해주세요.');
    await field(999999, '부서를 찾을 수 없습니다. 다시 선택해주세요.');
    const unused = await f.team('폐지팀');
    await db.update(department).set({ isUsed: false }).where(eq(department.id, unused.id));
    await field(unused.id, '부서를 찾을 수 없습니다. 다시 선택해주세요.');
    const noBody = await call('POST', `${WO}/next_team`, printer.agent, { workOrderId: o.workOrderId });
    expect(noBody.json()).toEqual({ departmentId: { isError: true, defaultMessage: '요청할 부서를 선택해주세요.' } });
    expect(await f.progresses(o.workOrderId)).toHaveLength(1);
    expect(await f.notifiedAccounts('WORK_ORDER', o.workOrderId)).toEqual([]);
  });

  it('keeps a department with work history from being deleted', async () => {
    // A team with no employees that has received a job.
    const bindery = await f.team('제본팀');
    const o = await f.createOrder();
    await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent);
    await call('POST', `${WO}/next_team`, printer.agent, { workOrderId: o.workOrderId, departmentId: bindery.id });
    const res = await call('DELETE', `/api/department/${bindery.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('작업 기록이 있는 부서는 삭제할 수 없습니다. 사용 안 함으로 바꿔주세요.');
  });
});

describe(`the job detail and the work-order side delivery info (${engine})`, () => {
  it('shows the job, where it has been, the order history; an unknown id is a Korean 404', async () => {
    const o = await f.createOrder({ productName: '상세 브로셔' });
    await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent);
    const res = await call('GET', `${WO}/${o.workOrderId}`, reader.agent);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: o.workOrderId,
      productName: '상세 브로셔',
      receiver: '김수령',
      address: '04538 서울특별시 중구 을지로 100',
      receiverTel: '010-2222-3333',
      delivery: null,
      progresses: [expect.objectContaining({ departmentName: printTeam.name, employeeName: printer.name })],
      orderEvents: [expect.objectContaining({ kind: 'WORK_STARTED', actorName: printer.name })],
    });
    const missing = await call('GET', `${WO}/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe('작업지시를 찾을 수 없습니다.');
  });

  it('notes carrier, invoice (digits only) and memo on the order before printing completes', async () => {
    const o = await f.createOrder();
    const res = await call('PATCH', `${WO}/delivery/${o.workOrderId}`, printer.agent, {
      deliveryCompanyCode: '04',
      invoice: '6012-3456-7890',
      deliveryMemo: '경비실에 맡겨주세요',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('배송 정보가 저장되었습니다.');
    expect(res.json().data).toMatchObject({ deliveryCompanyCode: '04', invoice: '601234567890' });
    expect(await f.orderRow(o.orderId)).toMatchObject({
      deliveryCompanyCode: '04',
      invoice: '601234567890',
      deliveryRemark: '경비실에 맡겨주세요',
    });
    const bad = await call('PATCH', `${WO}/delivery/${o.workOrderId}`, printer.agent, { invoice: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      invoice: { isError: true, defaultMessage: '송장번호는 숫자만 입력해주세요. (- 와 공백은 빼고 저장합니다)' },
    });
  });
});

describe(`who may see and move jobs (${engine})`, () => {
  it('lets readers read but not move; refuses customers everything', async () => {
    const o = await f.createOrder();
    expect((await call('GET', `${WO}/receipt`, reader.agent)).statusCode).toBe(200);
    // The next-team picker's teams: departments in use, for WORK readers too.
    const teams = (await call('GET', `${WO}/teams`, reader.agent)).json().data as { id: number; name: string }[];
    expect(teams).toContainEqual({ id: finishTeam.id, name: finishTeam.name });
    expect(teams.every((t) => t.name !== '')).toBe(true);
    expect((await call('POST', `${WO}/work_start/${o.workOrderId}`, reader.agent)).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', `${WO}/receipt`],
      ['GET', WO],
      ['GET', `${WO}/history`],
      ['GET', `${WO}/teams`],
      ['GET', `${WO}/${o.workOrderId}`],
      ['POST', `${WO}/work_start/${o.workOrderId}`],
      ['POST', `${WO}/printing/complete/${o.workOrderId}`],
    ] as const)
      expect([method, url, (await call(method, url, f.customer)).statusCode]).toEqual([method, url, 403]);
    expect((await f.workOrderRow(o.workOrderId)).status).toBe('RECEIPT');
  });
});
