import { and, asc, desc, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@scm/contract';
import type { Db } from '../../db/client';
import { badRequest } from '../errors';
import type { AnyList } from './definition';
import {
  beyond,
  MAX_PAGES_WALKED,
  orderTerms,
  reversed,
  type Boundary,
  type BoundaryCache,
  type OrderTerm,
} from './keyset';
import { Bindings, definitionId } from './statements';
import { dateWindow, keywordCondition, searchOf, type KeywordSearch, type LookedUp } from './terms';

/**
 * Planning a page: the request's terms and the list's definition in, a plan out (its WHERE and ORDER BY with their
 * values bound, how the page is reached, the shapes that name its statements, how its total is found). Nothing here
 * reads the database: the keyword's id lookups are run before (terms.ts, lookUpKeyword) and handed in, the pages
 * remembered for keyset paging are read through `remembered`. run.ts runs a plan.
 */

/** A page past this many rows picks its keys first (an index-only walk), then reads those rows with their joins. */
export const DEFERRED_JOIN_FROM = 100;

/** What a request asks of a list before anything is looked up: its order (whitelisted) and its keyword. */
export interface RequestTerms {
  orderBy: SQL[];
  search: KeywordSearch | undefined;
}

function orderOf(spec: AnyList, q: ListQuery): SQL[] {
  if (!q.sort) return spec.defaultSort;
  const [field, dir] = q.sort.split(',') as [string, 'asc' | 'desc'];
  if (!spec.sortFields.includes(field) || !Object.hasOwn(spec.sort, field)) throw badRequest('INVALID_SORT');
  const col = spec.sort[field]!;
  return [dir === 'desc' ? desc(col) : asc(col), ...spec.defaultSort];
}

/** The request's order and keyword; an unknown sort, then an unknown search filter, is refused. */
export const termsOf = (spec: AnyList, q: ListQuery): RequestTerms => ({
  orderBy: orderOf(spec, q),
  search: searchOf(spec, q),
});

/**
 * How the page is read.
 * - `opening`: the list as it opens (first page, no keyword, default dates), every value written into its statement.
 * - `offset`: LIMIT/OFFSET over the joined rows; `deferred`: the same past DEFERRED_JOIN_FROM rows, keys first.
 * - `after` / `before`: keyset, from a remembered row (`beyond` its boundary), skipping `skip` rows, keys first.
 * `lead` / `ahead`: one more row is read ahead of the page, the row just before it (remembered as where it starts).
 */
export type Paging =
  | { mode: 'opening' | 'offset' | 'deferred'; limit: Placeholder; skip: Placeholder; lead: 0 | 1 }
  | KeysetPaging<'after'>
  | KeysetPaging<'before'>;

interface KeysetPaging<M extends 'after' | 'before'> {
  mode: M;
  /** The rows past the remembered one, the request's WHERE not included. */
  beyond: SQL;
  /** The order the keys are read in: backwards for `before`. */
  orderBy: SQL[];
  limit: Placeholder;
  skip: Placeholder;
  ahead: number;
  /** The row just before the page, when known without reading ahead. */
  from: Boundary | undefined;
  /** Whether the keys statement has every value but the boundary's written in, and runs by name. */
  named: boolean;
  /** The placeholders of the boundary's values (they stay parameters when the rest is written in). */
  boundary: ReadonlySet<string>;
}

export interface PagePlan {
  q: ListQuery;
  /** Rows before the page. */
  offset: number;
  /** The list's own filters, the keyword and the date window, their values bound in `bindings`. */
  where: SQL | undefined;
  orderBy: SQL[];
  /** The order as keyset terms, when it can be (plain terms ending with the key); else pages go by OFFSET only. */
  terms: OrderTerm[] | undefined;
  /** How many ORDER BY values each row carries after its columns. */
  width: number;
  bindings: Bindings;
  /** Names the rows these terms select, without rendering them: the key of remembered pages and estimates. */
  identity: string;
  /** The parts every statement shape of this request shares (shapeOf). */
  shape: unknown[];
  /** The rows statement's shape. */
  rowsShape: string;
  paging: Paging;
  /** Lists of years of records ask the planner's estimate before counting (count.ts). */
  estimateFirst: boolean;
}

/** A statement shape of this request: the list, its own filters, sort, search and date terms, the mode and `extra`. */
export const shapeOf = (plan: Pick<PagePlan, 'shape'>, mode: string, extra: unknown = '') =>
  JSON.stringify([...plan.shape, mode, extra]);

export interface PlanContext {
  /** Builds a keyword's subquery when too many ids matched (never runs anything). */
  builder: Db;
  /** The request's terms, when already read (termsOf). */
  terms?: RequestTerms;
  /** The ids each lookup field matched (lookUpKeyword); none for a request without a keyword. */
  found?: LookedUp;
  maxLookupIds: number;
  /** The pages remembered for keyset paging; without it every page goes by OFFSET. */
  remembered?: Pick<BoundaryCache, 'get'>;
  /** The shop's date, for the default window (dates.today() when not given). */
  today?: string;
}

interface KeysetStart {
  /** The remembered row the page reads from: after it, or (backwards) before it. */
  at: Boundary;
  /** Rows between that row and the page, skipped by OFFSET. */
  skip: number;
  backwards: boolean;
  /** The row just before the page, when known. */
  from: Boundary | undefined;
}

/**
 * Where page `q.page` starts from what is remembered: after the row before it when this page was read already, after
 * the last row of a page up to MAX_PAGES_WALKED before it (skipping the pages between), or, read backwards, before
 * the first row of a page just after it.
 */
function keysetStart(cache: Pick<BoundaryCache, 'get'>, identity: string, q: ListQuery): KeysetStart | undefined {
  // This very page, asked again: it starts right after the row remembered as the one before it.
  const before = cache.get(identity, q.page)?.before;
  if (before) return { at: before, skip: 0, backwards: false, from: before };
  for (let k = q.page - 1; k >= Math.max(0, q.page - MAX_PAGES_WALKED); k--) {
    const seen = cache.get(identity, k)?.last;
    if (seen) return { at: seen, skip: (q.page - 1 - k) * q.size, backwards: false, from: seen };
  }
  for (let k = q.page + 1; k <= q.page + MAX_PAGES_WALKED; k++) {
    const seen = cache.get(identity, k)?.first;
    if (seen) return { at: seen, skip: (k - q.page - 1) * q.size, backwards: true, from: undefined };
  }
  return undefined;
}

const dialect = new PgDialect();
/** The list's own filters as text and values, naming a statement shape and a page identity. */
function renderFilters(filters: (SQL | undefined)[]) {
  const own = and(...filters);
  if (!own) return '';
  const { sql: text, params } = dialect.sqlToQuery(own);
  return [text, params];
}

/**
 * The plan of one page of a declared list. `filters` are the list's own conditions (status, owner, parent record).
 * Values are bound in the order the conditions are built, so the placeholders of one shape are always named alike.
 */
export function planPage(spec: AnyList, q: ListQuery, filters: (SQL | undefined)[], ctx: PlanContext): PagePlan {
  const { orderBy, search } = ctx.terms ?? termsOf(spec, q);
  const b = new Bindings();
  const keyword = keywordCondition(ctx.builder, search, ctx.found ?? [], ctx.maxLookupIds, b);
  const dated = dateWindow(spec, q, b, ctx.today);
  const where = and(...filters, keyword.condition, ...dated.conditions);
  const offset = q.page * q.size;
  const all = spec.joins ?? [];
  const terms = orderTerms(
    orderBy,
    spec.key,
    all.filter((j) => j.left).map((j) => j.table),
  );
  const width = terms?.length ?? 0;
  // The list's own filters carry their values (a status, an owner); they name the shape, rendered.
  const own = renderFilters(filters);
  const id = definitionId(spec);
  const searched = [q.searchFilter || 'all', q.searchKeyword?.trim().toLowerCase() ?? ''];
  // The request's own terms name the same rows as the WHERE and ORDER BY they build, without rendering them.
  const identity = JSON.stringify([id, own, q.size, q.sort ?? '', ...searched, ...dated.window]);
  const shape = [id, own, q.sort ?? '', searched[0], keyword.shape, dated.shape];
  // The list as it opens — its first page, with no keyword and the default dates — is what people ask for all day:
  // its statement has every value written in, so PostgreSQL plans it once per connection (rows.ts fixedPageStatement).
  const opening = q.page === 0 && keyword.shape.length === 0 && !q.startDate && !q.endDate;
  const keyset = terms && !opening && ctx.remembered ? keysetStart(ctx.remembered, identity, q) : undefined;
  // Past the first page, one more row is read ahead of the page: the row just before it, remembered as where this
  // page starts, so the same page asked again (a refresh, the last page) seeks instead of walking OFFSET rows.
  const lead = terms && offset > 0 ? 1 : 0;
  const limit = (n: number) => b.bind(n);
  const common = { q, offset, where, orderBy, terms, width, bindings: b, identity, shape };
  const estimateFirst = spec.defaultDateWindow === true;
  if (keyset && terms) {
    // The boundary values change page by page: they stay parameters when the rest is written in (below).
    const boundary = new Set<string>();
    const after = beyond(terms, keyset.at, keyset.backwards, (v) => {
      const placeholder = b.bind(v);
      boundary.add(placeholder.name);
      return placeholder;
    });
    const ahead = keyset.backwards ? lead : keyset.skip === 0 ? 0 : lead;
    const taken = q.size + ahead;
    const skipped = keyset.backwards ? keyset.skip : keyset.skip - ahead;
    const count = limit(taken);
    const skip = limit(skipped);
    const nulls = keyset.at.map((v) => (v === null ? 0 : 1)).join('');
    // Without a keyword, the keys statement has every other value written in and runs by name: PostgreSQL then keeps
    // one generic plan for it, an index walk from the boundary, instead of planning it for every page. A keyword's
    // matches vary too much for one plan to serve them all (issue 10's rare keyword), so it stays planned per request.
    const named = keyword.shape.length === 0;
    const mode = keyset.backwards ? ('before' as const) : ('after' as const);
    return {
      ...common,
      rowsShape: shapeOf(common, mode, named ? [nulls, taken, skipped, ...dated.window] : nulls),
      paging: {
        mode,
        beyond: after,
        orderBy: keyset.backwards ? reversed(terms) : orderBy,
        limit: count,
        skip,
        ahead,
        from: keyset.from,
        named,
        boundary,
      },
      estimateFirst,
    };
  }
  const count = limit(q.size + lead);
  const skip = limit(offset - lead);
  const mode = opening ? 'opening' : offset >= DEFERRED_JOIN_FROM ? 'deferred' : 'offset';
  return {
    ...common,
    // The opening statement's values are in its text: they name its shape (the default window moves daily).
    rowsShape: shapeOf(common, mode, opening ? [q.size, ...dated.window] : ''),
    paging: { mode, limit: count, skip, lead },
    estimateFirst,
  };
}
