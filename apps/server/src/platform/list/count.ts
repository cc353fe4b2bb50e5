import { sql, type SQLWrapper } from 'drizzle-orm';
import type { ListQuery } from '@scm/contract';
import { sharedDbOf, type Db } from '../../db/client';
import { executeWith } from '../../db/drizzle-internals';
import type { ListSettings, ListTotal } from './definition';

type PlanNode = { Plan?: { 'Plan Rows'?: number } };

/** The planner's row estimate for a query: a statistics lookup, never a scan. */
async function plannerEstimate(db: Db, query: SQLWrapper, values?: Record<string, unknown>): Promise<number> {
  const explain = sql`explain (format json) ${query}`;
  // node-postgres and PGlite both answer { rows }; the plan column may arrive parsed or as text.
  const result: unknown = values ? await executeWith(db, explain, values) : await db.execute(explain);
  const { rows } = result as { rows: Record<string, unknown>[] };
  const raw = Object.values(rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as PlanNode[] | undefined;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * Estimates change only when statistics do, so one per list identity (its exact WHERE) is kept for a few seconds:
 * paging through a list of years of records plans its total once, not on every page.
 */
const ESTIMATE_TTL_MS = 10_000;
const MAX_ESTIMATES = 1_000;
const estimates = new WeakMap<Db, Map<string, { rows: number; at: number }>>();

/** `query` is built only when the estimate is not already known: building it is most of a cached estimate's cost. */
async function estimateOf(db: Db, matching: Matching): Promise<number> {
  const { query, values, identity } = matching;
  if (identity === undefined) return plannerEstimate(db, query(), values);
  let known = estimates.get(sharedDbOf(db));
  if (!known) estimates.set(sharedDbOf(db), (known = new Map<string, { rows: number; at: number }>()));
  const hit = known.get(identity);
  if (hit && Date.now() - hit.at < ESTIMATE_TTL_MS) return hit.rows;
  const rows = await plannerEstimate(db, query(), values);
  known.delete(identity);
  known.set(identity, { rows, at: Date.now() });
  if (known.size > MAX_ESTIMATES) known.delete(known.keys().next().value!);
  return rows;
}

/**
 * The rows behind a list: counted up to a limit, or the query whose estimate is asked (with the values of its
 * placeholders, statements.ts). `identity` names the list and its exact filters (keyset.ts), to reuse a
 * recent estimate.
 */
interface Matching {
  countUpTo(limit: number): Promise<number>;
  query: () => SQLWrapper;
  values?: Record<string, unknown>;
  identity?: string;
}

/**
 * An estimate this far past the limit (and never below FAR_PAST rows) is trusted without counting: the planner's
 * row estimates for date windows and equality filters are close, and counting limit + 1 rows costs a scan of them.
 */
const FAR_PAST_FACTOR = 4;
const FAR_PAST = 40_000;

/**
 * The total behind a page. A short page tells it without a query; otherwise the matching rows are counted up to
 * the limit (a LIMIT subquery reads at most limit + 1 rows), and past it the planner's estimate stands in.
 * `estimateFirst` (lists of years of records: their default window alone holds far more than the limit) asks the
 * estimate before counting and skips the count when the estimate is far past the limit, or, for a keyword search,
 * past `keywordEstimateFrom`.
 */
export async function countListRows(
  db: Db,
  q: ListQuery,
  offset: number,
  pageRows: number,
  limits: Pick<ListSettings, 'exactCountLimit'> & Partial<Pick<ListSettings, 'keywordEstimateFrom'>>,
  matching: Matching,
  { estimateFirst = false } = {},
): Promise<ListTotal> {
  const { exactCountLimit } = limits;
  if (pageRows > 0 && pageRows < q.size) return { count: offset + pageRows, exact: true };
  if (pageRows === 0 && offset === 0) return { count: 0, exact: true };
  // Never fewer than the rows already known to exist, so the pager always offers the next page of a full one.
  const inexact = (estimate: number, atLeast: number) => ({
    count: Math.max(estimate, atLeast, offset + pageRows + 1),
    exact: false,
  });
  const early = estimateFirst ? await estimateOf(db, matching) : undefined;
  const keyword = (q.searchKeyword ?? '').trim() !== '';
  const trustFrom =
    keyword && limits.keywordEstimateFrom !== undefined
      ? limits.keywordEstimateFrom
      : Math.max(FAR_PAST_FACTOR * exactCountLimit, FAR_PAST);
  if (early !== undefined && early > trustFrom) return inexact(early, 0);
  const n = await matching.countUpTo(exactCountLimit + 1);
  if (n <= exactCountLimit) return { count: n, exact: true };
  return inexact(early ?? (await estimateOf(db, matching)), exactCountLimit + 1);
}
