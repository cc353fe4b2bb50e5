import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { API_ORDER } from '@scm/contract';
import { workOrder, workOrderPaper } from '../src/db/schema';
import { engine, makeApp, seedItem } from './harness';
import { WO, workOrderFixture, type PaperUse } from './work-orders-fixture';

const ctx = await makeApp({ demo: false });
const db = ctx.database.db;
const f = await workOrderFixture(ctx);
const { call } = f;

const printTeam = await f.team('인쇄팀');
const printer = await f.staff(printTeam.id);
const reader = await f.staff(printTeam.id, { write: false });

afterEach(() => ctx.app.clock.release());

const art = await seedItem(ctx, { name: '아트지 150g', amount: 5000 });
const snow = await seedItem(ctx, { name: '스노우지 250g', amount: 5000 });

/** An order whose original job is printed (its paper released). */
async function printedOrder(papers: PaperUse[] = [{ itemId: art.id, amount: 100, wrongAmount: 5 }]) {
  const o = await f.createOrder({ papers, amount: 1000, numberCases: 1, remark: '후가공 주의' });
  expect((await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent)).statusCode).toBe(200);
  expect((await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent)).statusCode).toBe(200);
  return o;
}

async function failedInspection(defectQuantity = 30) {
  const res = await call('POST', '/api/inspection', f.admin, {
    name: `재단 검수 ${defectQuantity}`,
    itemIds: [art.id],
    inspectionQuantity: 1000,
    defectQuantity,
    startDate: '2026-11-20',
    endDate: '2026-11-20',
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; name: string };
}

const jobsOf = (orderId: number) =>
  db
    .select({ id: workOrder.id, kind: workOrder.kind, status: workOrder.status, isCurrent: workOrder.isCurrent })
    .from(workOrder)
    .where(eq(workOrder.orderId, orderId))
    .orderBy(asc(workOrder.id));

const remakeBody = (orderId: number, extra: object = {}) => ({
  orderId,
  reason: '재단 불량 재인쇄',
  amount: 300,
  usePaperList: [{ rawItemId: snow.id, amount: 40, wrongAmount: 2 }],
  ...extra,
});

describe(`work-order fields (${engine})`, () => {
  it('the detail carries quantity, remarks, the paper lines and their sums, and the derived process type', async () => {
    const o = await f.createOrder({
      papers: [
        { itemId: art.id, amount: 100, wrongAmount: 5 },
        { itemId: snow.id, amount: 30, wrongAmount: null },
      ],
      amount: 1200,
      numberCases: 3,
      remark: '모서리 라운딩',
    });
    const received = await call('GET', `${WO}/${o.workOrderId}`, reader.agent);
    expect(received.statusCode).toBe(200);
    expect(received.json().data).toMatchObject({
      kind: 'ORIGINAL',
      amount: 1200,
      remark: '모서리 라운딩',
      itemName: o.productName,
      customerName: f.customerName,
      processType: 'PROCESS_RECEIPT',
      rawItemPrintAmount: 130,
      rawItemMisprintAmount: 5,
      totalPoint: 3600,
      reason: '',
      inspectionId: null,
      usePaperList: [
        { rawItemId: art.id, itemName: '아트지 150g', itemUnit: '', amount: 100, wrongAmount: 5 },
        { rawItemId: snow.id, itemName: '스노우지 250g', itemUnit: '', amount: 30, wrongAmount: 0 },
      ],
      workOrders: [{ id: o.workOrderId, kind: 'ORIGINAL', status: 'RECEIPT', current: true, amount: 1200 }],
    });
    // The lists carry the same fields (the press reads the quantity there).
    const row = (await call('GET', `${WO}/receipt?searchFilter=orderNumber&searchKeyword=${o.orderNumber}`)).json().data
      .content[0];
    expect(row).toMatchObject({ amount: 1200, remark: '모서리 라운딩', rawItemPrintAmount: 130, totalPoint: 3600 });

    await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent);
    await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent);
    expect((await call('GET', `${WO}/${o.workOrderId}`)).json().data.processType).toBe('PROCESS_DELIVERY');
  });
});

describe(`remake work orders: POST /api/work_order (${engine})`, () => {
  it('opens a remake of a printed order from a failed inspection: RECEIPT, current, own paper, order history', async () => {
    const o = await printedOrder();
    const insp = await failedInspection();
    const res = await call('POST', WO, printer.agent, remakeBody(o.orderId, { inspectionId: insp.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('재작업이 지시되었습니다.');
    const remake = res.json().data;
    expect(remake).toMatchObject({
      kind: 'REMAKE',
      orderId: o.orderId,
      workOrderStatus: 'RECEIPT',
      amount: 300,
      remark: '후가공 주의',
      reason: '재단 불량 재인쇄',
      inspectionId: insp.id,
      inspectionName: insp.name,
      rawItemPrintAmount: 40,
      rawItemMisprintAmount: 2,
      usePaperList: [{ rawItemId: snow.id, amount: 40, wrongAmount: 2 }],
      workOrders: [
        { id: o.workOrderId, kind: 'ORIGINAL', status: 'COMPLETE', current: false },
        { id: remake.id, kind: 'REMAKE', status: 'RECEIPT', current: true, reason: '재단 불량 재인쇄', amount: 300 },
      ],
    });
    expect(await jobsOf(o.orderId)).toEqual([
      { id: o.workOrderId, kind: 'ORIGINAL', status: 'COMPLETE', isCurrent: false },
      { id: remake.id, kind: 'REMAKE', status: 'RECEIPT', isCurrent: true },
    ]);
    expect(await db.select().from(workOrderPaper).where(eq(workOrderPaper.workOrderId, remake.id))).toEqual([
      expect.objectContaining({ position: 0, rawItemId: snow.id, amount: 40, wrongAmount: 2 }),
    ]);
    expect((await f.events(o.orderId)).at(-1)).toEqual({
      kind: 'REMAKE_ORDERED',
      detail: '재단 불량 재인쇄 (수량 300)',
      actorName: printer.name,
    });

    // The received tab holds the remake; the order list keeps one row, following the remake.
    const received = await call('GET', `${WO}/receipt?searchFilter=orderNumber&searchKeyword=${o.orderNumber}`);
    expect(received.json().data.content.map((r: { id: number }) => r.id)).toEqual([remake.id]);
    const orders = await call('GET', `${API_ORDER}?searchFilter=orderNumber&searchKeyword=${o.orderNumber}`);
    expect(orders.json().data.content).toEqual([
      // The order's job is the remake now: received, not yet shipped.
      expect.objectContaining({ id: o.orderId, workOrderStatus: 'RECEIPT', deliveryStatus: null }),
    ]);
    // The inspection lists it.
    const ofInspection = await call('GET', `${WO}/remakes?inspectionId=${insp.id}`, reader.agent);
    expect(ofInspection.statusCode).toBe(200);
    expect(ofInspection.json().data).toEqual([
      expect.objectContaining({ id: remake.id, orderId: o.orderId, orderNumber: o.orderNumber, amount: 300 }),
    ]);

    // One open job per order: a second remake waits until this one is printed.
    const again = await call('POST', WO, printer.agent, remakeBody(o.orderId));
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe('인쇄가 완료된 주문만 재작업을 지시할 수 있습니다. 지금 작업 상태: 접수');
    // A printed order with a remake open is still neither cancellable nor deletable.
    expect((await call('POST', `${API_ORDER}/cancel/${o.orderId}`, f.admin, { reason: '고객 요청' })).statusCode).toBe(
      409,
    );
    expect((await call('DELETE', `${API_ORDER}/${o.orderId}`)).statusCode).toBe(409);
    expect(await jobsOf(o.orderId)).toHaveLength(2);
  });

  it('refuses an order not printed, a cancelled or unknown order, a passed or unknown inspection, unknown paper', async () => {
    const open = await f.createOrder();
    const notPrinted = await call('POST', WO, printer.agent, remakeBody(open.orderId));
    expect(notPrinted.statusCode).toBe(409);
    expect(notPrinted.json().errorMessage).toBe(
      '인쇄가 완료된 주문만 재작업을 지시할 수 있습니다. 지금 작업 상태: 접수',
    );
    expect((await call('POST', `${API_ORDER}/cancel/${open.orderId}`, f.admin, { reason: '취소' })).statusCode).toBe(
      200,
    );
    const cancelled = await call('POST', WO, printer.agent, remakeBody(open.orderId));
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().errorMessage).toBe('취소된 주문은 재작업을 지시할 수 없습니다.');
    expect(await jobsOf(open.orderId)).toHaveLength(1);

    const o = await printedOrder();
    const unknownOrder = await call('POST', WO, printer.agent, remakeBody(99_999_999));
    expect(unknownOrder.statusCode).toBe(400);
    expect(unknownOrder.json()).toEqual({
      orderId: { isError: true, defaultMessage: '주문을 찾을 수 없습니다. 다시 선택해주세요.' },
    });
    const passed = await failedInspection(0);
    const pass = await call('POST', WO, printer.agent, remakeBody(o.orderId, { inspectionId: passed.id }));
    expect(pass.statusCode).toBe(409);
    expect(pass.json().inspectionId.defaultMessage).toBe(
      '불량이 없는 검수입니다. 불량 수량이 있는 검수만 재작업을 지시할 수 있습니다.',
    );
    const noInspection = await call('POST', WO, printer.agent, remakeBody(o.orderId, { inspectionId: 99_999_999 }));
    expect(noInspection.json()).toEqual({
      inspectionId: { isError: true, defaultMessage: '검수를 찾을 수 없습니다. 다시 선택해주세요.' },
    });
    const noPaper = await call(
      'POST',
      WO,
      printer.agent,
      remakeBody(o.orderId, { usePaperList: [{ rawItemId: 99_999_999, amount: 1, wrongAmount: 0 }] }),
    );
    expect(noPaper.json()).toEqual({
      'usePaperList.0.rawItemId': { isError: true, defaultMessage: '용지 품목을 찾을 수 없습니다. 다시 선택해주세요.' },
    });
    const blank = await call('POST', WO, printer.agent, { orderId: o.orderId, reason: ' ', amount: 0 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      reason: { defaultMessage: '재작업 사유를 입력해주세요.' },
      amount: { defaultMessage: '재작업 수량은 1 이상 입력해주세요.' },
    });
    expect(await jobsOf(o.orderId)).toHaveLength(1);
    // Readers may look, not order a remake.
    expect((await call('POST', WO, reader.agent, remakeBody(o.orderId))).statusCode).toBe(403);
  });

  it('a remake is worked like any job and releases its own paper; the original’s is not released again', async () => {
    const o = await printedOrder([{ itemId: art.id, amount: 100, wrongAmount: 5 }]);
    const artAfterOriginal = await f.stockAmount(art.id);
    const snowBefore = await f.stockAmount(snow.id);
    const remake = (await call('POST', WO, printer.agent, remakeBody(o.orderId))).json().data;
    expect((await call('POST', `${WO}/work_start/${remake.id}`, printer.agent)).statusCode).toBe(200);
    const done = await call('POST', `${WO}/printing/complete/${remake.id}`, printer.agent);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      kind: 'REMAKE',
      workOrderStatus: 'COMPLETE',
      delivery: { status: 'READY' },
    });
    expect(await f.stockAmount(art.id)).toBe(artAfterOriginal);
    expect(await f.stockAmount(snow.id)).toBe(snowBefore - 42);
    expect(await f.workOrderHistory(remake.id)).toEqual([
      expect.objectContaining({ ioType: 'WORKORDER_RELEASING', amount: 40, referenceId: remake.id }),
      expect.objectContaining({ ioType: 'WORKORDER_WRONG_RELEASING', amount: 2, referenceId: remake.id }),
    ]);
    // Its own shipment; the original's stays.
    expect(await f.deliveryOf(remake.id)).toMatchObject({ status: 'READY' });
    expect(await f.deliveryOf(o.workOrderId)).toMatchObject({ status: 'READY' });
    expect((await f.events(o.orderId)).at(-1)).toMatchObject({
      kind: 'PRINTING_COMPLETE',
      detail: '재작업 / 용지 출고: 스노우지 250g 40(파지 2)',
    });
    // Printed again, it may be remade again.
    expect((await call('POST', WO, printer.agent, remakeBody(o.orderId))).statusCode).toBe(201);
    expect((await jobsOf(o.orderId)).map((j) => [j.kind, j.isCurrent])).toEqual([
      ['ORIGINAL', false],
      ['REMAKE', false],
      ['REMAKE', true],
    ]);
  });
});

describe(`remake work orders: PUT and DELETE (${engine})`, () => {
  it('PUT edits a remake before it starts (reason, quantity, inspection, paper); not after, never the original', async () => {
    const o = await printedOrder();
    const remake = (await call('POST', WO, printer.agent, remakeBody(o.orderId))).json().data;
    const insp = await failedInspection(12);
    const res = await call('PUT', WO, printer.agent, {
      id: remake.id,
      reason: '색상 불량 재인쇄',
      amount: '1,000',
      inspectionId: insp.id,
      usePaperList: [
        { rawItemId: art.id, amount: 10, wrongAmount: 1 },
        { rawItemId: snow.id, amount: 0, wrongAmount: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('재작업 지시가 수정되었습니다.');
    expect(res.json().data).toMatchObject({ reason: '색상 불량 재인쇄', amount: 1000, inspectionId: insp.id });
    // A line with nothing used nor spoiled is not kept.
    expect(await db.select().from(workOrderPaper).where(eq(workOrderPaper.workOrderId, remake.id))).toEqual([
      expect.objectContaining({ position: 0, rawItemId: art.id, amount: 10, wrongAmount: 1 }),
    ]);
    expect((await f.events(o.orderId)).at(-1)).toMatchObject({ kind: 'REMAKE_UPDATED' });

    const original = await call('PUT', WO, printer.agent, {
      ...remakeBody(o.orderId),
      orderId: undefined,
      id: o.workOrderId,
    });
    expect(original.statusCode).toBe(409);
    expect(original.json().errorMessage).toBe(
      '원작업 지시는 주문과 함께 관리되므로 여기서 수정하거나 삭제할 수 없습니다.',
    );
    await call('POST', `${WO}/work_start/${remake.id}`, printer.agent);
    const started = await call('PUT', WO, printer.agent, {
      ...remakeBody(o.orderId),
      orderId: undefined,
      id: remake.id,
    });
    expect(started.statusCode).toBe(409);
    expect(started.json().errorMessage).toBe('작업이 시작된 재작업은 수정하거나 삭제할 수 없습니다. 지금 상태: 작업중');
    expect(
      (await call('PUT', WO, printer.agent, { ...remakeBody(1), orderId: undefined, id: 99_999_999 })).statusCode,
    ).toBe(404);
  });

  it('DELETE removes a remake not started and the original is the order’s job again; never the original', async () => {
    const o = await printedOrder();
    const remake = (await call('POST', WO, printer.agent, remakeBody(o.orderId))).json().data;
    const res = await call('DELETE', `${WO}/${remake.id}`, printer.agent);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('재작업 지시가 삭제되었습니다.');
    expect(await jobsOf(o.orderId)).toEqual([
      { id: o.workOrderId, kind: 'ORIGINAL', status: 'COMPLETE', isCurrent: true },
    ]);
    expect(await db.select().from(workOrderPaper).where(eq(workOrderPaper.workOrderId, remake.id))).toEqual([]);
    expect((await f.events(o.orderId)).at(-1)).toMatchObject({ kind: 'REMAKE_DELETED', detail: '재단 불량 재인쇄' });
    const orders = await call('GET', `${API_ORDER}?searchFilter=orderNumber&searchKeyword=${o.orderNumber}`);
    expect(orders.json().data.content).toEqual([
      expect.objectContaining({ id: o.orderId, workOrderStatus: 'COMPLETE', deliveryStatus: 'READY' }),
    ]);

    const original = await call('DELETE', `${WO}/${o.workOrderId}`, printer.agent);
    expect(original.statusCode).toBe(409);
    expect(original.json().errorMessage).toBe(
      '원작업 지시는 주문과 함께 관리되므로 여기서 수정하거나 삭제할 수 없습니다.',
    );
    const next = (await call('POST', WO, printer.agent, remakeBody(o.orderId))).json().data;
    await call('POST', `${WO}/work_start/${next.id}`, printer.agent);
    const started = await call('DELETE', `${WO}/${next.id}`, printer.agent);
    expect(started.statusCode).toBe(409);
    expect(await jobsOf(o.orderId)).toHaveLength(2);
    expect((await call('DELETE', `${WO}/99999999`, printer.agent)).statusCode).toBe(404);
    expect((await call('DELETE', `${WO}/${next.id}`, reader.agent)).statusCode).toBe(403);
  });
});
