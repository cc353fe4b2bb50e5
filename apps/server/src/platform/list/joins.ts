import type { PgSelect } from 'drizzle-orm/pg-core';
import { tablesIn } from '../../db/drizzle-internals';
import type { ListJoin } from './definition';

/**
 * Joins a query must keep: those that may drop rows, those its conditions or order read, and those a kept join's
 * own ON clause reads (a join onto the order through the work order needs the work order).
 */
export const joinsNeeded = (joins: readonly ListJoin[], reads: unknown[]) => {
  const used = tablesIn(reads);
  const kept = new Set(joins.filter((j) => (!j.left && !j.keepsRows) || used.has(j.table)));
  // Later joins read earlier ones: walk back from the last, adding what each kept join's ON reads.
  for (let i = joins.length - 1; i >= 0; i--) {
    const j = joins[i]!;
    if (!kept.has(j)) continue;
    const reads = tablesIn(j.on);
    for (const earlier of joins.slice(0, i)) if (reads.has(earlier.table)) kept.add(earlier);
  }
  return joins.filter((j) => kept.has(j));
};

/** The joins are added at run time; the result type comes from the selected columns (see ListRow). */
export function withJoins<Q extends PgSelect>(query: Q, joins: readonly ListJoin[]): Q {
  let q = query;
  for (const j of joins) q = (j.left ? q.leftJoin(j.table, j.on) : q.innerJoin(j.table, j.on)) as unknown as Q;
  return q;
}
