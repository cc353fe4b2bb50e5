import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { DepositHistoryRow, DepositOrder } from '@scm/contract';
import { employee } from '../src/db/schema';
import { engine, makeApp } from './harness';
import { API_ORDER } from './orders-fixture';
import { API_DEPOSIT_HISTORY, API_DEPOSIT_ORDERS, depositFixture } from './deposits-fixture';

const ctx = await makeApp();
const db = ctx.database.db;
const f = await depositFixture(ctx);
const { inject, save, entriesOf, orderRow, listed } = f;
const [adminEmployee] = await db.select().from(employee).where(eq(employee.accountId, f.admin.accountId));

afterEach(() => ctx.app.clock.release());

const AT = new Date('2026-11-20T05:30:00Z');

describe(`deposits: entries and the list (${engine})`, () => {
  it('opens an entry when a printing order is created, and moves the unsettled entry to a new buyer', async () => {
    const { id, orderNumber } = await f.createOrder(
      f.leaflet({ productName: '입금 전단', buyerId: f.buyerId('서울카페') }),
    );
    expect(await entriesOf(id)).toEqual([
      expect.objectContaining({
        buyerId: f.buyerId('서울카페'),
        slotId: null,
        issuedPrice: 0,
        collectedPrice: 0,
        isSettled: false,
        settledDatetime: null,
      }),
    ]);
    const put = await f.call('PUT', API_ORDER, { ...f.leaflet({ buyerId: f.buyerId('한빛출판') }), id });
    expect(put.statusCode).toBe(200);
    const entries = await entriesOf(id);
    expect(entries.map((e) => e.buyerId)).toEqual([f.buyerId('한빛출판')]);

    const row = await listed(orderNumber);
    expect(row).toMatchObject({
      id,
      orderNumber,
      workType: 'LEAFLET',
      cancelled: false,
      depositCompleteAt: null,
      orderDepositBuyerList: [
        { id: entries[0]!.id, buyerName: '한빛출판', slotPosition: null, isSettled: false, status: 'OPEN' },
      ],
    });
  });

  it('finds orders by every search filter of 001 §9 and by its date and status filters', async () => {
    const { id, orderNumber } = await f.createOrder(
      f.leaflet({
        productName: '검색용 메뉴판',
        buyerId: f.buyerId('한빛출판'),
        receiver: '검색수령인',
        address: '부산광역시 해운대구 검색로 7',
        receiverTel: '010-3131-7070',
      }),
    );
    const find = async (filter: string, keyword: string, extra = '') => {
      const res = await inject(
        'GET',
        `${API_DEPOSIT_ORDERS}?searchFilter=${filter}&searchKeyword=${encodeURIComponent(keyword)}${extra}`,
      );
      expect(res.statusCode).toBe(200);
      return (res.json().data.content as DepositOrder[]).map((r) => r.id);
    };
    expect(await find('orderNumber', orderNumber)).toEqual([id]);
    expect(await find('itemName', '검색용 메뉴')).toEqual([id]);
    expect(await find('customerName', '한빛출')).toContain(id);
    expect(await find('customerName', '서울카페')).not.toContain(id);
    expect(await find('receiver', '검색수령')).toEqual([id]);
    expect(await find('address', '검색로 7')).toEqual([id]);
    expect(await find('tell', '3131-7070')).toEqual([id]);
    expect(await find('all', '검색수령인')).toEqual([id]);
    expect(await find('itemName', '검색용', '&status=OPEN')).toEqual([id]);
    expect(await find('itemName', '검색용', '&status=COMPLETE')).toEqual([]);
    expect(await find('itemName', '검색용', '&startDate=2001-01-01&endDate=2001-12-31')).toEqual([]);
    const bad = await inject('GET', `${API_DEPOSIT_ORDERS}?searchFilter=buyerTel&searchKeyword=1`);
    expect(bad.statusCode).toBe(400);
  });

  it('leaves out a cancelled order on which nothing was paid', async () => {
    const { id, orderNumber } = await f.createOrder(f.leaflet({ productName: '취소될 전단' }));
    expect((await f.call('POST', `${API_ORDER}/cancel/${id}`, { reason: '고객 요청' })).statusCode).toBe(200);
    expect(await listed(orderNumber)).toBeUndefined();
  });

  it('lists the demo orders with their entries, two of them paid', async () => {
    const res = await inject(
      'GET',
      `${API_DEPOSIT_ORDERS}?searchFilter=itemName&searchKeyword=${encodeURIComponent('가을 신메뉴')}`,
    );
    const [demo] = res.json().data.content as DepositOrder[];
    expect(demo!.depositCompleteAt).not.toBeNull();
    // Issued at the order's price (issue 33: the demo orders are priced from the demo rates), paid in full.
    const order = await inject('GET', `${API_ORDER}/${demo!.id}`);
    const total = order.json().data.price.charged.total as number;
    expect(total).toBeGreaterThan(0);
    expect(demo!.orderDepositBuyerList).toEqual([
      expect.objectContaining({
        buyerName: '서울카페',
        issuedPrice: total,
        collectedPrice: total,
        isSettled: true,
      }),
    ]);
  });
});

describe(`deposits: saving an entry (${engine})`, () => {
  it('saves amounts and remark of an open entry without settling it', async () => {
    const { id } = await f.createOrder(f.leaflet());
    const [entry] = await entriesOf(id);
    const res = await save(entry!.id, {
      issuedPrice: '1,250,000',
      collectedPrice: 500_000,
      remark: '선금',
      isSettled: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/입금 정보가 저장되었습니다\.$/);
    expect((await entriesOf(id))[0]).toMatchObject({
      issuedPrice: 1_250_000,
      collectedPrice: 500_000,
      remark: '선금',
      isSettled: false,
      settledDatetime: null,
      shortfall: null,
    });
    expect((await orderRow(id)).depositCompleteAt).toBeNull();
  });

  it('answers bad amounts at their fields in Korean, and an unknown entry with 404', async () => {
    const { id } = await f.createOrder(f.leaflet());
    const [entry] = await entriesOf(id);
    const res = await save(entry!.id, {
      issuedPrice: -5,
      collectedPrice: '1,000,000,000,000',
      isSettled: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      issuedPrice: { defaultMessage: '0원 이상 입력해주세요.' },
      collectedPrice: { defaultMessage: '999,999,999,999원 이하로 입력해주세요.' },
    });
    const strict = await save(entry!.id, { isSettled: true, settledDatetime: '2020-01-01' } as never);
    expect(strict.statusCode).toBe(400);
    const missing = await save(entry!.id, { id: 987_654, isSettled: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe('입금 항목을 찾을 수 없습니다.');
    expect((await entriesOf(id))[0]).toMatchObject({ issuedPrice: 0, isSettled: false });
  });

  it('settling the only entry completes the order once, notifies the buyer and queues the text', async () => {
    await f.depositText(true);
    const hanbit = await f.buyerOf('한빛출판');
    const { id, orderNumber } = await f.createOrder(f.leaflet({ productName: '완료 전단', buyerId: hanbit.id }));
    const [entry] = await entriesOf(id);
    ctx.app.clock.fixAt(AT);
    const res = await save(entry!.id, { issuedPrice: 330_000, collectedPrice: 330_000, isSettled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`${orderNumber} 주문의 입금이 모두 확인되어 입금 완료되었습니다.`);
    expect(res.json().data).toMatchObject({ id, depositCompleteAt: AT.toISOString() });
    expect((await entriesOf(id))[0]).toMatchObject({
      isSettled: true,
      settledDatetime: AT,
      settledBy: adminEmployee!.id,
      shortfall: null,
    });
    expect((await orderRow(id)).depositCompleteAt).toEqual(AT);
    expect(await f.notified('PRINTING_DEPOSIT', id)).toEqual([
      {
        accountId: f.hanbit.accountId,
        content: `주문 ${orderNumber} '완료 전단'의 입금이 확인되었습니다. 감사합니다.`,
      },
    ]);
    expect(await f.outbox(id)).toEqual([
      expect.objectContaining({
        // the contact person's mobile (010-8800-0101), never the company's landline (02-555-0101)
        recipient: hanbit.chargerTel.replace(/-/g, ''),
        text: '한빛출판님 완료 전단 입금 330,000원 확인',
        status: 'QUEUED',
        referenceType: 'PRINTING_ORDER',
      }),
    ]);

    // A second settle from a screen that still showed it open is the workflow's 409; nothing is sent again.
    ctx.app.clock.fixAt(new Date('2026-11-21T00:00:00Z'));
    const again = await save(entry!.id, { isSettled: true, wasSettled: false });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toContain("입금 상태가 현재 '입금 완료'라 '입금 확인'을 할 수 없습니다.");
    expect((await orderRow(id)).depositCompleteAt).toEqual(AT);
    expect(await f.notified('PRINTING_DEPOSIT', id)).toHaveLength(1);
    expect(await f.outbox(id)).toHaveLength(1);

    // The history lists it (settled by default) with the spec's columns.
    const history = await inject('GET', `${API_DEPOSIT_HISTORY}?searchFilter=orderNumber&searchKeyword=${orderNumber}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.content as DepositHistoryRow[]).toEqual([
      expect.objectContaining({
        orderNumber,
        customerName: '한빛출판',
        issuedPrice: 330_000,
        collectedPrice: 330_000,
        settledDatetime: AT.toISOString(),
        // the fixture's reason for the changed 발행 금액
        remark: '발행 금액 조정 330000원',
        status: 'SETTLED',
      }),
    ]);
    await f.depositText(false);
  });

  it('settles short only after the confirmation, recording the shortfall', async () => {
    const { id } = await f.createOrder(f.leaflet());
    const [entry] = await entriesOf(id);
    const refused = await save(entry!.id, { issuedPrice: 100_000, collectedPrice: 70_000, isSettled: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: 'DEPOSIT_SHORTFALL_UNCONFIRMED',
      errorMessage: '수금 금액이 발행 금액보다 적습니다. 부족액을 확인한 뒤 다시 입금 확인해주세요.',
    });
    expect((await entriesOf(id))[0]).toMatchObject({ issuedPrice: 0, isSettled: false });
    const confirmed = await save(entry!.id, {
      issuedPrice: 100_000,
      collectedPrice: 70_000,
      isSettled: true,
      confirmShortfall: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await entriesOf(id))[0]).toMatchObject({ isSettled: true, shortfall: 30_000, collectedPrice: 70_000 });
    expect((await orderRow(id)).depositCompleteAt).not.toBeNull();
  });

  it("keeps a settled entry's amounts, but lets its remark change", async () => {
    const { id } = await f.createOrder(f.leaflet());
    const [entry] = await entriesOf(id);
    await save(entry!.id, { issuedPrice: 50_000, collectedPrice: 50_000, isSettled: true });
    const locked = await save(entry!.id, { collectedPrice: 60_000, isSettled: true });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().errorMessage).toBe(
      '입금 완료된 항목은 금액을 바꿀 수 없습니다. 입금 확인을 취소한 뒤 수정해주세요.',
    );
    const noted = await save(entry!.id, { remark: '계좌이체 확인', isSettled: true });
    expect(noted.statusCode).toBe(200);
    expect((await entriesOf(id))[0]).toMatchObject({
      remark: '계좌이체 확인',
      collectedPrice: 50_000,
      isSettled: true,
    });
  });

  it('un-settling reopens the order and keeps who settled and when, with who un-settled and when', async () => {
    const { id, orderNumber } = await f.createOrder(f.leaflet());
    const [entry] = await entriesOf(id);
    ctx.app.clock.fixAt(AT);
    await save(entry!.id, { issuedPrice: 80_000, collectedPrice: 60_000, isSettled: true, confirmShortfall: true });
    const later = new Date('2026-11-21T01:00:00Z');
    ctx.app.clock.fixAt(later);
    const res = await save(entry!.id, { isSettled: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`${orderNumber} 입금 확인을 취소했습니다.`);
    expect((await entriesOf(id))[0]).toMatchObject({
      isSettled: false,
      settledDatetime: AT,
      settledBy: adminEmployee!.id,
      unsettledAt: later,
      unsettledBy: adminEmployee!.id,
      shortfall: null,
    });
    expect((await orderRow(id)).depositCompleteAt).toBeNull();
    const row = await listed(orderNumber);
    expect(row!.orderDepositBuyerList[0]).toMatchObject({
      status: 'OPEN',
      settledDatetime: AT.toISOString(),
      unsettledAt: later.toISOString(),
    });

    const settledOnly = await inject(
      'GET',
      `${API_DEPOSIT_HISTORY}?searchFilter=orderNumber&searchKeyword=${orderNumber}`,
    );
    expect(settledOnly.json().data.content).toEqual([]);
    const open = await inject(
      'GET',
      `${API_DEPOSIT_HISTORY}?settled=OPEN&dateFilter=receiptDatetime&searchFilter=orderNumber&searchKeyword=${orderNumber}`,
    );
    expect((open.json().data.content as DepositHistoryRow[]).map((r) => r.status)).toEqual(['OPEN']);
  });
});
