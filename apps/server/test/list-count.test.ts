import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { countListRows } from '../src/platform/list-count';

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
