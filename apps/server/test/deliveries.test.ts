import { afterEach, describe, expect, it } from 'vitest';
import { engine, makeApp } from './harness';
import { DL, WO, workOrderFixture } from './work-orders-fixture';

const ctx = await makeApp({ demo: false });
const f = await workOrderFixture(ctx);
const { call } = f;

const shipTeam = await f.team('출고팀');
const shipper = await f.staff(shipTeam.id);
const reader = await f.staff(shipTeam.id, { write: false });
const HISTORY = '/api/admin/wk/delivery_complete_history';

afterEach(() => ctx.app.clock.release());

/** A job printed at `at`: its delivery READY. */
async function printedJob(at = '2026-11-20T01:00:00Z', productName?: string) {
  ctx.app.clock.fixAt(at);
  const o = await f.createOrder(productName ? { productName } : {});
  await call('POST', `${WO}/work_start/${o.workOrderId}`, shipper.agent);
  const res = await call('POST', `${WO}/printing/complete/${o.workOrderId}`, shipper.agent);
  if (res.statusCode !== 200) throw new Error(`printing complete: ${res.body}`);
  const shipment = (await f.deliveryOf(o.workOrderId))!;
  return { ...o, deliveryId: shipment.id };
}
const search = (orderNumber: string) => `searchFilter=orderNumber&searchKeyword=${orderNumber}`;

describe(`the delivery list and its moves (${engine})`, () => {
  it('counts a full page of open deliveries (the count keeps the work order its order join reads)', async () => {
    await printedJob();
    await printedJob();
    const res = await call('GET', `${DL}?size=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.content).toHaveLength(1);
    expect(res.json().data.pageable.totalElements).toBeGreaterThanOrEqual(2);
  });

  it('lists a ready shipment with its order, buyer and address; starts it with carrier and invoice; completes it', async () => {
    const o = await printedJob('2026-11-20T01:00:00Z', '배송 전단지');
    const list = await call('GET', `${DL}?${search(o.orderNumber)}`, reader.agent);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.content).toEqual([
      {
        id: o.deliveryId,
        workOrderId: o.workOrderId,
        orderId: o.orderId,
        orderNumber: o.orderNumber,
        productName: '배송 전단지',
        workType: 'LEAFLET',
        buyerName: f.customerName,
        receiver: '김수령',
        zipCode: '04538',
        address: '서울특별시 중구 을지로 100',
        receiverTel: '010-2222-3333',
        deliveryRemark: '',
        deliveryDate: '2099-12-31',
        deliveryStatus: 'READY',
        deliveryCompanyCode: '',
        invoice: '',
        combinedShipment: false,
        createdAt: '2026-11-20T01:00:00.000Z',
        deliveryStartDatetime: null,
        deliveryEndDatetime: null,
      },
    ]);
    expect((await call('GET', `${DL}?status=SHIPPING&${search(o.orderNumber)}`)).json().data.content).toEqual([]);

    ctx.app.clock.fixAt('2026-11-21T02:00:00Z');
    const started = await call('PATCH', `${DL}/start/${o.deliveryId}`, shipper.agent, {
      deliveryCompanyCode: '04',
      invoice: '6012 3456-7890',
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().message).toBe('배송을 시작했습니다.');
    expect(await f.deliveryOf(o.workOrderId)).toMatchObject({
      status: 'SHIPPING',
      deliveryCompanyCode: '04',
      invoice: '601234567890',
      deliveryStartDatetime: new Date('2026-11-21T02:00:00Z'),
      startedBy: shipper.employeeId,
    });
    expect((await f.notificationsOf(f.customer.accountId)).at(-1)).toEqual({
      content: `주문 ${o.orderNumber} '배송 전단지'의 배송이 시작되었습니다. (CJ대한통운, 송장번호 601234567890)`,
      status: 'UPDATED',
      targetDocumentType: 'PRINTING_ORDER',
      targetContentId: o.orderId,
    });
    expect((await f.events(o.orderId)).at(-1)).toMatchObject({
      kind: 'DELIVERY_STARTED',
      detail: '택배사 CJ대한통운, 송장번호 601234567890',
    });
    const twice = await call('PATCH', `${DL}/start/${o.deliveryId}`, shipper.agent, {
      deliveryCompanyCode: '05',
      invoice: '1',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMessage).toContain("배송 상태가 현재 '배송중'이라 '배송 시작'을 할 수 없습니다.");
    expect((await f.deliveryOf(o.workOrderId))!.invoice).toBe('601234567890');
    expect((await call('GET', `${DL}?status=SHIPPING&${search(o.orderNumber)}`)).json().data.content).toHaveLength(1);

    ctx.app.clock.fixAt('2026-11-22T05:30:00Z');
    const done = await call('PATCH', `${DL}/complete/${o.deliveryId}`, shipper.agent);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('배송을 완료 처리했습니다.');
    expect(await f.deliveryOf(o.workOrderId)).toMatchObject({
      status: 'COMPLETE',
      deliveryEndDatetime: new Date('2026-11-22T05:30:00Z'),
      completedBy: shipper.employeeId,
    });
    expect((await f.notificationsOf(f.customer.accountId)).at(-1)).toMatchObject({
      content: `주문 ${o.orderNumber} '배송 전단지'의 배송이 완료되었습니다.`,
      status: 'COMPLETED',
    });
    expect((await f.events(o.orderId)).map((e) => e.kind)).toEqual([
      'WORK_STARTED',
      'PRINTING_COMPLETE',
      'DELIVERY_STARTED',
      'DELIVERY_COMPLETE',
    ]);
    // Delivered: out of the open list, into the completed history with its lead times.
    expect((await call('GET', `${DL}?${search(o.orderNumber)}`)).json().data.content).toEqual([]);
    const history = await call(
      'GET',
      `${HISTORY}?${search(o.orderNumber)}&startDate=2026-11-22&endDate=2026-11-22`,
      reader.agent,
    );
    expect(history.statusCode).toBe(200);
    const [row] = history.json().data.content;
    expect(row).toMatchObject({
      id: o.deliveryId,
      deliveryStatus: 'COMPLETE',
      deliveryEndDatetime: '2026-11-22T05:30:00.000Z',
      receiptDatetime: '2026-11-20T01:00:00.000Z',
      // Received 11-20 01:00, handed over 11-21 02:00, delivered 11-22 05:30.
      leadTimeMinutes: 52 * 60 + 30,
      shippingMinutes: 27 * 60 + 30,
    });
    const outside = await call('GET', `${HISTORY}?${search(o.orderNumber)}&startDate=2026-11-23&endDate=2026-11-30`);
    expect(outside.json().data.content).toEqual([]);

    const again = await call('PATCH', `${DL}/complete/${o.deliveryId}`, shipper.agent);
    expect(again.statusCode).toBe(409);
    // The work-order side cannot change a delivered shipment's invoice.
    const late = await call('PATCH', `${WO}/delivery/${o.workOrderId}`, shipper.agent, { invoice: '1' });
    expect(late.statusCode).toBe(409);
    expect(late.json().errorMessage).toBe('배송이 완료된 작업지시는 배송 정보를 바꿀 수 없습니다.');
  });

  it('refuses a start without carrier or with a non-digit invoice, and completing a shipment not started', async () => {
    const o = await printedJob();
    const bad = await call('PATCH', `${DL}/start/${o.deliveryId}`, shipper.agent, {
      deliveryCompanyCode: '',
      invoice: '12-AB',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      deliveryCompanyCode: { isError: true, defaultMessage: '택배사를 선택해주세요.' },
      invoice: { isError: true, defaultMessage: '송장번호는 숫자만 입력해주세요. (- 와 공백은 빼고 저장합니다)' },
    });
    const empty = await call('PATCH', `${DL}/start/${o.deliveryId}`, shipper.agent, { deliveryCompanyCode: '04' });
    expect(empty.json()).toEqual({ invoice: { isError: true, defaultMessage: '송장번호를 입력해주세요.' } });
    const unknown = await call('PATCH', `${DL}/start/${o.deliveryId}`, shipper.agent, {
      deliveryCompanyCode: 'ZZ',
      invoice: '1234',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      deliveryCompanyCode: { isError: true, defaultMessage: '택배사를 목록에서 다시 선택해주세요.' },
    });
    expect((await f.deliveryOf(o.workOrderId))?.status).toBe('READY');
    const early = await call('PATCH', `${DL}/complete/${o.deliveryId}`, shipper.agent);
    expect(early.statusCode).toBe(409);
    expect(early.json().errorMessage).toContain("배송 상태가 현재 '배송준비'라 '배송 완료'를 할 수 없습니다.");
    const missing = await call('PATCH', `${DL}/complete/999999`, shipper.agent);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe('배송을 찾을 수 없습니다.');
    expect((await f.deliveryOf(o.workOrderId))!.status).toBe('READY');
  });

  it('corrects a ready shipment’s carrier and invoice from the work-order side', async () => {
    const o = await printedJob();
    const res = await call('PATCH', `${WO}/delivery/${o.workOrderId}`, shipper.agent, {
      deliveryCompanyCode: '05',
      invoice: '555-1234',
    });
    expect(res.statusCode).toBe(200);
    expect(await f.deliveryOf(o.workOrderId)).toMatchObject({ deliveryCompanyCode: '05', invoice: '5551234' });
    expect(res.json().data.delivery).toMatchObject({ deliveryCompanyCode: '05', invoice: '5551234' });
  });

  it('lets readers read, not move; refuses customers', async () => {
    const o = await printedJob();
    const body = { deliveryCompanyCode: '04', invoice: '1234' };
    expect((await call('PATCH', `${DL}/start/${o.deliveryId}`, reader.agent, body)).statusCode).toBe(403);
    expect((await call('GET', DL, f.customer)).statusCode).toBe(403);
    expect((await call('GET', HISTORY, f.customer)).statusCode).toBe(403);
    expect((await call('PATCH', `${DL}/start/${o.deliveryId}`, f.customer, body)).statusCode).toBe(403);
    expect((await call('PATCH', `${DL}/complete/${o.deliveryId}`, f.customer)).statusCode).toBe(403);
    expect((await f.deliveryOf(o.workOrderId))!.status).toBe('READY');
  });
});
