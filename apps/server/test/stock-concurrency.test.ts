import { describe, expect, it } from 'vitest';
import { engine, seedItem } from './harness';
import { stockTestApp } from './stock-fixture';

const { ctx, call, amountOf, historyOf } = await stockTestApp();

describe(`stock adjustments in parallel through the API (${engine})`, () => {
  it('200 mixed receipts and releases on one stock end at the exact amount with 200 new history rows', async () => {
    const start = 5_000;
    const item = await seedItem(ctx, { amount: start });
    // Every third request releases 1–17, the rest receive 1–11: the stock never nears zero, so all must succeed.
    const deltas = Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? -((i % 17) + 1) : (i % 11) + 1));
    const responses = await Promise.all(
      deltas.map((delta) =>
        call('PATCH', `/api/stocks/${item.stockId}`, {
          ioType: delta > 0 ? 'AMOUNT_ADJUSTING_AS_RECEIVING' : 'AMOUNT_ADJUSTING_AS_RELEASING',
          adjustAmount: Math.abs(delta),
          reason: 'STOCKTAKE',
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(responses.every((r) => r.json().message === '재고가 변경되었습니다.')).toBe(true);

    const expected = start + deltas.reduce((a, b) => a + b, 0);
    expect(await amountOf(item.stockId)).toBe(expected);
    const rows = await historyOf(item.stockId);
    // The opening receipt plus exactly one row per request.
    expect(rows).toHaveLength(201);
    const added = rows.slice(1);
    expect(added.filter((h) => h.inputOutput === 'OUTPUT')).toHaveLength(deltas.filter((d) => d < 0).length);
    expect(added.map((h) => (h.inputOutput === 'INPUT' ? h.amount : -h.amount)).sort((a, b) => a - b)).toEqual(
      [...deltas].sort((a, b) => a - b),
    );
    // In commit order each balance is the previous one moved by its own change: no update was lost.
    for (let i = 1; i < rows.length; i++) {
      const signed = rows[i]!.inputOutput === 'INPUT' ? rows[i]!.amount : -rows[i]!.amount;
      expect(rows[i]!.balance).toBe(rows[i - 1]!.balance + signed);
    }
    expect(rows.at(-1)!.balance).toBe(expected);
  });

  it('parallel releases beyond the stock: exactly as many succeed as there is stock, the rest get 409', async () => {
    const item = await seedItem(ctx, { amount: 30 });
    const responses = await Promise.all(
      Array.from({ length: 45 }, () =>
        call('PATCH', `/api/stocks/${item.stockId}`, {
          ioType: 'AMOUNT_ADJUSTING_AS_RELEASING',
          adjustAmount: 1,
          reason: 'WASTE',
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(responses.find((r) => r.statusCode === 409)!.json().errorCode).toBe('STOCK_SHORTAGE');
    expect(await amountOf(item.stockId)).toBe(0);
    expect(await historyOf(item.stockId)).toHaveLength(31);
  });
});
