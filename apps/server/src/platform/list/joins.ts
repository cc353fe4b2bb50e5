import { is, Column, SQL, Table } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';

/** A join of the list's FROM clause, declared once for the rows, the count and the deep-page key query. */
export interface ListJoin {
  table: PgTable;
  on: SQL;
  /** A left join keeps every row (its columns read null when nothing matches). */
  left?: boolean;
  /** An inner join over a NOT NULL foreign key: every row finds its match, so a count need not read it. */
  keepsRows?: boolean;
}

/** Every table an expression reads, so a query only joins what its WHERE or ORDER BY needs. */
function tablesIn(chunk: unknown, found = new Set<unknown>()): Set<unknown> {
  if (is(chunk, Column)) found.add(chunk.table);
  else if (is(chunk, Table)) found.add(chunk);
  else if (is(chunk, SQL)) for (const c of chunk.queryChunks) tablesIn(c, found);
  else if (is(chunk, SQL.Aliased)) tablesIn(chunk.sql, found);
  else if (Array.isArray(chunk)) for (const c of chunk) tablesIn(c, found);
  else if (chunk && typeof chunk === 'object' && 'getSQL' in chunk && typeof chunk.getSQL === 'function') {
    const inner = (chunk as { getSQL(): SQL }).getSQL();
    // Leaves (names, placeholders) wrap themselves: nothing more to read.
    if (!(inner.queryChunks.length === 1 && inner.queryChunks[0] === chunk)) tablesIn(inner, found);
  }
  return found;
}

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
