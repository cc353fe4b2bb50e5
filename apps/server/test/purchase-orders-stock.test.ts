import { describe, expect, it } from 'vitest';
import { changeStock } from '../src/modules/stock/ledger';
import { engine, makeApp, seedItem } from './harness';
import { PO, purchaseOrderFixture } from './purchase-orders-fixture';

const ctx = await makeApp({ demo: false });
const db = ctx.database.db;
const { call, createSeller, stockAmount, historyOf, orderRow, createOrder, adminEmployeeId } =
  await purchaseOrderFixture(ctx);

const supplier = await createSeller('재고시험 매입처');
const received = (orderId: number, amount: number, balance: number) => ({
  stockId: expect.any(Number),
  ioType: 'PURCHASE_ORDER_RECEIVING',
  inputOutput: 'INPUT',
  amount,
  balance,
  referenceType: 'PURCHASE_ORDER',
  referenceId: orderId,
  employeeId: adminEmployeeId,
});
const modified = (orderId: number, direction: 'INPUT' | 'OUTPUT', amount: number, balance: number) => ({
  ...received(orderId, amount, balance),
  ioType: 'PURCHASE_ORDER_MODIFY',
  inputOutput: direction,
});
/** Another use of the stock (a release for production), so a later reversal can find stock short. */
const releaseForWork = (itemId: number, amount: number) =>
  changeStock(db, { itemId, delta: -amount, ioType: 'AMOUNT_ADJUSTING_AS_RELEASING' });

describe(`receiving a purchase order into stock (${engine})`, () => {
  it('puts the amount into stock with PURCHASE_ORDER_RECEIVING history and marks the order received', async () => {
    const item = await seedItem(ctx, { amount: 10, name: '모조지 100g 4×6전지' });
    const id = await createOrder({ sellerId: supplier.id, itemId: item.id, amount: 250 });

    const res = await call('PATCH', `${PO}/receive/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('모조지 100g 4×6전지 발주가 입고 처리되었습니다. 현재 재고 260');
    expect(res.json().data).toMatchObject({ id, status: 'RECEIVED', received: true, receivedAt: expect.any(String) });
    expect((await orderRow(id))!.receivedAt).toBeInstanceOf(Date);
    expect(await stockAmount(item.id)).toBe(260);
    expect(await historyOf(id)).toEqual([received(id, 250, 260)]);

    const again = await call('PATCH', `${PO}/receive/${id}`);
    expect(again.statusCode).toBe(409);
    // The workflow kit's refusal names the state the order is in now.
    expect(again.json()).toMatchObject({
      errorCode: 'WORKFLOW_CONFLICT',
      errorMessage:
        "발주 상태가 현재 '입고완료'라 '입고 처리'를 할 수 없습니다. " +
        '다른 사용자가 먼저 처리했을 수 있으니 화면을 새로 고쳐 확인해주세요.',
      isAlert: true,
    });
    expect(await stockAmount(item.id)).toBe(260);
    expect(await historyOf(id)).toHaveLength(1);

    const missing = await call('PATCH', `${PO}/receive/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe('발주를 찾을 수 없습니다.');
  });

  it('receives an order once even when two people press 입고 처리 together', async () => {
    const item = await seedItem(ctx);
    const id = await createOrder({ sellerId: supplier.id, itemId: item.id, amount: 40 });
    const answers = await Promise.all([1, 2, 3].map(() => call('PATCH', `${PO}/receive/${id}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json<{ errorCode: string }>().errorCode)).toEqual([
      'WORKFLOW_CONFLICT',
      'WORKFLOW_CONFLICT',
    ]);
    expect(await stockAmount(item.id)).toBe(40);
    expect(await historyOf(id)).toHaveLength(1);
  });

  it('stamps receivedAt with the shop clock (a fixed clock in tests)', async () => {
    const item = await seedItem(ctx);
    const id = await createOrder({ sellerId: supplier.id, itemId: item.id, amount: 7 });
    ctx.app.clock.fixAt('2026-11-22T15:30:00Z');
    try {
      const res = await call('PATCH', `${PO}/receive/${id}`);
      expect(res.json().data).toMatchObject({ status: 'RECEIVED', receivedAt: '2026-11-22T15:30:00.000Z' });
      expect((await orderRow(id))!.receivedAt!.toISOString()).toBe('2026-11-22T15:30:00.000Z');
    } finally {
      ctx.app.clock.release();
    }
  });

  it('creates and receives at once with receiveNow', async () => {
    const item = await seedItem(ctx, { amount: 3, name: '크라프트지 120g' });
    const res = await call('POST', PO, { sellerId: supplier.id, itemId: item.id, amount: 20, receiveNow: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('크라프트지 120g 발주가 등록되고 입고 처리되었습니다. 현재 재고 23');
    const id = res.json().data.id as number;
    expect(res.json().data.received).toBe(true);
    expect((await orderRow(id))!.receivedAt).not.toBeNull();
    expect(await stockAmount(item.id)).toBe(23);
    expect(await historyOf(id)).toEqual([received(id, 20, 23)]);
  });
});

describe('editing a received purchase order', () => {
  it('moves stock by the difference as PURCHASE_ORDER_MODIFY, up and down', async () => {
    const item = await seedItem(ctx, { amount: 5 });
    const id = await createOrder({ sellerId: supplier.id, itemId: item.id, amount: 100, receiveNow: true });
    const body = { id, sellerId: supplier.id, itemId: item.id, orderDate: '2026-11-10', remark: '수량 정정' };

    const up = await call('PUT', PO, { ...body, amount: 130 });
    expect(up.statusCode).toBe(200);
    expect(up.json().data).toMatchObject({ amount: 130, received: true, remark: '수량 정정' });
    expect(await stockAmount(item.id)).toBe(135);

    const down = await call('PUT', PO, { ...body, amount: 90 });
    expect(down.statusCode).toBe(200);
    expect(await stockAmount(item.id)).toBe(95);
    expect((await orderRow(id))!.amount).toBe(90);

    // Same amount, other fields: no stock movement, no history.
    expect((await call('PUT', PO, { ...body, amount: 90, remark: '비고만' })).statusCode).toBe(200);
    expect(await historyOf(id)).toEqual([
      received(id, 100, 105),
      modified(id, 'INPUT', 30, 135),
      modified(id, 'OUTPUT', 40, 95),
    ]);
  });

  it('refuses a new amount that would take stock below zero, saving nothing', async () => {
    const item = await seedItem(ctx);
    const id = await createOrder({ sellerId: supplier.id, itemId: item.id, amount: 50, receiveNow: true });
    await releaseForWork(item.id, 45);
    const res = await call('PUT', PO, {
      id,
      sellerId: supplier.id,
      itemId: item.id,
      amount: 10,
      remark: '바뀌면 안 됨',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'STOCK_SHORTAGE',
      errorMessage: '재고가 부족합니다. 현재 재고 5, 출고 요청 40',
    });
    expect(await orderRow(id)).toMatchObject({ amount: 50, remark: '' });
    expect(await stockAmount(item.id)).toBe(5);
    expect(await historyOf(id)).toHaveLength(1);
  });

  it('refuses to change the item of a received order, under the item field', async () => {
    const item = await seedItem(ctx);
    const other = await seedItem(ctx);
    const id = await createOrder({ sellerId: supplier.id, itemId: item.id, amount: 8, receiveNow: true });
    const res = await call('PUT', PO, { id, sellerId: supplier.id, itemId: other.id, amount: 9 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      itemId: {
        isError: true,
        defaultMessage: '입고 처리된 발주는 품목을 바꿀 수 없습니다. 삭제한 뒤 새로 등록해주세요.',
      },
    });
    expect(await orderRow(id)).toMatchObject({ itemId: item.id, amount: 8 });
    expect(await stockAmount(item.id)).toBe(8);
    expect(await stockAmount(other.id)).toBe(0);
  });
});

describe('deleting a purchase order', () => {
  it('takes back what a received order put in, as PURCHASE_ORDER_MODIFY', async () => {
    const item = await seedItem(ctx, { amount: 7 });
    const id = await createOrder({ sellerId: supplier.id, itemId: item.id, amount: 60, receiveNow: true });
    await call('PUT', PO, { id, sellerId: supplier.id, itemId: item.id, amount: 65 });
    expect(await stockAmount(item.id)).toBe(72);

    const res = await call('DELETE', `${PO}/${id}`);
    expect(res.statusCode).toBe(200);
    expect(await orderRow(id)).toBeUndefined();
    expect(await stockAmount(item.id)).toBe(7);
    expect(await historyOf(id)).toEqual([
      received(id, 60, 67),
      modified(id, 'INPUT', 5, 72),
      modified(id, 'OUTPUT', 65, 7),
    ]);
  });

  it('refuses when the stock it put in is already used, and changes nothing', async () => {
    const item = await seedItem(ctx);
    const id = await createOrder({ sellerId: supplier.id, itemId: item.id, amount: 30 });
    expect((await call('PATCH', `${PO}/receive/${id}`)).statusCode).toBe(200);
    await releaseForWork(item.id, 12);

    const res = await call('DELETE', `${PO}/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errorCode: 'STOCK_SHORTAGE',
      errorMessage: '재고가 부족합니다. 현재 재고 18, 출고 요청 30',
    });
    expect(await orderRow(id)).toBeDefined();
    expect(await stockAmount(item.id)).toBe(18);
    expect(await historyOf(id)).toHaveLength(1);
  });

  it('touches no stock when the order was never received', async () => {
    const item = await seedItem(ctx, { amount: 11 });
    const id = await createOrder({ sellerId: supplier.id, itemId: item.id, amount: 500 });
    expect((await call('DELETE', `${PO}/${id}`)).statusCode).toBe(200);
    expect(await stockAmount(item.id)).toBe(11);
    expect(await historyOf(id)).toEqual([]);
  });
});
