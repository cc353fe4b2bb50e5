import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stock, stockHistory } from '../src/db/schema';
import { changeStock, netStockOf } from '../src/modules/stock/ledger';
import { engine, makeApp, seedItem } from './harness';

const ctx = await makeApp({ demo: false });
const db = ctx.database.db;

// Oldest first: without an order the rows come in whatever order the chosen index gives.
const historyOf = (stockId: number) =>
  db.select().from(stockHistory).where(eq(stockHistory.stockId, stockId)).orderBy(stockHistory.id);
const amountOf = async (stockId: number) =>
  (await db.select({ amount: stock.amount }).from(stock).where(eq(stock.id, stockId)))[0]!.amount;

describe(`stock ledger (${engine})`, () => {
  it('moves the amount and writes one history row with the balance after it', async () => {
    const it1 = await seedItem(ctx);
    const r = await changeStock(db, { itemId: it1.id, delta: 30, ioType: 'PURCHASE_ORDER_RECEIVING' });
    expect(r.amount).toBe(30);
    const out = await changeStock(db, { itemId: it1.id, delta: -12, ioType: 'AMOUNT_ADJUSTING_AS_RELEASING' });
    expect(out.amount).toBe(18);
    const rows = await historyOf(it1.stockId);
    expect(rows.map((h) => [h.ioType, h.inputOutput, h.amount, h.balance])).toEqual([
      ['PURCHASE_ORDER_RECEIVING', 'INPUT', 30, 30],
      ['AMOUNT_ADJUSTING_AS_RELEASING', 'OUTPUT', 12, 18],
    ]);
  });

  it('refuses to go below zero and leaves amount and history untouched', async () => {
    const it1 = await seedItem(ctx, { amount: 5 });
    await expect(
      changeStock(db, { itemId: it1.id, delta: -6, ioType: 'AMOUNT_ADJUSTING_AS_RELEASING' }),
    ).rejects.toMatchObject({ statusCode: 409, errorCode: 'STOCK_SHORTAGE' });
    expect(await amountOf(it1.stockId)).toBe(5);
    expect(await historyOf(it1.stockId)).toHaveLength(1);
  });

  it('rolls the change back with the caller’s transaction', async () => {
    const it1 = await seedItem(ctx, { amount: 10 });
    await expect(
      db.transaction(async (tx) => {
        await changeStock(tx, { itemId: it1.id, delta: 7, ioType: 'PURCHASE_ORDER_RECEIVING' });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await amountOf(it1.stockId)).toBe(10);
    expect(await historyOf(it1.stockId)).toHaveLength(1);
  });

  it('sums what a reference put into stock', async () => {
    const it1 = await seedItem(ctx);
    const ref = { type: 'PURCHASE_ORDER' as const, id: 991 };
    await changeStock(db, { itemId: it1.id, delta: 100, ioType: 'PURCHASE_ORDER_RECEIVING', reference: ref });
    await changeStock(db, { itemId: it1.id, delta: -40, ioType: 'PURCHASE_ORDER_MODIFY', reference: ref });
    expect(await netStockOf(db, ref)).toBe(60);
  });

  it('keeps the latest moment as the stock’s adjusted date, even after a back-dated change', async () => {
    const it1 = await seedItem(ctx);
    await changeStock(db, { itemId: it1.id, delta: 5, ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING' });
    const adjustedOf = async () =>
      (await db.select({ d: stock.adjustedDate }).from(stock).where(eq(stock.id, it1.stockId)))[0]!.d!;
    const latest = await adjustedOf();
    const monthAgo = new Date(Date.now() - 30 * 86_400_000);
    await changeStock(db, { itemId: it1.id, delta: 2, ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING', workDate: monthAgo });
    expect((await adjustedOf()).getTime()).toBe(latest.getTime());
    const fresh = await seedItem(ctx);
    await changeStock(db, { itemId: fresh.id, delta: 2, ioType: 'AMOUNT_ADJUSTING_AS_RECEIVING', workDate: monthAgo });
    const first = (await db.select({ d: stock.adjustedDate }).from(stock).where(eq(stock.id, fresh.stockId)))[0]!.d!;
    expect(first.getTime()).toBe(monthAgo.getTime());
  });

  it('rejects a direction its io type cannot take', async () => {
    const it1 = await seedItem(ctx, { amount: 10 });
    await expect(changeStock(db, { itemId: it1.id, delta: 3, ioType: 'SHIPMENT_RELEASING' })).rejects.toThrow();
  });

  it('200 parallel mixed receipts and releases end at the exact amount with 200 history rows', async () => {
    const start = 10_000;
    const it1 = await seedItem(ctx, { amount: start });
    const deltas = Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? -(i % 17) - 1 : (i % 11) + 1));
    const results = await Promise.allSettled(
      deltas.map((delta) =>
        changeStock(db, {
          itemId: it1.id,
          delta,
          ioType: delta > 0 ? 'AMOUNT_ADJUSTING_AS_RECEIVING' : 'AMOUNT_ADJUSTING_AS_RELEASING',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const expected = start + deltas.reduce((a, b) => a + b, 0);
    expect(await amountOf(it1.stockId)).toBe(expected);
    const rows = await historyOf(it1.stockId);
    expect(rows).toHaveLength(201);
    // The history is written while the row lock is held, so in id order each balance is the previous one
    // moved by its own change: no change was applied on a stale amount.
    const ordered = [...rows].sort((a, b) => a.id - b.id);
    for (let i = 1; i < ordered.length; i++) {
      const signed = ordered[i]!.inputOutput === 'INPUT' ? ordered[i]!.amount : -ordered[i]!.amount;
      expect(ordered[i]!.balance).toBe(ordered[i - 1]!.balance + signed);
    }
    expect(ordered.at(-1)!.balance).toBe(expected);
  });

  it('parallel releases never take stock below zero: exactly as many succeed as stock allows', async () => {
    const it1 = await seedItem(ctx, { amount: 50 });
    const results = await Promise.allSettled(
      Array.from({ length: 80 }, () =>
        changeStock(db, { itemId: it1.id, delta: -1, ioType: 'AMOUNT_ADJUSTING_AS_RELEASING' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    expect(await amountOf(it1.stockId)).toBe(0);
    expect(await historyOf(it1.stockId)).toHaveLength(51);
  });
});
