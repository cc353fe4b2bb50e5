import { describe, expect, it } from 'vitest';
import dates from '../src/platform/dates';
import { engine, makeApp, seedItem } from './harness';
import { PO, purchaseOrderFixture } from './purchase-orders-fixture';

const ctx = await makeApp({ demo: false });
const { call, createSeller, createOrder } = await purchaseOrderFixture(ctx);

const today = dates.today();

describe(`purchase-order status filter (${engine})`, () => {
  it('answers what has not arrived (발주), what has (입고완료), and everything when left out or empty', async () => {
    const paper = await seedItem(ctx, { itemCode: 'DRIFT-PO-1', name: '상태필터 아트지' });
    const supplier = await createSeller('상태필터 매입처');
    const base = { sellerId: supplier.id, itemId: paper.id, orderDate: today };
    const waiting = await createOrder({ ...base, amount: 10 });
    const arrived = await createOrder({ ...base, amount: 20, receiveNow: true });
    const ids = async (query: string) => {
      const res = await call('GET', `${PO}?searchFilter=item&searchKeyword=DRIFT-PO-1${query}`);
      expect(res.statusCode).toBe(200);
      return (res.json().data.content as { id: number; received: boolean }[]).map((r) => r.id).sort((a, b) => a - b);
    };
    expect(await ids('&status=ORDERED')).toEqual([waiting]);
    expect(await ids('&status=RECEIVED')).toEqual([arrived]);
    expect(await ids('')).toEqual([waiting, arrived]);
    expect(await ids('&status=')).toEqual([waiting, arrived]);
    const counted = await call('GET', `${PO}?searchFilter=item&searchKeyword=DRIFT-PO-1&status=ORDERED`);
    expect(counted.json().data.pageable.totalElements).toBe(1);
  });

  it('refuses an unknown status with a Korean field error, not a 500', async () => {
    const res = await call('GET', `${PO}?status=SHIPPED`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('발주 상태는 발주 또는 입고완료 중에서 선택해주세요.');
  });
});
