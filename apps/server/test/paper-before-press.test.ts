import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PAPER_AVAILABILITY } from '@scm/contract';
import { printingOrder } from '../src/db/schema';
import { engine, makeApp, seedItem } from './harness';
import { WO, workOrderFixture } from './work-orders-fixture';

const ctx = await makeApp({ demo: false });
const f = await workOrderFixture(ctx);
const { call } = f;
const db = ctx.database.db;

const printTeam = await f.team('인쇄팀');
const finishTeam = await f.team('후가공팀');
const printer = await f.staff(printTeam.id);
const finisher = await f.staff(finishTeam.id);
const reader = await f.staff(printTeam.id, { write: false });

describe(`paper availability for the order form (${engine})`, () => {
  it('counts the open jobs’ needs, not a printed or cancelled one, nor the excluded order', async () => {
    const art = await seedItem(ctx, { name: '아트지 가용', amount: 1000 });
    const other = await seedItem(ctx, { name: '모조지 가용', amount: 40 });
    // Printed: its 50 left stock and it needs nothing more.
    const printed = await f.createOrder({ papers: [{ itemId: art.id, amount: 50, wrongAmount: 0 }] });
    expect((await call('POST', `${WO}/work_start/${printed.workOrderId}`, printer.agent)).statusCode).toBe(200);
    expect((await call('POST', `${WO}/printing/complete/${printed.workOrderId}`, printer.agent)).statusCode).toBe(200);
    // Open: received, and one in work (used + spoiled, two lines of one item).
    const received = await f.createOrder({
      papers: [
        { itemId: art.id, amount: 300, wrongAmount: 20 },
        { itemId: other.id, amount: 5, wrongAmount: null },
      ],
    });
    const working = await f.createOrder({
      papers: [
        { itemId: art.id, amount: 60, wrongAmount: 10 },
        { itemId: art.id, amount: 30, wrongAmount: null },
      ],
    });
    expect((await call('POST', `${WO}/work_start/${working.workOrderId}`, printer.agent)).statusCode).toBe(200);
    // Cancelled: its paper is not needed.
    const cancelled = await f.createOrder({ papers: [{ itemId: art.id, amount: 70, wrongAmount: 0 }] });
    await db.update(printingOrder).set({ cancelledAt: new Date() }).where(eq(printingOrder.id, cancelled.orderId));

    const url = `${API_PAPER_AVAILABILITY}?rawItemIds=${art.id},${other.id},999999`;
    let res = await call('GET', url, reader.agent);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { rawItemId: art.id, itemName: '아트지 가용', unit: art.itemUnit, onHand: 950, neededByOthers: 420, free: 530 },
      { rawItemId: other.id, itemName: '모조지 가용', unit: other.itemUnit, onHand: 40, neededByOthers: 5, free: 35 },
    ]);
    res = await call('GET', `${url}&excludeOrderId=${received.orderId}`, reader.agent);
    expect(res.json().data[0]).toMatchObject({ onHand: 950, neededByOthers: 100, free: 850 });
    expect(res.json().data[1]).toMatchObject({ neededByOthers: 0, free: 40 });
  });

  it('refuses a bad id list in Korean and a customer', async () => {
    let res = await call('GET', `${API_PAPER_AVAILABILITY}?rawItemIds=a,1`, reader.agent);
    expect(res.statusCode).toBe(400);
    expect(res.json().rawItemIds.defaultMessage).toBe('용지는 1~50개의 번호를 쉼표로 구분해 보내주세요.');
    res = await call('GET', `${API_PAPER_AVAILABILITY}?rawItemIds=1`, f.customer);
    expect(res.statusCode).toBe(403);
  });
});

describe(`work start with short paper (${engine})`, () => {
  it('asks (409 naming need, free and shortfall), starts when confirmed and records it; the next team is not asked', async () => {
    const snow = await seedItem(ctx, { name: '스노우지 시작', amount: 100 });
    await f.createOrder({ papers: [{ itemId: snow.id, amount: 80, wrongAmount: 0 }] });
    const o = await f.createOrder({ papers: [{ itemId: snow.id, amount: 45, wrongAmount: 5 }] });

    let res = await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'PAPER_SHORT_AT_START', isAlert: false });
    expect(res.json().errorMessage).toContain(
      `스노우지 시작: 필요 50${snow.itemUnit}, 가용 20${snow.itemUnit}, 부족 30${snow.itemUnit}`,
    );
    expect((await f.workOrderRow(o.workOrderId)).status).toBe('RECEIPT');
    expect(await f.progresses(o.workOrderId)).toEqual([]);

    res = await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent, { confirmShortage: true });
    expect(res.statusCode).toBe(200);
    expect((await f.workOrderRow(o.workOrderId)).status).toBe('WORKING');
    const events = await f.events(o.orderId);
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['PAPER_SHORT_STARTED', 'WORK_STARTED']));
    expect(events.find((e) => e.kind === 'PAPER_SHORT_STARTED')!.detail).toContain('부족 30');
    // Nothing left stock at the start.
    expect(await f.stockAmount(snow.id)).toBe(100);

    // The next team's start is not the job's first: it is not asked again.
    res = await call('POST', `${WO}/next_team`, printer.agent, {
      workOrderId: o.workOrderId,
      departmentId: finishTeam.id,
    });
    expect(res.statusCode).toBe(200);
    const turn = (await f.progresses(o.workOrderId)).at(-1)!;
    res = await call('POST', `${WO}/work_progress_start/${turn.id}`, finisher.agent);
    expect(res.statusCode).toBe(200);
  });

  it('a job with enough free paper starts without a body, as before', async () => {
    const mo = await seedItem(ctx, { name: '모조지 시작', amount: 100 });
    const o = await f.createOrder({ papers: [{ itemId: mo.id, amount: 100, wrongAmount: 0 }] });
    const res = await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent);
    expect(res.statusCode).toBe(200);
    expect((await f.events(o.orderId)).map((e) => e.kind)).not.toContain('PAPER_SHORT_STARTED');
  });
});
