import { and, count, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { prepare, preparedOn } from '../../db/drizzle-internals';
import { countListRows } from './count';
import type { AnyList, ListTotal } from './definition';
import { joinsNeeded, withJoins } from './joins';
import { boundariesOf, boundaryFields, type Boundary } from './keyset';
import { shapeOf, type PagePlan } from './plan';
import { fixedPageStatement, keysThenRows, pageStatement, type PageRows } from './rows';
import { definitionId, statementNameOf, statementOf } from './statements';

/**
 * Running a plan (plan.ts): the page's rows, then the total behind them. Each statement is built and rendered once
 * per shape (statements.ts) and run with the request's values; only a shape not seen before builds a select.
 */

/** The list's columns, then the ORDER BY values of each row (its position), and for keysThenRows its key after them. */
const selectOf = (db: Db, spec: AnyList, plan: PagePlan, withKey = false) =>
  withJoins(
    db
      .select({
        ...spec.columns,
        ...(plan.terms ? boundaryFields(plan.terms) : {}),
        ...(withKey ? { [`__keyset${plan.width}`]: spec.key } : {}),
      })
      .from(spec.from)
      .$dynamic(),
    spec.joins ?? [],
  );

/**
 * Deep and keyset pages read their keys first, from the joins their WHERE and ORDER BY need, then the rows of those
 * keys with their boundary values, by a statement of one text per list and sort (keysThenRows). Given `fixed`, the keys
 * statement has the request's values written in but the kept ones (fixedPageStatement).
 */
function keysFirst(
  db: Db,
  spec: AnyList,
  plan: PagePlan,
  query: (keys: PgSelect) => PgSelect,
  fixed?: { values: Record<string, unknown>; kept: ReadonlySet<string> },
) {
  const keys = query(
    withJoins(
      db.select({ key: spec.key }).from(spec.from).$dynamic(),
      joinsNeeded(spec.joins ?? [], [plan.where, plan.orderBy]),
    ),
  );
  return keysThenRows(
    fixed
      ? fixedPageStatement(keys, { key: spec.key }, 0, fixed.values, fixed.kept)
      : pageStatement(keys, { key: spec.key }, 0),
    statementOf(db, JSON.stringify([definitionId(spec), 'by key', plan.q.sort ?? '']), () => {
      const byKey = selectOf(db, spec, plan, true).where(sql`${spec.key} = any(${sql.placeholder('keys')})`);
      return pageStatement(byKey, spec.columns, plan.width + 1, statementNameOf(byKey.toSQL().sql));
    }),
  );
}

/** The page statement of the plan's shape, built the first time that shape is asked for. */
function pageStatementOf(db: Db, spec: AnyList, plan: PagePlan) {
  const { paging, where, orderBy, width, bindings } = plan;
  return statementOf(db, plan.rowsShape, () => {
    switch (paging.mode) {
      case 'after':
      case 'before':
        return keysFirst(
          db,
          spec,
          plan,
          (keys) =>
            keys
              .where(and(where, paging.beyond))
              .orderBy(...paging.orderBy)
              .limit(paging.limit)
              .offset(paging.skip),
          paging.named ? { values: bindings.values, kept: paging.boundary } : undefined,
        );
      case 'opening':
        return fixedPageStatement(
          selectOf(db, spec, plan)
            .where(where)
            .orderBy(...orderBy)
            .limit(paging.limit),
          spec.columns,
          width,
          bindings.values,
        );
      case 'offset':
        return pageStatement(
          selectOf(db, spec, plan)
            .where(where)
            .orderBy(...orderBy)
            .limit(paging.limit)
            .offset(paging.skip),
          spec.columns,
          width,
        );
      case 'deferred':
        return keysFirst(db, spec, plan, (keys) =>
          keys
            .where(where)
            .orderBy(...orderBy)
            .limit(paging.limit)
            .offset(paging.skip),
        );
    }
  });
}

/**
 * The page's rows, in order. Its first and last rows' positions (and the row just before it) are remembered for
 * keyset paging (keyset.ts).
 */
export async function runRows(db: Db, spec: AnyList, plan: PagePlan): Promise<Record<string, unknown>[]> {
  const { paging, terms, q } = plan;
  const page: PageRows = await pageStatementOf(db, spec, plan).execute(plan.bindings.values, db);
  let before: Boundary | undefined;
  if (paging.mode === 'before' || paging.mode === 'after') {
    if (paging.mode === 'before') {
      // Read backwards, the row before the page comes last.
      if (page.rows.length > q.size) {
        page.rows.pop();
        before = page.positions.pop();
      }
      page.rows.reverse();
      page.positions.reverse();
    } else if (paging.ahead && page.rows.length > 0) {
      page.rows.shift();
      before = page.positions.shift();
    } else before = paging.from;
  } else if (paging.lead && page.rows.length > 0) {
    page.rows.shift();
    before = page.positions.shift();
  }
  const { rows, positions } = page;
  if (terms && rows.length > 0) {
    boundariesOf(db).set(plan.identity, q.page, positions[0], positions.at(-1), before);
  } else if (terms && before) {
    // Right past the last row: asked again, the empty page is one index probe.
    boundariesOf(db).set(plan.identity, q.page, undefined, undefined, before);
  }
  return rows;
}

/** The rows the page stands on, with the same placeholders (values) as the page's own statement. */
const matchingOf = (db: Db, spec: AnyList, where: SQL | undefined) => () =>
  withJoins(
    db
      .select({ one: sql`1`.as('one') })
      .from(spec.from)
      .$dynamic(),
    joinsNeeded(spec.joins ?? [], [where]),
  ).where(where);

/** The total behind a page of `pageRows` rows: told by a short page, else counted up to a limit or estimated. */
export function runCount(
  db: Db,
  spec: AnyList,
  plan: PagePlan,
  pageRows: number,
  limits: Parameters<typeof countListRows>[4],
): Promise<ListTotal> {
  const { bindings: b } = plan;
  const matching = matchingOf(db, spec, plan.where);
  return countListRows(
    db,
    plan.q,
    plan.offset,
    pageRows,
    limits,
    {
      countUpTo: async (n) => {
        // Named, not numbered: the page's own values before it differ by paging mode, the count's statement does not.
        const cap = b.named('countLimit', n);
        const counted = statementOf(db, shapeOf(plan, 'count'), () =>
          prepare<{ execute(values: Record<string, unknown>): Promise<{ n: number }[]> }>(
            db.select({ n: count() }).from(matching().limit(cap).as('capped')),
          ),
        );
        return (await preparedOn(counted, db).execute(b.values))[0]?.n ?? 0;
      },
      query: matching,
      values: b.values,
      identity: plan.identity,
    },
    // Lists of years of records: a full page usually stands on far more rows than are ever counted.
    { estimateFirst: plan.estimateFirst },
  );
}
