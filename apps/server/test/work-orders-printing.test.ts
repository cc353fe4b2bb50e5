import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { API_SMS } from '@scm/contract';
import { buyer, printingOrder, smsOutbox, stockHistory } from '../src/db/schema';
import { engine, makeApp, seedItem } from './harness';
import { WO, workOrderFixture, type PaperUse } from './work-orders-fixture';

const ctx = await makeApp({ demo: false });
const f = await workOrderFixture(ctx);
const { call } = f;

const printTeam = await f.team('인쇄팀');
const printer = await f.staff(printTeam.id);
const printer2 = await f.staff(printTeam.id);

afterEach(() => ctx.app.clock.release());

/** An order whose printing team has started it (short paper confirmed at the start: these tests check the release). */
async function startedJob(papers: PaperUse[], extra: Parameters<typeof f.createOrder>[0] = {}) {
  const o = await f.createOrder({ papers, ...extra });
  const res = await call('POST', `${WO}/work_start/${o.workOrderId}`, printer.agent, { confirmShortage: true });
  if (res.statusCode !== 200) throw new Error(`start: ${res.body}`);
  return o;
}

describe(`printing complete (${engine})`, () => {
  it('completes the job, releases each paper line (used and spoiled), opens a READY delivery, tells the customer', async () => {
    const art = await seedItem(ctx, { name: '아트지 150g', amount: 1000 });
    const snow = await seedItem(ctx, { name: '스노우지 250g', amount: 500 });
    const o = await startedJob(
      [
        { itemId: art.id, amount: 300, wrongAmount: 20 },
        { itemId: snow.id, amount: 100, wrongAmount: 0 },
        { itemId: art.id, amount: 50, wrongAmount: null },
      ],
      { deliveryCompanyCode: '04', invoice: '6012-3456-7890' },
    );
    ctx.app.clock.fixAt('2026-11-22T06:00:00Z');
    const res = await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer2.agent);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('인쇄 작업이 완료되었습니다.');

    expect(await f.stockAmount(art.id)).toBe(630);
    expect(await f.stockAmount(snow.id)).toBe(400);
    const out = (stockId: number, ioType: string, amount: number, balance: number) => ({
      stockId,
      ioType,
      inputOutput: 'OUTPUT',
      amount,
      balance,
      referenceType: 'WORK_ORDER',
      referenceId: o.workOrderId,
      employeeId: printer2.employeeId,
    });
    // Used then spoiled per line; a zero or empty amount writes no row.
    expect(await f.workOrderHistory(o.workOrderId)).toEqual([
      out(art.stockId, 'WORKORDER_RELEASING', 300, 700),
      out(art.stockId, 'WORKORDER_WRONG_RELEASING', 20, 680),
      out(snow.stockId, 'WORKORDER_RELEASING', 100, 400),
      out(art.stockId, 'WORKORDER_RELEASING', 50, 630),
    ]);

    const at = new Date('2026-11-22T06:00:00Z');
    expect(await f.workOrderRow(o.workOrderId)).toMatchObject({
      status: 'COMPLETE',
      completeDatetime: at,
      currentProgressId: null,
      heldSince: null,
      holderDepartmentId: printTeam.id,
    });
    expect((await f.orderRow(o.orderId)).completeDatetime).toEqual(at);
    expect(await f.progresses(o.workOrderId)).toEqual([
      expect.objectContaining({ status: 'COMPLETE', finishedAt: at }),
    ]);
    // The carrier and invoice noted on the order come along.
    expect(await f.deliveryOf(o.workOrderId)).toMatchObject({
      status: 'READY',
      deliveryCompanyCode: '04',
      invoice: '601234567890',
      deliveryStartDatetime: null,
    });
    expect(res.json().data).toMatchObject({
      workOrderStatus: 'COMPLETE',
      completeDatetime: '2026-11-22T06:00:00.000Z',
      delivery: { status: 'READY', invoice: '601234567890' },
    });
    // The customer heard of the work starting, then of printing complete.
    expect(await f.notifiedAccounts('PRINTING_ORDER', o.orderId)).toEqual([f.customer.accountId, f.customer.accountId]);
    expect((await f.notificationsOf(f.customer.accountId)).at(-1)).toEqual({
      content: `주문 ${o.orderNumber} '${o.productName}'의 인쇄가 완료되었습니다. 곧 배송을 준비합니다.`,
      status: 'COMPLETED',
      targetDocumentType: 'PRINTING_ORDER',
      targetContentId: o.orderId,
    });
    expect((await f.events(o.orderId)).at(-1)).toEqual({
      kind: 'PRINTING_COMPLETE',
      detail: '용지 출고: 아트지 150g 300(파지 20), 스노우지 250g 100(파지 0), 아트지 150g 50(파지 0)',
      actorName: printer2.name,
    });

    // In the completed history, out of the by-department tab; a second press is refused and releases nothing.
    const history = await call('GET', `${WO}/history?searchFilter=orderNumber&searchKeyword=${o.orderNumber}`);
    expect(history.json().data.content.map((r: { id: number }) => r.id)).toEqual([o.workOrderId]);
    const held = await call('GET', `${WO}?searchFilter=orderNumber&searchKeyword=${o.orderNumber}`);
    expect(held.json().data.content).toEqual([]);
    const again = await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toContain("작업지시 상태가 현재 '완료'");
    expect(await f.stockAmount(art.id)).toBe(630);
  });

  it("queues the 작업 완료 text to the contact person's mobile, never a landline; without a mobile the job completes and the outbox says why", async () => {
    const on = await ctx.app.inject({
      method: 'PUT',
      url: API_SMS,
      headers: f.admin.headers(),
      payload: {
        templates: [
          { type: 'DEPOSIT_COMPLETE', enabled: false, content: '{customer}님 {price}원 입금 확인' },
          { type: 'ORDER_COMPLETE', enabled: true, content: '{customer}님, {productName} 작업이 완료되었습니다.' },
        ],
      },
    });
    expect(on.statusCode).toBe(200);
    const db = ctx.database.db;
    const [customer] = await db.select().from(buyer).where(eq(buyer.accountId, f.customer.accountId));
    const paper = await seedItem(ctx, { name: '모조지 100g', amount: 100 });

    await db.update(buyer).set({ tel: '02-123-4567', chargerTel: '' }).where(eq(buyer.id, customer!.id));
    const silent = await startedJob([{ itemId: paper.id, amount: 10, wrongAmount: 0 }]);
    await db.update(printingOrder).set({ receiverTel: '031-555-1234' }).where(eq(printingOrder.id, silent.orderId));
    expect((await call('POST', `${WO}/printing/complete/${silent.workOrderId}`, printer.agent)).statusCode).toBe(200);
    expect(await db.select().from(smsOutbox).where(eq(smsOutbox.referenceId, silent.orderId))).toEqual([
      expect.objectContaining({
        status: 'REJECTED',
        providerAnswer: '휴대전화 번호 없음',
        recipient: '0315551234, 021234567',
      }),
    ]);

    await db.update(buyer).set({ tel: '02-123-4567', chargerTel: '010-2345-6789' }).where(eq(buyer.id, customer!.id));
    const o = await startedJob([{ itemId: paper.id, amount: 10, wrongAmount: 0 }], { productName: '봄 전단' });
    expect((await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent)).statusCode).toBe(200);
    const rows = await db.select().from(smsOutbox).where(eq(smsOutbox.referenceId, o.orderId));
    // the contact person's mobile comes before the order's receiver's (010-2222-3333)
    expect(rows).toEqual([
      expect.objectContaining({
        recipient: '01023456789',
        text: `${customer!.name}님, 봄 전단 작업이 완료되었습니다.`,
        kind: 'SMS',
        status: 'QUEUED',
        template: 'ORDER_COMPLETE',
        referenceType: 'PRINTING_ORDER',
      }),
    ]);

    // no contact person's number: the order's receiver's mobile
    await db.update(buyer).set({ chargerTel: '' }).where(eq(buyer.id, customer!.id));
    const r = await startedJob([{ itemId: paper.id, amount: 10, wrongAmount: 0 }]);
    expect((await call('POST', `${WO}/printing/complete/${r.workOrderId}`, printer.agent)).statusCode).toBe(200);
    const [toReceiver] = await db.select().from(smsOutbox).where(eq(smsOutbox.referenceId, r.orderId));
    expect(toReceiver).toMatchObject({ recipient: '01022223333', status: 'QUEUED' });
  });

  it('does nothing at all when a paper is short and not confirmed, naming each item and the shortfall', async () => {
    const plenty = await seedItem(ctx, { name: '모조지 100g', amount: 1000 });
    const scarce = await seedItem(ctx, { name: '랑데뷰 210g', amount: 100 });
    const o = await startedJob([
      { itemId: plenty.id, amount: 200, wrongAmount: 10 },
      { itemId: scarce.id, amount: 90, wrongAmount: 20 },
    ]);
    const before = await f.workOrderRow(o.workOrderId);
    const eventsBefore = await f.events(o.orderId);
    const res = await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent);
    expect(res.statusCode).toBe(409);
    // Not an alert: the screen asks for the confirmation instead.
    expect(res.json()).toEqual({
      errorCode: 'PAPER_SHORTAGE',
      errorMessage:
        '용지 재고가 부족합니다. 랑데뷰 210g: 필요 110, 현재 재고 100, 부족 10. ' +
        '이미 사용한 용지라면 확인 후 인쇄 완료할 수 있으며, 부족분은 재고에 마이너스로 남아 구매 담당자에게 표시됩니다.',
      isAlert: false,
      isSnackbar: false,
    });
    const no = await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent, {
      confirmShortage: false,
    });
    expect(no.json().errorCode).toBe('PAPER_SHORTAGE');
    expect(await f.workOrderRow(o.workOrderId)).toEqual(before);
    expect(before.status).toBe('WORKING');
    expect((await f.progresses(o.workOrderId)).map((p) => p.status)).toEqual(['WORKING']);
    expect(await f.deliveryOf(o.workOrderId)).toBeUndefined();
    expect(await f.workOrderHistory(o.workOrderId)).toEqual([]);
    expect(await f.stockAmount(plenty.id)).toBe(1000);
    expect(await f.stockAmount(scarce.id)).toBe(100);
    expect((await f.orderRow(o.orderId)).completeDatetime).toBeNull();
    // Only the work start was told to the customer; no printing complete.
    expect(await f.notifiedAccounts('PRINTING_ORDER', o.orderId)).toEqual([f.customer.accountId]);
    expect(await f.events(o.orderId)).toEqual(eventsBefore);
  });

  it('with confirmShortage releases paper stock does not hold: the stock goes below zero, the release is recorded', async () => {
    const plenty = await seedItem(ctx, { name: '모조지 120g', amount: 1000 });
    const scarce = await seedItem(ctx, { name: '랑데뷰 240g', amount: 100 });
    const o = await startedJob([
      { itemId: plenty.id, amount: 200, wrongAmount: 10 },
      { itemId: scarce.id, amount: 200, wrongAmount: 20 },
    ]);
    const res = await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent, {
      confirmShortage: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ workOrderStatus: 'COMPLETE', delivery: { status: 'READY' } });
    expect(await f.stockAmount(plenty.id)).toBe(790);
    expect(await f.stockAmount(scarce.id)).toBe(-120);
    // Every line is recorded; the short item's rows say the shortage was confirmed.
    const history = await ctx.database.db
      .select({ stockId: stockHistory.stockId, balance: stockHistory.balance, memo: stockHistory.memo })
      .from(stockHistory)
      .where(eq(stockHistory.referenceId, o.workOrderId))
      .orderBy(asc(stockHistory.id));
    expect(history.filter((h) => h.stockId === plenty.stockId || h.stockId === scarce.stockId)).toEqual([
      { stockId: plenty.stockId, balance: 800, memo: '' },
      { stockId: plenty.stockId, balance: 790, memo: '' },
      { stockId: scarce.stockId, balance: -100, memo: '재고 부족 확인 출고' },
      { stockId: scarce.stockId, balance: -120, memo: '재고 부족 확인 출고' },
    ]);
    expect((await f.events(o.orderId)).at(-1)).toMatchObject({
      kind: 'PRINTING_COMPLETE',
      detail:
        '용지 출고: 모조지 120g 200(파지 10), 랑데뷰 240g 200(파지 20) / 재고 부족 확인: 랑데뷰 240g: 필요 220, 현재 재고 100, 부족 120',
    });

    // Purchasing sees it: the stock list's shortage filter holds the line, with its negative amount.
    const short = await call('GET', `/api/stocks?shortage=true&size=100`);
    expect(short.statusCode).toBe(200);
    const rows = short.json().data.content as { itemId: number; amount: number }[];
    expect(rows.find((r) => r.itemId === scarce.id)).toMatchObject({ amount: -120 });
    expect(rows.every((r) => r.amount < 0)).toBe(true);
    expect(rows.some((r) => r.itemId === plenty.id)).toBe(false);

    // Every other path still refuses to go below zero: a hand release, even of 1.
    const stockRow = await call('PATCH', `/api/stocks/${plenty.stockId}`, f.admin, {
      ioType: 'AMOUNT_ADJUSTING_AS_RELEASING',
      adjustAmount: 791,
      reason: 'WASTE',
    });
    expect(stockRow.statusCode).toBe(409);
    expect(stockRow.json().errorCode).toBe('STOCK_SHORTAGE');
    const below = await call('PATCH', `/api/stocks/${scarce.stockId}`, f.admin, {
      ioType: 'AMOUNT_ADJUSTING_AS_RELEASING',
      adjustAmount: 1,
      reason: 'WASTE',
    });
    expect(below.statusCode).toBe(409);
    expect(await f.stockAmount(scarce.id)).toBe(-120);
    // Stock put in is taken even while the line is still below zero.
    const receive = await call('PATCH', `/api/stocks/${scarce.stockId}`, f.admin, {
      ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING',
      adjustAmount: 50,
      reason: 'STOCKTAKE',
    });
    expect(receive.statusCode).toBe(200);
    expect(await f.stockAmount(scarce.id)).toBe(-70);
  });

  it('releases exactly once per press when confirmed short releases race other stock changes', async () => {
    const scarce = await seedItem(ctx, { name: '아트지 300g', amount: 50 });
    const jobs = await Promise.all(
      [1, 2, 3].map(() => startedJob([{ itemId: scarce.id, amount: 30, wrongAmount: 0 }])),
    );
    const answers = await Promise.all([
      ...jobs.map((j) =>
        call('POST', `${WO}/printing/complete/${j.workOrderId}`, printer.agent, { confirmShortage: true }),
      ),
      call('PATCH', `/api/stocks/${scarce.stockId}`, f.admin, {
        ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING',
        adjustAmount: 40,
        reason: 'STOCKTAKE',
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await f.stockAmount(scarce.id)).toBe(50 - 90 + 40);
  });

  it('counts one item over several lines when checking stock', async () => {
    const art = await seedItem(ctx, { name: '아트지 100g', amount: 100 });
    const o = await startedJob([
      { itemId: art.id, amount: 60, wrongAmount: 0 },
      { itemId: art.id, amount: 40, wrongAmount: 5 },
    ]);
    const res = await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent);
    expect(res.json().errorMessage).toContain('아트지 100g: 필요 105, 현재 재고 100, 부족 5.');
    expect(await f.stockAmount(art.id)).toBe(100);
  });

  it('releases once when two people press printing complete together', async () => {
    const art = await seedItem(ctx, { amount: 500 });
    const o = await startedJob([{ itemId: art.id, amount: 100, wrongAmount: 10 }]);
    const answers = await Promise.all([
      call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent),
      call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer2.agent),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await f.stockAmount(art.id)).toBe(390);
    expect(await f.workOrderHistory(o.workOrderId)).toHaveLength(2);
  });

  it('refuses a job not started, and one whose next team has not started yet', async () => {
    const o = await f.createOrder();
    const early = await call('POST', `${WO}/printing/complete/${o.workOrderId}`, printer.agent);
    expect(early.statusCode).toBe(409);
    expect(early.json().errorMessage).toContain("작업지시 상태가 현재 '접수'라 '인쇄 완료'를 할 수 없습니다.");

    const next = await f.team('후가공팀');
    const p = await startedJob([]);
    await call('POST', `${WO}/next_team`, printer.agent, { workOrderId: p.workOrderId, departmentId: next.id });
    // The print team passed it on (its press is a 403 now: work-order-steps.test.ts); a supervisor gets the 409.
    const waiting = await call('POST', `${WO}/printing/complete/${p.workOrderId}`, f.admin);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().errorMessage).toContain("공정 상태가 현재 '접수'");
    expect((await f.workOrderRow(p.workOrderId)).status).toBe('WORKING');
    expect(await f.deliveryOf(p.workOrderId)).toBeUndefined();
  });
});
