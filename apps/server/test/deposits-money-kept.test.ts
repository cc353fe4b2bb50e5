/*
 * Money is never destroyed: every delete path (printing order, bag order, emptied slot, slot moved to another
 * advertiser) against an entry with money recorded, cancelling (환불 필요), 무상 settlements, and the version two
 * people editing one entry carry.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  API_DEPOSIT,
  API_DEPOSIT_HISTORY,
  API_DEPOSIT_ORDERS,
  API_SMS,
  depositMessages,
  type DepositHistoryRow,
  type DepositOrder,
} from '@scm/contract';
import { notificationMessage, orderDeposit, printingOrder, shopbagOrderSlot, smsOutbox } from '../src/db/schema';
import { engine, makeApp } from './harness';
import { API_ORDER } from './orders-fixture';
import { API_SHOPBAG_ORDER, shopbagFixture } from './shopbag-orders-fixture';

const ctx = await makeApp();
const db = ctx.database.db;
const f = await shopbagFixture(ctx);
const { call } = f;
const hanbit = f.buyerId('한빛출판');
const cafe = f.buyerId('서울카페');

afterEach(() => ctx.app.clock.release());

const ORDER_HAS_MONEY =
  '입금 기록이 있는 주문은 삭제할 수 없습니다. 삭제 대신 주문을 취소해주세요. 받은 금액은 입금 관리에 환불 필요로 남습니다.';
const STALE = '다른 사용자가 먼저 이 입금 내역을 수정했습니다. 새로 고친 뒤 다시 시도해 주세요.';

const entriesOf = (orderId: number) =>
  db.select().from(orderDeposit).where(eq(orderDeposit.orderId, orderId)).orderBy(asc(orderDeposit.id));
const entry = async (id: number) => (await db.select().from(orderDeposit).where(eq(orderDeposit.id, id)))[0]!;

/** PATCH one entry from the state and version it has now (what a freshly opened popup shows). */
const save = async (entryId: number, values: Record<string, unknown>) => {
  const e = await entry(entryId);
  return call('PATCH', API_DEPOSIT, {
    id: e.id,
    version: e.version,
    issuedPrice: e.issuedPrice,
    collectedPrice: e.collectedPrice,
    remark: e.remark,
    // A changed 발행 금액 needs its reason in 비고, as the popup asks.
    ...(values.issuedPrice !== undefined && values.issuedPrice !== e.issuedPrice && values.remark === undefined
      ? { remark: `발행 금액 조정 ${Number(values.issuedPrice)}원` }
      : {}),
    wasSettled: e.isSettled,
    isSettled: e.isSettled,
    ...values,
  });
};

const listed = async (orderNumber: string) =>
  (
    (await call('GET', `${API_DEPOSIT_ORDERS}?searchFilter=orderNumber&searchKeyword=${orderNumber}`)).json().data
      .content as DepositOrder[]
  ).find((o) => o.orderNumber === orderNumber);
const history = async (orderNumber: string) =>
  (await call('GET', `${API_DEPOSIT_HISTORY}?settled=ALL&searchFilter=orderNumber&searchKeyword=${orderNumber}`)).json()
    .data.content as DepositHistoryRow[];

const leafletOrder = () => f.createOrder(f.leaflet({ productName: '입금 보존 전단', buyerId: hanbit }));

describe(`money is never destroyed: printing orders (${engine})`, () => {
  it('deletes an order nothing was ever recorded on, with its untouched entry', async () => {
    const { id } = await leafletOrder();
    const [e] = await entriesOf(id);
    // An invoice alone is not money: 발행 금액 typed, nothing collected.
    expect((await save(e!.id, { issuedPrice: 50_000 })).statusCode).toBe(200);
    const res = await call('DELETE', `${API_ORDER}/${id}`);
    expect(res.statusCode).toBe(200);
    expect(await entriesOf(id)).toEqual([]);
  });

  it('refuses to delete an order with money collected, settled, or settled once and reopened (409, Korean)', async () => {
    const cases = [
      { issuedPrice: 120_000, collectedPrice: 120_000 },
      { issuedPrice: 120_000, collectedPrice: 120_000, isSettled: true },
    ];
    for (const values of cases) {
      const { id } = await leafletOrder();
      const [e] = await entriesOf(id);
      expect((await save(e!.id, values)).statusCode).toBe(200);
      const res = await call('DELETE', `${API_ORDER}/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorCode: 'ORDER_IN_USE', errorMessage: ORDER_HAS_MONEY });
      expect(await entriesOf(id)).toHaveLength(1);
    }
    // Collected, then set back to 0: money was recorded once, so the entry (and its order) stay.
    const { id } = await leafletOrder();
    const [e] = await entriesOf(id);
    await save(e!.id, { issuedPrice: 120_000, collectedPrice: 120_000, isSettled: true });
    await save(e!.id, { isSettled: false });
    expect((await save(e!.id, { collectedPrice: 0 })).statusCode).toBe(200);
    expect((await call('DELETE', `${API_ORDER}/${id}`)).statusCode).toBe(409);
    expect(await entriesOf(id)).toHaveLength(1);
  });

  it('the database itself refuses to delete an order or slot that still has an entry', async () => {
    const { id } = await leafletOrder();
    await expect(db.delete(printingOrder).where(eq(printingOrder.id, id))).rejects.toThrow();
    expect(await entriesOf(id)).toHaveLength(1);
    const bag = await f.createBag();
    const slot = await f.fill(bag.id, 'A1', hanbit);
    await expect(db.delete(shopbagOrderSlot).where(eq(shopbagOrderSlot.id, slot.id))).rejects.toThrow();
    expect(await entriesOf(bag.id)).toHaveLength(1);
  });

  it('cancelling keeps the entries and their history and marks collected money 환불 필요', async () => {
    const { id, orderNumber } = await leafletOrder();
    const [e] = await entriesOf(id);
    await save(e!.id, { issuedPrice: 120_000, collectedPrice: 100_000, isSettled: true, confirmShortfall: true });
    expect((await call('POST', `${API_ORDER}/cancel/${id}`, { reason: '고객 변심' })).statusCode).toBe(200);
    expect(await entriesOf(id)).toMatchObject([{ collectedPrice: 100_000, shortfall: 20_000, isSettled: true }]);
    const row = await listed(orderNumber);
    expect(row).toMatchObject({ cancelled: true });
    expect(row!.orderDepositBuyerList).toMatchObject([{ refundDue: true, collectedPrice: 100_000 }]);
    expect(await history(orderNumber)).toMatchObject([{ refundDue: true, cancelled: true }]);
    // Still not deletable once cancelled.
    expect((await call('DELETE', `${API_ORDER}/${id}`)).statusCode).toBe(409);
  });

  it('a cancelled order with nothing collected owes nothing back', async () => {
    const { id, orderNumber } = await leafletOrder();
    const [e] = await entriesOf(id);
    await save(e!.id, { isSettled: true, free: true, freeReason: '샘플 제작' });
    await call('POST', `${API_ORDER}/cancel/${id}`, { reason: '취소' });
    expect((await listed(orderNumber))!.orderDepositBuyerList).toMatchObject([{ refundDue: false, isFree: true }]);
  });
});

describe(`money is never destroyed: bag orders and slots (${engine})`, () => {
  const paid = { issuedPrice: 120_000, collectedPrice: 120_000, isSettled: true };
  const slotEntry = async (orderId: number, slotId: number) =>
    (await entriesOf(orderId)).find((e) => e.slotId === slotId && e.detachedAt === null)!;

  it('deletes a bag order with no money, and refuses one with money on any slot', async () => {
    const clean = await f.createBag();
    await f.fill(clean.id, 'A1', hanbit);
    expect((await call('DELETE', `${API_SHOPBAG_ORDER}/${clean.id}`)).statusCode).toBe(200);
    expect(await entriesOf(clean.id)).toEqual([]);

    const o = await f.createBag();
    await f.fill(o.id, 'A1', hanbit);
    const b1 = await f.fill(o.id, 'B1', cafe);
    await save((await slotEntry(o.id, b1.id)).id, { collectedPrice: 30_000 });
    const res = await call('DELETE', `${API_SHOPBAG_ORDER}/${o.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe(ORDER_HAS_MONEY);
    expect(await entriesOf(o.id)).toHaveLength(2);
    expect((await f.rows(o.id)).slots).toHaveLength(2);
  });

  it('empties a slot with no money, and refuses one with money (409 saying what to do instead)', async () => {
    const o = await f.createBag();
    await f.fill(o.id, 'A1', hanbit);
    const b1 = await f.fill(o.id, 'B1', cafe);
    expect((await call('DELETE', `${API_SHOPBAG_ORDER}/buyer/${o.id}/${hanbit}`)).statusCode).toBe(200);
    expect((await entriesOf(o.id)).map((e) => e.buyerId)).toEqual([cafe]);

    await save((await slotEntry(o.id, b1.id)).id, paid);
    const res = await call('DELETE', `${API_SHOPBAG_ORDER}/buyer/${o.id}/${cafe}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'SHOPBAG_SLOT_HAS_DEPOSIT' });
    expect(res.json().errorMessage).toContain('입금 기록이 있는 위치는 비울 수 없습니다.');
    expect(await entriesOf(o.id)).toMatchObject([{ buyerId: cafe, collectedPrice: 120_000, isSettled: true }]);
  });

  it('a slot moved to another advertiser keeps the first advertiser’s paid entry and opens one for the new', async () => {
    const o = await f.createBag();
    const a1 = await f.fill(o.id, 'A1', hanbit);
    const first = await slotEntry(o.id, a1.id);
    await save(first.id, paid);
    expect((await f.rows(o.id)).order!.depositCompleteAt).not.toBeNull();

    const moved = await call('PUT', `${API_SHOPBAG_ORDER}/buyer`, { id: a1.id, buyerId: cafe, remark: '광고주 변경' });
    expect(moved.statusCode).toBe(200);
    const entries = await entriesOf(o.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ id: first.id, buyerId: hanbit, collectedPrice: 120_000, isSettled: true });
    expect(entries[0]!.detachedAt).not.toBeNull();
    expect(entries[1]).toMatchObject({ buyerId: cafe, slotId: a1.id, collectedPrice: 0, detachedAt: null });
    // The new advertiser owes: the order is no longer complete; the first advertiser's money is to be returned.
    expect((await f.rows(o.id)).order!.depositCompleteAt).toBeNull();
    const row = await listed(o.orderNumber);
    expect(row!.orderDepositBuyerList).toMatchObject([
      { buyerName: '서울카페', slotPosition: 'A1', detached: false, refundDue: false },
      { buyerName: '한빛출판', slotPosition: 'A1', detached: true, refundDue: true },
    ]);
    // The slot now has money on record (the first advertiser's): it cannot be emptied either.
    expect((await call('DELETE', `${API_SHOPBAG_ORDER}/buyer/${o.id}/${cafe}`)).statusCode).toBe(409);
    expect((await call('DELETE', `${API_SHOPBAG_ORDER}/${o.id}`)).statusCode).toBe(409);
    expect(await entriesOf(o.id)).toHaveLength(2);
  });

  it('a slot with no money moved to another advertiser just changes the entry’s buyer', async () => {
    const o = await f.createBag();
    const a1 = await f.fill(o.id, 'A1', hanbit);
    const [opened] = await entriesOf(o.id);
    await save((await slotEntry(o.id, a1.id)).id, { issuedPrice: 80_000 });
    await call('PUT', `${API_SHOPBAG_ORDER}/buyer`, { id: a1.id, buyerId: cafe, remark: '' });
    // The one entry follows the slot (no money on it). Its 발행 금액 was typed by hand (issue 33's small item): the
    // split keeps it rather than issuing the slot's share of the bag's price again.
    expect(opened!.issuedByHand).toBe(false);
    expect(await entriesOf(o.id)).toMatchObject([
      { id: opened!.id, buyerId: cafe, issuedPrice: 80_000, issuedByHand: true, detachedAt: null },
    ]);
  });

  it('cancelling a bag order keeps every entry and marks the collected ones 환불 필요', async () => {
    const o = await f.createBag();
    const a1 = await f.fill(o.id, 'A1', hanbit);
    await f.fill(o.id, 'B1', cafe);
    await save((await slotEntry(o.id, a1.id)).id, paid);
    expect((await call('POST', `${API_SHOPBAG_ORDER}/cancel/${o.id}`, { reason: '행사 취소' })).statusCode).toBe(200);
    const row = await listed(o.orderNumber);
    expect(row!.orderDepositBuyerList.map((e) => [e.slotPosition, e.refundDue])).toEqual([
      ['A1', true],
      ['B1', false],
    ]);
  });
});

describe(`무상 and versions (${engine})`, () => {
  const outbox = (orderId: number) =>
    db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.template, 'DEPOSIT_COMPLETE'), eq(smsOutbox.referenceId, orderId)));
  const notices = (orderId: number) =>
    db
      .select()
      .from(notificationMessage)
      .where(
        and(
          eq(notificationMessage.targetDocumentType, 'PRINTING_DEPOSIT'),
          eq(notificationMessage.targetContentId, orderId),
        ),
      );
  const depositText = (enabled: boolean) =>
    call('PUT', API_SMS, {
      templates: [
        { type: 'DEPOSIT_COMPLETE', enabled, content: '{customer}님 {productName} 입금 {price}원 확인' },
        { type: 'ORDER_COMPLETE', enabled: false, content: '{customer}님 {productName} 완료' },
      ],
    });

  it('refuses to confirm 0 won unless marked 무상 with a reason, each at its field in Korean', async () => {
    const { id } = await leafletOrder();
    const [e] = await entriesOf(id);
    const zero = await save(e!.id, { issuedPrice: 50_000, isSettled: true });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().free.defaultMessage).toBe(
      '수금 금액이 0원입니다. 돈을 받지 않는 건이면 [무상]을 선택하고 사유를 입력해주세요.',
    );
    const noReason = await save(e!.id, { isSettled: true, free: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().freeReason.defaultMessage).toBe('무상 사유를 입력해주세요.');
    const withMoney = await save(e!.id, { collectedPrice: 1_000, isSettled: true, free: true, freeReason: '협찬' });
    expect(withMoney.json().free.defaultMessage).toBe('무상은 수금 금액이 0원일 때만 선택할 수 있습니다.');
    expect(await entry(e!.id)).toMatchObject({ isSettled: false, version: 0 });
  });

  it('settles 무상 with who and why, completes the order, and never texts "입금 0원"', async () => {
    expect((await depositText(true)).statusCode).toBe(200);
    const { id } = await leafletOrder();
    const [e] = await entriesOf(id);
    const res = await save(e!.id, { issuedPrice: 50_000, isSettled: true, free: true, freeReason: '전시회 샘플' });
    expect(res.statusCode).toBe(200);
    expect(await entry(e!.id)).toMatchObject({
      isSettled: true,
      isFree: true,
      freeReason: '전시회 샘플',
      shortfall: null,
      collectedPrice: 0,
    });
    expect((await entry(e!.id)).settledBy).not.toBeNull();
    expect((await f.rows(id)).order!.depositCompleteAt).not.toBeNull();
    expect(await outbox(id)).toEqual([]);
    expect(await notices(id)).toEqual([]);
    // Un-settling clears the 무상 mark with the settlement.
    await save(e!.id, { isSettled: false });
    expect(await entry(e!.id)).toMatchObject({ isFree: false, freeReason: null });
    await depositText(false);
  });

  it('changing the issued price the order opened the entry at needs its reason in 비고, at the field', async () => {
    const { id } = await leafletOrder();
    const [e] = await entriesOf(id);
    const body = { issuedPrice: e!.issuedPrice + 10_000 };
    for (const remark of ['', e!.remark]) {
      const refused = await save(e!.id, { ...body, remark });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        remark: { isError: true, defaultMessage: depositMessages.issuedChangeReason },
      });
    }
    expect(await entry(e!.id)).toMatchObject({ issuedPrice: e!.issuedPrice, version: e!.version });
    expect((await save(e!.id, { ...body, remark: '추가 작업 1만 원' })).statusCode).toBe(200);
    expect(await entry(e!.id)).toMatchObject({ issuedPrice: e!.issuedPrice + 10_000, remark: '추가 작업 1만 원' });
    // The amount unchanged, the remark is free as before.
    expect((await save(e!.id, { remark: '' })).statusCode).toBe(200);
  });

  it('a save from a screen showing an older version answers 409 and changes nothing', async () => {
    const { id } = await leafletOrder();
    const [e] = await entriesOf(id);
    expect((await save(e!.id, { issuedPrice: 10_000 })).statusCode).toBe(200);
    const stale = await call('PATCH', API_DEPOSIT, {
      id: e!.id,
      version: 0,
      issuedPrice: 99_000,
      collectedPrice: 0,
      remark: '',
      wasSettled: false,
      isSettled: false,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'DEPOSIT_STALE', errorMessage: STALE });
    expect(await entry(e!.id)).toMatchObject({ issuedPrice: 10_000, version: 1 });
    const missing = await call('PATCH', API_DEPOSIT, {
      id: e!.id,
      issuedPrice: 1,
      collectedPrice: 0,
      isSettled: false,
      wasSettled: false,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().version.defaultMessage).toBe('화면을 새로 고친 뒤 다시 저장해주세요.');
  });

  it('two saves of one entry from the same version at once: one 200, one 409, the first one kept', async () => {
    for (let round = 0; round < 5; round++) {
      const { id } = await leafletOrder();
      const [e] = await entriesOf(id);
      const body = (over: object) => ({
        id: e!.id,
        version: e!.version,
        issuedPrice: 70_000,
        collectedPrice: 0,
        remark: '',
        wasSettled: false,
        isSettled: false,
        ...over,
      });
      const answers = await Promise.all([
        call('PATCH', API_DEPOSIT, body({ collectedPrice: 70_000, remark: '계좌이체' })),
        call('PATCH', API_DEPOSIT, body({ collectedPrice: 70_000, isSettled: true, remark: '현금' })),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((a) => a.statusCode === 409)!;
      expect(loser.json().errorMessage).toBe(STALE);
      const winner = answers.findIndex((a) => a.statusCode === 200);
      expect(await entry(e!.id)).toMatchObject({
        version: 1,
        remark: winner === 0 ? '계좌이체' : '현금',
        isSettled: winner === 1,
      });
    }
  });
});
