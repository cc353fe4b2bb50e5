import { describe, expect, it } from 'vitest';
import { ratesAt, rateKey } from './rate-set.js';
import { RateRowSchema, type RateRow } from './rates.js';
import { SAMPLE_RATE_ROWS } from './sample-rates.js';

describe('ratesAt', () => {
  const plate = (effectiveFrom: string, pricePerPlate: number): RateRow => ({
    kind: 'PLATE',
    effectiveFrom,
    pricePerPlate,
  });
  const rows: RateRow[] = [
    plate('2026-01-01', 10_000),
    plate('2026-07-01', 12_000),
    plate('2027-01-01', 15_000),
    { kind: 'MARGIN', effectiveFrom: '2026-03-01', workType: 'LEAFLET', marginBp: 1000 },
    { kind: 'MARGIN', effectiveFrom: '2026-01-01', workType: 'LEAFLET', marginBp: 500 },
  ];

  it("picks each key's row with the latest effectiveFrom on or before the date", () => {
    expect(ratesAt(rows, '2026-06-30').plate?.pricePerPlate).toBe(10_000);
    expect(ratesAt(rows, '2026-07-01').plate?.pricePerPlate).toBe(12_000);
    expect(ratesAt(rows, '2026-12-31').plate?.pricePerPlate).toBe(12_000);
    expect(ratesAt(rows, '2027-01-01').plate?.pricePerPlate).toBe(15_000);
    expect(ratesAt(rows, '2026-04-01').margins.get('LEAFLET')?.marginBp).toBe(1000);
  });

  it('knows no rate before its first date (an old order is never priced on a newer table)', () => {
    const set = ratesAt(rows, '2025-12-31');
    expect(set.plate).toBeNull();
    expect(set.margins.size).toBe(0);
    expect(set.date).toBe('2025-12-31');
  });

  it('keeps spoilage bands of one printing type in run-length order', () => {
    const set = ratesAt(
      [
        { kind: 'SPOILAGE', effectiveFrom: '2026-01-01', printingType: 'OFF', fromSheets: 5000, percentBp: 300 },
        { kind: 'SPOILAGE', effectiveFrom: '2026-01-01', printingType: 'OFF', fromSheets: 0, percentBp: 500 },
      ],
      '2026-01-02',
    );
    expect(set.spoilage.get('OFF')?.map((b) => b.fromSheets)).toEqual([0, 5000]);
  });

  it('keys rows by kind and key fields', () => {
    expect(rateKey(plate('2026-01-01', 1))).toBe('PLATE');
    expect(
      rateKey({ kind: 'CUT', effectiveFrom: '2026-01-01', parentSheet: 'GUK', finishedSize: ' a4', pieces: 8 }),
    ).toBe('CUT:GUK:A4');
  });
});

describe('RateRowSchema', () => {
  it('accepts the sample table', () => {
    for (const row of SAMPLE_RATE_ROWS) expect(RateRowSchema.safeParse(row).success).toBe(true);
  });

  it('refuses fractions of won, negative amounts, unknown kinds and bad dates with Korean messages', () => {
    const bad = (row: unknown) => {
      const r = RateRowSchema.safeParse(row);
      expect(r.success).toBe(false);
      return r.error?.issues[0]?.message;
    };
    expect(bad({ kind: 'PLATE', effectiveFrom: '2026-01-01', pricePerPlate: 1.5 })).toBe(
      '0 이상의 정수(원)로 입력해주세요.',
    );
    expect(bad({ kind: 'PLATE', effectiveFrom: '2026-01-01', pricePerPlate: -1 })).toBe(
      '0 이상의 정수(원)로 입력해주세요.',
    );
    expect(bad({ kind: 'PLATE', effectiveFrom: '2026-02-30', pricePerPlate: 1 })).toBe(
      '날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.',
    );
    expect(bad({ kind: 'TEA', effectiveFrom: '2026-01-01' })).toBe('단가 종류가 올바르지 않습니다.');
    expect(
      bad({
        kind: 'PAPER',
        effectiveFrom: '2026-01-01',
        rawItemId: 1,
        priceUnit: 'REAM',
        price: 1000,
        parentSheet: 'CUSTOM',
      }),
    ).toBe('사용자 지정 전지는 가로·세로(mm)를 입력해주세요.');
    expect(bad({ kind: 'ROUNDING', effectiveFrom: '2026-01-01', unit: 50 })).toBe(
      '단수 조정 단위는 1, 10, 100, 1,000원 중 하나입니다.',
    );
  });
});
