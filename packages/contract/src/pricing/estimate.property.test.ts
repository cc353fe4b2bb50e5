import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRINTING_TYPES, WORK_TYPES } from '../printing-spec/vocabulary.js';
import { SHOPBAG_TYPES } from '../shopbag-order/design.js';
import { estimate } from './estimate.js';
import type { EstimateEntry, EstimateInput } from './estimate-types.js';
import { ratesAt } from './rate-set.js';
import { ROUNDING_UNITS, type RateRow } from './rates.js';

/** Random but whole rate tables: every amount a won integer, percents in bp, some rates left out. */
const amount = fc.integer({ min: 0, max: 200_000 });
const from = '2026-01-01';
const charge = fc.record({
  setupAmount: amount,
  unitAmount: amount,
  unitBasis: fc.constantFrom('EACH' as const, 'THOUSAND' as const),
  minimumAmount: amount,
});

const rateRows: fc.Arbitrary<RateRow[]> = fc
  .record({
    papers: fc.array(
      fc.record({
        priceUnit: fc.constantFrom('REAM' as const, 'SHEET' as const),
        price: amount,
        parentSheet: fc.constantFrom('GUK' as const, 'SAYUK' as const),
      }),
      { minLength: 3, maxLength: 3 },
    ),
    plate: amount,
    offset: fc.record({ p: amount, min: amount }),
    rotary: fc.record({ p: amount, min: amount }),
    digital: fc.record({ mono: amount, color: amount, ready: amount }),
    bands: fc.array(
      fc.record({ fromSheets: fc.integer({ min: 1, max: 20_000 }), percentBp: fc.integer({ min: 0, max: 3000 }) }),
      { maxLength: 3 },
    ),
    firstBp: fc.integer({ min: 0, max: 3000 }),
    makeReady: fc.integer({ min: 0, max: 100 }),
    finishing: fc.array(charge, { minLength: 3, maxLength: 3 }),
    outsourcing: fc.array(fc.tuple(charge, fc.integer({ min: 0, max: 5000 })), { minLength: 7, maxLength: 7 }),
    bag: amount,
    slot: amount,
    margin: fc.integer({ min: 0, max: 5000 }),
    unit: fc.constantFrom(...ROUNDING_UNITS),
  })
  .map((r) => {
    const rows: RateRow[] = [
      { kind: 'PLATE', effectiveFrom: from, pricePerPlate: r.plate },
      { kind: 'OFFSET', effectiveFrom: from, pricePerReamPerColor: r.offset.p, minimumAmount: r.offset.min },
      { kind: 'ROTARY', effectiveFrom: from, pricePerThousand: r.rotary.p, minimumAmount: r.rotary.min },
      {
        kind: 'DIGITAL',
        effectiveFrom: from,
        monoClick: r.digital.mono,
        colorClick: r.digital.color,
        makeReadyAmount: r.digital.ready,
      },
      { kind: 'ADVERTISER_SLOT', effectiveFrom: from, pricePerSlot: r.slot },
      { kind: 'ROUNDING', effectiveFrom: from, unit: r.unit },
    ];
    r.papers.forEach((p, i) =>
      rows.push({
        kind: 'PAPER',
        effectiveFrom: from,
        rawItemId: i + 1,
        ...p,
        customWidthMm: null,
        customHeightMm: null,
      }),
    );
    for (const type of PRINTING_TYPES) {
      rows.push({ kind: 'SPOILAGE', effectiveFrom: from, printingType: type, fromSheets: 0, percentBp: r.firstBp });
      for (const b of r.bands) rows.push({ kind: 'SPOILAGE', effectiveFrom: from, printingType: type, ...b });
      rows.push({ kind: 'MAKE_READY', effectiveFrom: from, printingType: type, sheetsPerPlate: r.makeReady });
    }
    r.finishing.forEach((c, i) => rows.push({ kind: 'FINISHING', effectiveFrom: from, optionId: i + 1, ...c }));
    const steps = ['CTP', 'OFFSET', 'ROTARY', 'DIGITAL', 'OSP', 'POST_PROCESS', 'FOLDING_BINDING'] as const;
    steps.forEach((step, i) => {
      const [c, marginBp] = r.outsourcing[i]!;
      rows.push({ kind: 'OUTSOURCING', effectiveFrom: from, sellerId: 7, step, ...c, marginBp });
    });
    for (const shopbagType of SHOPBAG_TYPES)
      rows.push({ kind: 'SHOPBAG', effectiveFrom: from, shopbagType, pricePerBag: r.bag });
    for (const workType of WORK_TYPES) rows.push({ kind: 'MARGIN', effectiveFrom: from, workType, marginBp: r.margin });
    return rows;
  });

const supplier = fc.option(fc.constant(7), { nil: null });
const entry: fc.Arbitrary<EstimateEntry> = fc.record({
  composition: fc.constant('COVER' as const),
  printingType: fc.constantFrom(...PRINTING_TYPES),
  dosu: fc.constantFrom('4/4', '4/0', '1/1', '1도', '양면 4도', '컬러', '흑백', '2/1'),
  julsu: fc.constantFrom('1절', '2절', '4절', '8절', '16절', '32'),
  pageCount: fc.option(fc.integer({ min: 2, max: 400 }), { nil: null }),
  usePaperList: fc.constantFrom(
    [{ rawItemId: 1 }],
    [{ rawItemId: 2 }],
    [{ rawItemId: 3 }, { rawItemId: 1, amount: 50 }],
  ),
  postProcessList: fc.array(
    fc.record({
      postProcessOption: fc.subarray([1, 2, 3], { minLength: 1 }),
      postProcessOutsourcingId: supplier,
    }),
    { maxLength: 2 },
  ),
  isOffCtpOutsourcing: fc.boolean(),
  offCtpOutsourcingId: fc.constant(7),
  isOffPrintOutsourcing: fc.boolean(),
  offPrintOutsourcingId: fc.constant(7),
  rotaryOutsourcingId: supplier,
  isDigitalOutsourcing: fc.boolean(),
  digitalOutsourcingId: fc.constant(7),
  ospOutsourcingId: fc.constant(7),
});

const spec: fc.Arbitrary<Omit<EstimateInput, 'quantity'>> = fc.record({
  workType: fc.constantFrom(...WORK_TYPES),
  printingList: fc
    .array(entry, { minLength: 1, maxLength: 4 })
    .map((list) => list.map((e, i) => ({ ...e, composition: i === 0 ? ('COVER' as const) : ('INNER' as const) }))),
  foldingBindingList: fc.array(
    fc.record({
      foldingBindingOption: fc.subarray([1, 2, 3], { minLength: 1 }),
      foldingBindingOutsourcingId: supplier,
    }),
    { maxLength: 2 },
  ),
  shopbag: fc.record({ shopbagType: fc.constantFrom(...SHOPBAG_TYPES), slots: fc.integer({ min: 0, max: 12 }) }),
});

const quantities = fc
  .tuple(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 0, max: 200_000 }))
  .map(([q, more]) => [q, q + more] as const);

describe('estimate properties', () => {
  it('the total never decreases as the quantity grows', () => {
    fc.assert(
      fc.property(rateRows, spec, quantities, (rows, s, [q1, q2]) => {
        const rates = ratesAt(rows, '2026-06-01');
        const a = estimate({ ...s, quantity: q1 }, rates);
        const b = estimate({ ...s, quantity: q2 }, rates);
        expect(b.subtotal).toBeGreaterThanOrEqual(a.subtotal);
        expect(b.total).toBeGreaterThanOrEqual(a.total);
      }),
      { numRuns: 300 },
    );
  });

  it('every line is a whole, non-negative amount; VAT is floor(supply / 10); supply is a multiple of the unit', () => {
    fc.assert(
      fc.property(rateRows, spec, fc.integer({ min: 1, max: 1_000_000 }), (rows, s, quantity) => {
        const rates = ratesAt(rows, '2026-06-01');
        const e = estimate({ ...s, quantity }, rates);
        expect(e.missing).toEqual([]);
        for (const l of e.lines) {
          expect(Number.isSafeInteger(l.amount)).toBe(true);
          expect(l.amount).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(l.unitPrice)).toBe(true);
          expect(l.label).not.toBe('');
          expect(l.formula).not.toBe('');
        }
        expect(e.subtotal).toBe(e.lines.reduce((sum, l) => sum + l.amount, 0));
        expect(e.vat).toBe(Math.floor(e.supply / 10));
        expect(e.total).toBe(e.supply + e.vat);
        expect(e.supply % rates.rounding!.unit).toBe(0);
        expect(e.subtotal - e.supply).toBeGreaterThanOrEqual(0);
        expect(e.subtotal - e.supply).toBeLessThan(rates.rounding!.unit);
      }),
      { numRuns: 300 },
    );
  });

  it('a missing rate is named, never priced as 0: an empty table gives no line and says why', () => {
    fc.assert(
      fc.property(spec, fc.integer({ min: 1, max: 100_000 }), (s, quantity) => {
        const e = estimate({ ...s, quantity }, ratesAt([], '2026-06-01'));
        expect(e.lines).toEqual([]);
        expect(e.missing.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
});
