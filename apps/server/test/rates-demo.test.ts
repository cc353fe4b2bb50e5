import { describe, expect, it } from 'vitest';
import { estimate, ratesAt, type RateRow } from '@scm/contract';
import { ADMIN_PASSWORD, engine, login, makeApp } from './harness';

const ctx = await makeApp();

describe(`demo rate table (${engine})`, () => {
  it('prices the demo papers, plates, offset, finishing, bags and margins', async () => {
    const admin = await login(ctx.app, 'admin', ADMIN_PASSWORD);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/rates/effective', headers: admin.headers() });
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ data: RateRow[] }>().data;
    const of = (kind: string) => rows.filter((r) => r.kind === kind);
    expect(of('PAPER').length).toBeGreaterThan(20);
    expect(of('PLATE')).toMatchObject([{ pricePerPlate: 12000 }]);
    expect(of('OFFSET')).toMatchObject([{ pricePerReamPerColor: 10000, minimumAmount: 80000 }]);
    expect(of('FINISHING').length).toBeGreaterThanOrEqual(17);
    expect(of('SHOPBAG')).toHaveLength(3);
    expect(of('MARGIN')).toContainEqual(expect.objectContaining({ workType: 'LEAFLET', marginBp: 1000 }));
    expect(of('ROUNDING')).toMatchObject([{ unit: 100 }]);
  });

  it('is a rate set the contract estimate engine prices a leaflet from, with nothing missing', async () => {
    const admin = await login(ctx.app, 'admin', ADMIN_PASSWORD);
    const day = ctx.app.clock.today();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/rates/effective?date=${day}`,
      headers: admin.headers(),
    });
    const rows = res.json<{ data: (RateRow & { id: number })[] }>().data;
    const set = ratesAt(rows, day);
    const paper = rows.find((r) => r.kind === 'PAPER' && r.parentSheet === 'GUK')!;
    expect(paper).toBeDefined();
    const e = estimate(
      {
        workType: 'LEAFLET',
        quantity: 4000,
        printingList: [
          {
            composition: 'COVER',
            printingType: 'OFF',
            dosu: '4/4',
            julsu: '8절',
            usePaperList: [{ rawItemId: (paper as { rawItemId: number }).rawItemId }],
          },
        ],
      },
      set,
    );
    expect(e.missing).toEqual([]);
    expect(e.total).toBeGreaterThan(0);
    expect(e.lines.some((l) => l.kind === 'PAPER')).toBe(true);
  });
});
