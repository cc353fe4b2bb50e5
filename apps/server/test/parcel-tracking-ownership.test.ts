import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API_CUSTOMER_ORDER,
  API_PARCEL_TRACKING,
  deliveryMessages,
  deliveryTrackingMessages as MSG,
} from '@scm/contract';
import { delivery } from '../src/db/schema';
import { openDelivery } from '../src/modules/deliveries/open';
import type { ServiceContext } from '../src/platform/service';
import { engine, makeApp } from './harness';
import { DL, WO, workOrderFixture } from './work-orders-fixture';

// A customer could type another customer's invoice on its own order, and once the shop printed it, track the other
// customer's parcel. Now only staff enter carriers and invoices, and one invoice belongs to one customer.
const ctx = await makeApp({ demo: false });
const db = ctx.database.db;
const mine = await workOrderFixture(ctx);
const theirs = await workOrderFixture(ctx);

/** A job of the fixture's customer with its shipment open (READY), as printing complete leaves it. */
const shipped = async (f: typeof mine, invoice = '', deliveryCompanyCode = '') => {
  const o = await f.createOrder();
  const [row] = await db
    .insert(delivery)
    .values({ workOrderId: o.workOrderId, status: 'READY', deliveryCompanyCode, invoice })
    .returning();
  return { ...o, deliveryId: row!.id };
};
const THEIR_INVOICE = '601111112222';

describe(`who enters a carrier and invoice (${engine})`, () => {
  it("refuses staff an invoice already on another customer's shipment, at the field, in Korean", async () => {
    await shipped(theirs, THEIR_INVOICE, '04');
    const job = await shipped(mine);
    const note = await mine.call('PATCH', `${WO}/delivery/${job.workOrderId}`, mine.admin, {
      deliveryCompanyCode: '04',
      invoice: '6011-1111-2222',
      deliveryMemo: '',
    });
    expect(note.statusCode).toBe(400);
    expect(note.json()).toEqual({ invoice: { isError: true, defaultMessage: MSG.invoiceOnAnotherShipment } });
    const start = await mine.call('PATCH', `${DL}/start/${job.deliveryId}`, mine.admin, {
      deliveryCompanyCode: '04',
      invoice: THEIR_INVOICE,
    });
    expect(start.statusCode).toBe(400);
    expect(start.json()).toEqual({ invoice: { isError: true, defaultMessage: MSG.invoiceOnAnotherShipment } });
    expect(await mine.deliveryOf(job.workOrderId)).toMatchObject({ status: 'READY', invoice: '' });
    // another carrier's number is another parcel
    const otherCarrier = await mine.call('PATCH', `${DL}/start/${job.deliveryId}`, mine.admin, {
      deliveryCompanyCode: '05',
      invoice: THEIR_INVOICE,
    });
    expect(otherCarrier.statusCode).toBe(200);
  });

  it('lets one customer share an invoice over its own orders (one box) once 합포장 is confirmed', async () => {
    const first = await shipped(theirs, '602222223333', '04');
    expect(first.deliveryId).toBeGreaterThan(0);
    const second = await shipped(theirs);
    const body = { deliveryCompanyCode: '04', invoice: '602222223333', deliveryMemo: '' };
    const asked = await theirs.call('PATCH', `${WO}/delivery/${second.workOrderId}`, theirs.admin, body);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().errorMessage).toBe(deliveryMessages.invoiceInUse(first.orderNumber));
    expect(await theirs.deliveryOf(second.workOrderId)).toMatchObject({ invoice: '', combinedShipment: false });
    const note = await theirs.call('PATCH', `${WO}/delivery/${second.workOrderId}`, theirs.admin, {
      ...body,
      combinedShipment: true,
    });
    expect(note.statusCode).toBe(200);
    expect(await theirs.deliveryOf(second.workOrderId)).toMatchObject({
      invoice: '602222223333',
      combinedShipment: true,
    });
    expect(await theirs.orderRow(second.orderId)).toMatchObject({ invoice: '602222223333', combinedShipment: true });
  });

  it('refuses a carrier code the carrier list does not know', async () => {
    const job = await shipped(mine);
    const res = await mine.call('PATCH', `${WO}/delivery/${job.workOrderId}`, mine.admin, {
      deliveryCompanyCode: 'ZZ',
      invoice: '603333334444',
      deliveryMemo: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ deliveryCompanyCode: { isError: true, defaultMessage: MSG.unknownCarrier } });
  });

  it('does not carry an invoice noted on the order over to the shipment when another customer has it', async () => {
    await shipped(theirs, '604444445555', '04');
    const o = await mine.createOrder({ deliveryCompanyCode: '04', invoice: '604444445555' });
    const tx = { db, clock: ctx.app.clock } as unknown as ServiceContext;
    const id = await openDelivery(tx, o.workOrderId, {
      deliveryCompanyCode: '04',
      invoice: '6044-4444-5555',
      combinedShipment: true,
    });
    expect((await db.select().from(delivery).where(eq(delivery.id, id)))[0]).toMatchObject({
      deliveryCompanyCode: '04',
      invoice: '',
    });
    const free = await mine.createOrder();
    const ok = await openDelivery(tx, free.workOrderId, {
      deliveryCompanyCode: '04',
      invoice: '605555556666',
      combinedShipment: false,
    });
    expect((await db.select().from(delivery).where(eq(delivery.id, ok)))[0]).toMatchObject({ invoice: '605555556666' });
  });

  it("refuses a carrier or invoice in a customer's order, and the customer cannot track the other's parcel", async () => {
    const body = { productName: '고객 전단', workType: 'LEAFLET', amount: 100, numberCases: 1 };
    const typed = await mine.call('POST', API_CUSTOMER_ORDER, mine.customer, {
      ...body,
      invoice: THEIR_INVOICE,
      deliveryCompanyCode: '04',
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json()).toMatchObject({
      invoice: { isError: true, defaultMessage: '택배사와 송장번호는 발송할 때 인쇄소에서 입력합니다.' },
      deliveryCompanyCode: { isError: true, defaultMessage: '택배사와 송장번호는 발송할 때 인쇄소에서 입력합니다.' },
    });
    const track = await ctx.app.inject({
      method: 'GET',
      url: `${API_PARCEL_TRACKING.tracking}?carrierCode=04&invoice=${THEIR_INVOICE}`,
      headers: mine.customer.headers(),
    });
    expect(track.statusCode).toBe(404);
  });
});
