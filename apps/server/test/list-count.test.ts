import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { countListRows } from '../src/platform/list/count';

/** A database that answers only EXPLAIN, with a plan estimating `rows`, and a count that records being asked. */
function fake(estimate: number, matching: number) {
  const asked: string[] = [];
  const db = {
    execute: async () => {
      asked.push('estimate');
      return { rows: [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': estimate } }] }] };
    },
  } as unknown as Db;
  const source = {
    countUpTo: async (limit: number) => {
      asked.push('count');
      return Math.min(matching, limit);
    },
    query: () => sql`select 1`,
  };
  return { db, source, asked };
}
const q = { page: 0, size: 50 } as Parameters<typeof countListRows>[1];
const limits = { exactCountLimit: 10_000 };

describe('list totals', () => {
  it('counts first by default: exact up to the limit, the estimate past it', async () => {
    const small = fake(900_000, 700);
    expect(await countListRows(small.db, q, 0, 50, limits, small.source)).toEqual({ count: 700, exact: true });
    expect(small.asked).toEqual(['count']);
    const big = fake(95_000, 95_000);
    expect(await countListRows(big.db, q, 0, 50, limits, big.source)).toEqual({ count: 95_000, exact: false });
    expect(big.asked).toEqual(['count', 'estimate']);
  });

  it('with estimateFirst, trusts an estimate far past the limit without counting, and counts otherwise', async () => {
    const far = fake(95_000, 95_000);
    expect(await countListRows(far.db, q, 0, 50, limits, far.source, { estimateFirst: true })).toEqual({
      count: 95_000,
      exact: false,
    });
    expect(far.asked).toEqual(['estimate']);
    // Near the limit (or below 40,000 whatever the limit), the rows are counted; the estimate is asked once.
    const near = fake(30_000, 8_000);
    expect(await countListRows(near.db, q, 0, 50, limits, near.source, { estimateFirst: true })).toEqual({
      count: 8_000,
      exact: true,
    });
    const over = fake(30_000, 20_000);
    expect(await countListRows(over.db, q, 0, 50, limits, over.source, { estimateFirst: true })).toEqual({
      count: 30_000,
      exact: false,
    });
    expect(over.asked).toEqual(['estimate', 'count']);
    const lowLimit = fake(1_000, 1_000);
    expect(
      await countListRows(lowLimit.db, q, 0, 50, { exactCountLimit: 5 }, lowLimit.source, { estimateFirst: true }),
    ).toEqual({ count: 1_000, exact: false });
    expect(lowLimit.asked).toEqual(['estimate', 'count']);
  });

  it('a keyword search on a history list takes an estimate past the keyword threshold without counting', async () => {
    const withKeyword = { ...q, searchKeyword: '카탈로그' };
    const keywordLimits = { exactCountLimit: 10_000, keywordEstimateFrom: 4_000 };
    const options = { estimateFirst: true };
    const common = fake(7_834, 8_338);
    expect(await countListRows(common.db, withKeyword, 0, 50, keywordLimits, common.source, options)).toEqual({
      count: 7_834,
      exact: false,
    });
    expect(common.asked).toEqual(['estimate']);
    // At or below the threshold the matches are counted, exactly up to the list's limit.
    const fewer = fake(3_000, 3_210);
    expect(await countListRows(fewer.db, withKeyword, 0, 50, keywordLimits, fewer.source, options)).toEqual({
      count: 3_210,
      exact: true,
    });
    expect(fewer.asked).toEqual(['estimate', 'count']);
    // An estimate below the rows already seen still leaves the next page on offer.
    const seen = fake(4_500, 5_000);
    expect(
      await countListRows(seen.db, { ...withKeyword, page: 99 }, 4_950, 50, keywordLimits, seen.source, options),
    ).toEqual({
      count: 5_001,
      exact: false,
    });
    // Without a keyword the same estimate is not far enough past the limit: counted.
    const plain = fake(7_834, 8_338);
    expect(await countListRows(plain.db, q, 0, 50, keywordLimits, plain.source, options)).toEqual({
      count: 8_338,
      exact: true,
    });
    // Lists without estimateFirst (master data) count keyword matches as before.
    const master = fake(7_834, 8_338);
    expect(await countListRows(master.db, withKeyword, 0, 50, keywordLimits, master.source)).toEqual({
      count: 8_338,
      exact: true,
    });
  });

  it('asks the planner once per list identity for a few seconds, and every time without one', async () => {
    const named = fake(95_000, 95_000);
    const source = { ...named.source, identity: 'orders#a' };
    for (let page = 0; page < 3; page++)
      expect(
        await countListRows(named.db, { ...q, page }, page * 50, 50, limits, source, { estimateFirst: true }),
      ).toEqual({ count: 95_000, exact: false });
    expect(named.asked).toEqual(['estimate']);
    await countListRows(named.db, q, 0, 50, limits, { ...source, identity: 'orders#b' }, { estimateFirst: true });
    expect(named.asked).toEqual(['estimate', 'estimate']);
    const unnamed = fake(95_000, 95_000);
    await countListRows(unnamed.db, q, 0, 50, limits, unnamed.source, { estimateFirst: true });
    await countListRows(unnamed.db, q, 0, 50, limits, unnamed.source, { estimateFirst: true });
    expect(unnamed.asked).toEqual(['estimate', 'estimate']);
  });

  it('a short page tells its total without asking anything', async () => {
    const any = fake(95_000, 95_000);
    expect(await countListRows(any.db, { ...q, page: 3 }, 150, 7, limits, any.source, { estimateFirst: true })).toEqual(
      {
        count: 157,
        exact: true,
      },
    );
    expect(any.asked).toEqual([]);
  });
});
