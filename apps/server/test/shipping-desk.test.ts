import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DELIVERY_INVOICE_IN_USE, DELIVERY_RECEIVER_MISSING, deliveryMessages } from '@scm/contract';
import { printingOrder } from '../src/db/schema';
import { engine, makeApp } from './harness';
import { DL, WO, workOrderFixture } from './work-orders-fixture';

// The shipping desk cannot ship wrong: one carrier + invoice is one parcel unless staff say the boxes go together
// (합포장), and nothing ships without to whom and where.
const ctx = await makeApp({ demo: false });
const db = ctx.database.db;
const f = await workOrderFixture(ctx);
const { call } = f;
const shipTeam = await f.team('출고팀');
const shipper = await f.staff(shipTeam.id);

afterEach(() => ctx.app.clock.release());

let invoiceSeq = 0;
const freshInvoice = () => `7${Date.now().toString().slice(-9)}${(invoiceSeq++).toString().padStart(2, '0')}`;

/** A job printed by the shop: its delivery READY. */
async function printedJob(receiver?: { receiver: string; receiverTel: string; address: string }) {
  const o = await f.createOrder();
  if (receiver) await db.update(printingOrder).set(receiver).where(eq(printingOrder.id, o.orderId));
  await call('POST', `${WO}/work_start/${o.workOrderId}`, shipper.agent);
  const res = await call('POST', `${WO}/printing/complete/${o.workOrderId}`, shipper.agent);
  if (res.statusCode !== 200) throw new Error(`printing complete: ${res.body}`);
  return { ...o, deliveryId: (await f.deliveryOf(o.workOrderId))!.id };
}
const start = (deliveryId: number, body: Record<string, unknown>) =>
  call('PATCH', `${DL}/start/${deliveryId}`, shipper.agent, body);

describe(`the shipping desk (${engine})`, () => {
  it('refuses an invoice already on another shipment, naming its order, until 합포장 is confirmed', async () => {
    const invoice = freshInvoice();
    const first = await printedJob();
    const second = await printedJob();
    expect((await start(first.deliveryId, { deliveryCompanyCode: '04', invoice })).statusCode).toBe(200);

    const asked = await start(second.deliveryId, { deliveryCompanyCode: '04', invoice });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      errorCode: DELIVERY_INVOICE_IN_USE,
      // the start dialog asks its own question with these words; the client does not alert them
      isAlert: false,
      errorMessage: `이 송장번호는 주문 ${first.orderNumber}의 배송에 이미 쓰였습니다. 합포장이면 합포장으로 확인해주세요.`,
    });
    expect(await f.deliveryOf(second.workOrderId)).toMatchObject({ status: 'READY', invoice: '' });
    // another carrier's number is another parcel
    const otherCarrier = await printedJob();
    expect((await start(otherCarrier.deliveryId, { deliveryCompanyCode: '05', invoice })).statusCode).toBe(200);

    const combined = await start(second.deliveryId, { deliveryCompanyCode: '04', invoice, combinedShipment: true });
    expect(combined.statusCode).toBe(200);
    expect(combined.json().data).toMatchObject({ invoice, combinedShipment: true, deliveryStatus: 'SHIPPING' });
    expect(await f.deliveryOf(second.workOrderId)).toMatchObject({
      status: 'SHIPPING',
      invoice,
      combinedShipment: true,
    });
    expect(await f.deliveryOf(first.workOrderId)).toMatchObject({ combinedShipment: false });
    expect((await f.events(second.orderId)).at(-1)).toMatchObject({
      kind: 'DELIVERY_STARTED',
      detail: `택배사 CJ대한통운, 송장번호 ${invoice} (합포장)`,
    });
    // Both are listed under the invoice, the second marked.
    const list = await call('GET', `${DL}?searchFilter=invoice&searchKeyword=${invoice}&status=SHIPPING`);
    const rows = list.json().data.content as { orderNumber: string; combinedShipment: boolean }[];
    expect(rows.filter((r) => r.orderNumber !== otherCarrier.orderNumber)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderNumber: first.orderNumber, combinedShipment: false }),
        expect.objectContaining({ orderNumber: second.orderNumber, combinedShipment: true }),
      ]),
    );
  });

  it('asks the same on the work order’s shipping note, and records the 합포장 on the order and its shipment', async () => {
    const invoice = freshInvoice();
    const first = await printedJob();
    expect((await start(first.deliveryId, { deliveryCompanyCode: '04', invoice })).statusCode).toBe(200);
    const noted = await f.createOrder();
    const body = { deliveryCompanyCode: '04', invoice, deliveryMemo: '' };
    const asked = await call('PATCH', `${WO}/delivery/${noted.workOrderId}`, shipper.agent, body);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().errorMessage).toBe(deliveryMessages.invoiceInUse(first.orderNumber));
    expect(await f.orderRow(noted.orderId)).toMatchObject({ invoice: '', combinedShipment: false });

    const ok = await call('PATCH', `${WO}/delivery/${noted.workOrderId}`, shipper.agent, {
      ...body,
      combinedShipment: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(await f.orderRow(noted.orderId)).toMatchObject({ invoice, combinedShipment: true });
    // Printing complete carries the confirmed note over to the shipment, marked.
    await call('POST', `${WO}/work_start/${noted.workOrderId}`, shipper.agent);
    expect((await call('POST', `${WO}/printing/complete/${noted.workOrderId}`, shipper.agent)).statusCode).toBe(200);
    expect(await f.deliveryOf(noted.workOrderId)).toMatchObject({ invoice, combinedShipment: true });
  });

  it('does not carry a noted invoice another shipment took meanwhile without 합포장 (the desk is asked at start)', async () => {
    const invoice = freshInvoice();
    const noted = await f.createOrder({ deliveryCompanyCode: '04', invoice });
    const first = await printedJob();
    expect((await start(first.deliveryId, { deliveryCompanyCode: '04', invoice })).statusCode).toBe(200);
    await call('POST', `${WO}/work_start/${noted.workOrderId}`, shipper.agent);
    expect((await call('POST', `${WO}/printing/complete/${noted.workOrderId}`, shipper.agent)).statusCode).toBe(200);
    expect(await f.deliveryOf(noted.workOrderId)).toMatchObject({ invoice: '', combinedShipment: false });
  });

  it('refuses to start a shipment without the receiver’s name, phone or address, naming exactly what is missing', async () => {
    const cases = [
      [{ receiver: '김수령', receiverTel: '', address: '' }, '받는 분 연락처와 주소가 없어 배송을 시작할 수 없습니다.'],
      [
        { receiver: '', receiverTel: '010-1111-2222', address: '서울' },
        '받는 분 이름이 없어 배송을 시작할 수 없습니다.',
      ],
      [
        { receiver: '', receiverTel: ' ', address: '' },
        '받는 분 이름, 연락처와 주소가 없어 배송을 시작할 수 없습니다.',
      ],
      [
        { receiver: '김수령', receiverTel: '010-1111-2222', address: '' },
        '받는 분 주소가 없어 배송을 시작할 수 없습니다.',
      ],
    ] as const;
    for (const [receiver, message] of cases) {
      const job = await printedJob({ ...receiver });
      const res = await start(job.deliveryId, { deliveryCompanyCode: '04', invoice: freshInvoice() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: DELIVERY_RECEIVER_MISSING, errorMessage: message });
      expect(await f.deliveryOf(job.workOrderId)).toMatchObject({ status: 'READY', invoice: '', startedBy: null });
    }
  });
});
