import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { proposeMatches, SUM_MAX_ENTRIES, type MatchEntry } from '../src/modules/bank-statements/matching';
import { normalizeName } from '../src/modules/bank-statements/names';

const entry = (
  entryId: number,
  buyerId: number,
  buyerName: string,
  remaining: number,
  openedAt = entryId,
): MatchEntry => ({
  entryId,
  buyerId,
  buyerName,
  remaining,
  openedAt,
});

describe('depositor names', () => {
  it('compares names without company marks, spaces, punctuation and case', () => {
    const same = ['(주)한빛출판', '한빛출판㈜', '주식회사 한빛 출판', '한빛출판(주)', '한빛.출판', '주)한빛출판'];
    for (const s of same) expect(normalizeName(s)).toBe('한빛출판');
    expect(normalizeName('Seoul Cafe (유)')).toBe('seoulcafe');
    expect(normalizeName('유한회사 서울카페')).toBe('서울카페');
  });
});

describe('matching proposals', () => {
  const entries = [
    entry(1, 10, '(주)한빛출판', 418_000),
    entry(2, 20, '서울카페', 100_000, 1),
    entry(3, 20, '서울카페', 200_000, 2),
    entry(4, 20, '서울카페', 50_000, 3),
    entry(5, 30, '도담인쇄', 550_000),
    entry(6, 40, '초록문구', 70_000),
    entry(7, 40, '초록문구', 70_000),
  ];
  const propose = (deposit: number, depositor: string, aliases = [] as { buyerId: number; name: string }[]) =>
    proposeMatches([{ id: 1, deposit, depositor }], entries, aliases).get(1)!;

  it('exact name and amount: one entry, picked', () => {
    const p = propose(418_000, '한빛출판');
    expect(p).toMatchObject({ kind: 'EXACT', auto: true, buyerId: 10, allocations: [{ entryId: 1, amount: 418_000 }] });
    expect(p.reason).toBe('입금자명 일치 · 금액 일치');
  });

  it('one line = the sum of several entries of the buyer, oldest first', () => {
    const p = propose(300_000, '서울 카페');
    expect(p).toMatchObject({ kind: 'SUM', auto: true, buyerId: 20 });
    expect(p.allocations).toEqual([
      { entryId: 2, amount: 100_000 },
      { entryId: 3, amount: 200_000 },
    ]);
    expect(p.reason).toBe('같은 고객사 주문 2건 합계 일치');
    // Not a prefix: 100,000 + 50,000 (search).
    expect(propose(150_000, '서울카페').allocations.map((a) => a.entryId)).toEqual([2, 4]);
  });

  it('partial payment: less than what one entry still owes', () => {
    const p = propose(200_000, '도담인쇄');
    expect(p).toMatchObject({ kind: 'PARTIAL', auto: true, allocations: [{ entryId: 5, amount: 200_000 }] });
    expect(p.reason).toContain('남는 금액 350,000원');
  });

  it('two equal candidates are not picked', () => {
    const p = propose(70_000, '초록문구');
    expect(p).toMatchObject({ kind: 'AMBIGUOUS', auto: false, allocations: [], candidates: [6, 7] });
  });

  it('an unknown name: unmatched, or the amount alone shown but not picked', () => {
    expect(propose(123_456, '홍길동')).toMatchObject({ kind: 'UNMATCHED', auto: false, allocations: [] });
    expect(propose(418_000, '홍길동')).toMatchObject({ kind: 'AMOUNT_ONLY', auto: false, candidates: [1] });
  });

  it("a buyer's other depositor name matches like its own", () => {
    expect(propose(418_000, '김 대표', [{ buyerId: 10, name: '김대표' }])).toMatchObject({
      kind: 'EXACT',
      buyerId: 10,
    });
  });

  it('two lines never take the same won: the second line goes to what is left', () => {
    const got = proposeMatches(
      [
        { id: 1, deposit: 300_000, depositor: '도담인쇄' },
        { id: 2, deposit: 250_000, depositor: '도담인쇄' },
        { id: 3, deposit: 10, depositor: '도담인쇄' },
      ],
      entries,
      [],
    );
    expect(got.get(1)).toMatchObject({ kind: 'PARTIAL' });
    expect(got.get(2)).toMatchObject({ kind: 'EXACT', allocations: [{ entryId: 5, amount: 250_000 }] });
    expect(got.get(3)).toMatchObject({ kind: 'UNMATCHED' });
  });

  it('property: picked proposals never allocate more than a line or an entry holds, and sum exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ buyer: fc.integer({ min: 1, max: 4 }), remaining: fc.integer({ min: 1, max: 30 }) }), {
          maxLength: 40,
        }),
        fc.array(fc.record({ buyer: fc.integer({ min: 1, max: 5 }), deposit: fc.integer({ min: 1, max: 90 }) }), {
          maxLength: 20,
        }),
        (es, ls) => {
          const ents = es.map((e, i) => entry(i + 1, e.buyer, `고객${e.buyer}`, e.remaining * 1000));
          const lines = ls.map((l, i) => ({ id: i + 1, deposit: l.deposit * 1000, depositor: `(주)고객${l.buyer}` }));
          const got = proposeMatches(lines, ents, []);
          const used = new Map<number, number>();
          for (const l of lines) {
            const p = got.get(l.id)!;
            const sum = p.allocations.reduce((s, a) => s + a.amount, 0);
            if (!p.auto) expect(p.allocations).toEqual([]);
            if (p.kind === 'EXACT' || p.kind === 'SUM') expect(sum).toBe(l.deposit);
            if (p.kind === 'PARTIAL') expect(sum).toBe(l.deposit);
            for (const a of p.allocations) {
              const e = ents.find((x) => x.entryId === a.entryId)!;
              expect(e.buyerName).toBe(`고객${lines[l.id - 1]!.depositor.slice(5)}`);
              used.set(a.entryId, (used.get(a.entryId) ?? 0) + a.amount);
              expect(used.get(a.entryId)!).toBeLessThanOrEqual(e.remaining);
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it(`bounds the sum search to the buyer's oldest ${SUM_MAX_ENTRIES} fitting entries`, () => {
    const many = Array.from({ length: 200 }, (_, i) => entry(i + 1, 1, '큰손', 1000 + i));
    const started = performance.now();
    const p = proposeMatches([{ id: 1, deposit: 7_777_777, depositor: '큰손' }], many, []).get(1)!;
    expect(performance.now() - started).toBeLessThan(500);
    expect(p.kind).toBe('UNMATCHED');
  });
});
