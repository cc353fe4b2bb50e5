import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { estimate, ratesAt, type OrderValues } from '@scm/contract';
import { printingOrder } from '../src/db/schema';
import {
  currentOrderPrice,
  estimateSpec,
  orderChargedTotal,
  orderPriceHistory,
  recordOrderPrice,
} from '../src/modules/order-prices';
import { effectiveRows } from '../src/modules/rates';
import { engine, makeApp } from './harness';

const ctx = await makeApp();
const db = ctx.database.db;

describe(`order-prices face (${engine})`, () => {
  it('estimateSpec prices a spec as the engine does with the rates of the day, and names the paper', async () => {
    const day = ctx.app.clock.today();
    const rows = await effectiveRows(db, day);
    const paper = rows.find((r) => r.kind === 'PAPER' && r.parentSheet === 'GUK') as { rawItemId: number };
    const spec = {
      workType: 'LEAFLET',
      finishedSize: 'A4',
      isFoldingBinding: false,
      foldingBindingList: [],
      printingList: [
        {
          composition: 'COVER',
          printingType: 'OFF',
          dosu: '4/4',
          julsu: '8절',
          usePaperList: [{ rawItemId: paper.rawItemId, amount: null, wrongAmount: null }],
          postProcessList: [],
        },
      ],
    } as unknown as Pick<OrderValues, 'workType' | 'finishedSize' | 'printingList' | 'foldingBindingList'>;
    const got = await estimateSpec(db, spec, { date: day, quantity: 4000 });
    const plain = estimate({ ...spec, quantity: 4000 }, ratesAt(rows, day));
    expect(got.missing).toEqual([]);
    expect(got.total).toBe(plain.total);
    expect(got.lines.map((l) => l.amount)).toEqual(plain.lines.map((l) => l.amount));
    expect(got.ratesDate).toBe(day);
    // The formulas carry the paper's name, not its id.
    expect(got.lines.find((l) => l.kind === 'PAPER')!.label).not.toContain('#');
  });

  it('recordOrderPrice adds version 1, 2 …; the latest is the price, the history keeps each', async () => {
    const [order] = await db
      .select({ id: printingOrder.id })
      .from(printingOrder)
      .orderBy(asc(printingOrder.id))
      .limit(1);
    const id = order!.id;
    const before = await orderPriceHistory(db, id);
    const e = {
      lines: [],
      subtotal: 100_000,
      roundedOff: 0,
      supply: 100_000,
      vat: 10_000,
      total: 110_000,
      missing: [],
      ratesDate: '2026-11-01',
    };
    const first = await recordOrderPrice(db, id, {
      estimate: e,
      override: null,
      source: 'ORDER',
      actor: null,
      at: new Date(),
    });
    expect(first.version).toBe(before.length + 1);
    expect(first.charged).toEqual({ supply: 100_000, vat: 10_000, total: 110_000 });
    const second = await recordOrderPrice(db, id, {
      estimate: e,
      override: { supply: 90_000, reason: '단골 할인' },
      source: 'OVERRIDE',
      actor: null,
      at: new Date(),
    });
    expect(second.version).toBe(first.version + 1);
    expect(second.override).toEqual({ supply: 90_000, vat: 9_000, total: 99_000, reason: '단골 할인' });
    expect(second.estimate.total).toBe(110_000);
    expect((await currentOrderPrice(db, id))!.version).toBe(second.version);
    expect(await orderChargedTotal(db, id)).toBe(99_000);
    expect((await orderPriceHistory(db, id)).map((p) => p.version)).toEqual([
      ...before.map((p) => p.version),
      first.version,
      second.version,
    ]);
  });
});
