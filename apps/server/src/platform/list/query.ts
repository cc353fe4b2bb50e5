import { and, asc, count, desc, sql, type AnyColumn, type SQL, type Table } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn, type PgSelect, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { ListQuery, Page } from '@scm/contract';
import { preparedOn, type Db } from '../../db/client';
import { AppError, badRequest, queryCanceled } from '../errors';
import {
  beyond,
  boundariesOf,
  boundaryFields,
  MAX_PAGES_WALKED,
  orderTerms,
  reversed,
  type Boundary,
  type BoundaryCache,
} from './keyset';
import { countListRows, listSettingsOf, type ListTotal } from './count';
import { fixedPageStatement, keysThenRows, pageStatement, type PageRows } from './rows';
import { Bindings, definitionId, statementNameOf, statementOf } from './statements';
import { dateWindow, keywordCondition, type Searchable } from './terms';
import { joinsNeeded, withJoins, type ListJoin } from './joins';

export { configureLists, type ListTotal } from './count';
export type { ListJoin } from './joins';
export { lookup, type IdLookup, type SearchOf } from './terms';

export interface ListDefinition<F extends string, C extends SelectedFields> {
  from: PgTable;
  /** The FROM table's primary key: deep pages pick keys first, then read the columns of those rows only. */
  key: AnyPgColumn;
  joins?: readonly ListJoin[];
  columns: C;
  /** The contract's sort whitelist for this list; `sort` maps every one of them to SQL, and nothing else sorts. */
  sortFields: readonly F[];
  sort: Record<F, AnyColumn | SQL>;
  /** searchFilter → what is searched; 'all' searches every one of them. */
  search: Record<string, Searchable>;
  /** dateFilter → a timestamp or date column. The first one is the default. */
  dates?: Record<string, AnyColumn>;
  /** Ends with the key, so every order is total and a page boundary never splits ties differently. */
  defaultSort: SQL[];
  /** Lists of working records default to the last year; master data lists do not. */
  defaultDateWindow?: boolean;
}

/** Left-joined tables read null; drizzle's own result type given the list's joins. */
type LeftNames<J> = J extends readonly (infer E)[]
  ? E extends { left: true; table: infer T extends Table }
    ? T['_']['name']
    : never
  : never;
export type ListRow<C extends SelectedFields, J = []> = SelectResult<
  C,
  'partial',
  { [N in LeftNames<J>]: 'nullable' } & Record<string, 'not-null'>
>;

/** Declares a list once; `const` keeps `left: true` literal so left-joined columns are typed nullable. */
export const defineList = <F extends string, C extends SelectedFields, const J extends readonly ListJoin[] = []>(
  def: ListDefinition<F, C> & { joins?: J },
) => def as ListDefinition<F, C> & { joins?: J; readonly __row?: ListRow<C, J> };

type RowOf<D> = D extends { readonly __row?: infer R } ? NonNullable<R> : never;

function orderOf(spec: ListDefinition<string, SelectedFields>, q: ListQuery): SQL[] {
  if (!q.sort) return spec.defaultSort;
  const [field, dir] = q.sort.split(',') as [string, 'asc' | 'desc'];
  if (!spec.sortFields.includes(field) || !Object.hasOwn(spec.sort, field)) throw badRequest('INVALID_SORT');
  const col = spec.sort[field]!;
  return [dir === 'desc' ? desc(col) : asc(col), ...spec.defaultSort];
}

/** A page past this many rows picks its keys first (an index-only walk), then reads those rows with their joins. */
const DEFERRED_JOIN_FROM = 100;

/**
 * Where page `q.page` starts from what is remembered: after the row before it when this page was read already, after
 * the last row of a page up to MAX_PAGES_WALKED before it (skipping the pages between), or, read backwards, before
 * the first row of a page just after it.
 */
function keysetStart(cache: BoundaryCache, identity: string, q: ListQuery): KeysetStart | undefined {
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

interface KeysetStart {
  /** The remembered row the page reads from: after it, or (backwards) before it. */
  at: Boundary;
  /** Rows between that row and the page, skipped by OFFSET. */
  skip: number;
  backwards: boolean;
  /** The row just before the page, when known. */
  from: Boundary | undefined;
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
 * One page of a declared list and the total behind it, both from the one definition: the same FROM/JOIN, WHERE and
 * whitelisted ORDER BY. `filters` are the list's own conditions (status, owner, parent record).
 *
 * Its statements are built once per shape and run with each request's values (list-statements.ts): the WHERE is
 * assembled on every request with placeholders, and only a shape not seen before builds and renders a select.
 */
export async function fetchList<D extends ListDefinition<string, SelectedFields>>(
  db: Db,
  spec: D,
  q: ListQuery,
  filters: (SQL | undefined)[] = [],
): Promise<{ rows: RowOf<D>[]; total: ListTotal }> {
  const orderBy = orderOf(spec, q);
  try {
    const b = new Bindings();
    const keyword = await keywordCondition(db, spec, q, b);
    const dated = dateWindow(spec, q, b);
    const where = and(...filters, keyword.condition, ...dated.conditions);
    const offset = q.page * q.size;
    const all = spec.joins ?? [];
    const terms = orderTerms(
      orderBy,
      spec.key,
      all.filter((j) => j.left).map((j) => j.table),
    );
    const width = terms?.length ?? 0;
    // The list's columns, then the ORDER BY values of each row (its position), and for keysThenRows its key after them.
    const select = (withKey = false) =>
      withJoins(
        db
          .select({
            ...spec.columns,
            ...(terms ? boundaryFields(terms) : {}),
            ...(withKey ? { [`__keyset${width}`]: spec.key } : {}),
          })
          .from(spec.from)
          .$dynamic(),
        all,
      );
    // The list's own filters carry their values (a status, an owner); they name the shape, rendered.
    const own = renderFilters(filters);
    const id = definitionId(spec);
    // Deep and keyset pages read their keys first, from the joins their WHERE and ORDER BY need, then the rows of those
    // keys with their boundary values, by a statement of one text per list and sort (keysThenRows). Given `fixed`, the
    // keys statement has the request's values written in but the kept ones (fixedPageStatement).
    const keysOf = (
      query: (keys: PgSelect) => PgSelect,
      fixed?: { values: Record<string, unknown>; kept: ReadonlySet<string> },
    ) => {
      const keys = query(
        withJoins(db.select({ key: spec.key }).from(spec.from).$dynamic(), joinsNeeded(all, [where, orderBy])),
      );
      return keysThenRows(
        fixed
          ? fixedPageStatement(keys, { key: spec.key }, 0, fixed.values, fixed.kept)
          : pageStatement(keys, { key: spec.key }, 0),
        statementOf(db, JSON.stringify([id, 'by key', q.sort ?? '']), () => {
          const byKey = select(true).where(sql`${spec.key} = any(${sql.placeholder('keys')})`);
          return pageStatement(byKey, spec.columns, width + 1, statementNameOf(byKey.toSQL().sql));
        }),
      );
    };
    const searched = [q.searchFilter || 'all', q.searchKeyword?.trim().toLowerCase() ?? ''];
    // The request's own terms name the same rows as the WHERE and ORDER BY they build, without rendering them.
    const identity = JSON.stringify([id, own, q.size, q.sort ?? '', ...searched, ...dated.window]);
    const shapeOf = (mode: string, extra: unknown = '') =>
      JSON.stringify([id, own, q.sort ?? '', searched[0], keyword.shape, dated.shape, mode, extra]);
    // The list as it opens — its first page, with no keyword and the default dates — is what people ask for all day:
    // its statement has every value written in, so PostgreSQL plans it once per connection (fixedPageStatement).
    const opening = q.page === 0 && keyword.shape.length === 0 && !q.startDate && !q.endDate;
    const keyset = terms && !opening ? keysetStart(boundariesOf(db), identity, q) : undefined;
    // Past the first page, one more row is read ahead of the page: the row just before it, remembered as where this
    // page starts, so the same page asked again (a refresh, the last page) seeks instead of walking OFFSET rows.
    const lead = terms && offset > 0 ? 1 : 0;
    const limit = (n: number) => b.bind(n);
    let page: PageRows;
    let before: Boundary | undefined;
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
      const statement = statementOf(
        db,
        shapeOf(keyset.backwards ? 'before' : 'after', named ? [nulls, taken, skipped, ...dated.window] : nulls),
        () =>
          keysOf(
            (keys) =>
              keys
                .where(and(where, after))
                .orderBy(...(keyset.backwards ? reversed(terms) : orderBy))
                .limit(count)
                .offset(skip),
            named ? { values: b.values, kept: boundary } : undefined,
          ),
      );
      page = await statement.execute(b.values, db);
      if (keyset.backwards) {
        // Read backwards, the row before the page comes last.
        if (page.rows.length > q.size) {
          page.rows.pop();
          before = page.positions.pop();
        }
        page.rows.reverse();
        page.positions.reverse();
      } else if (ahead && page.rows.length > 0) {
        page.rows.shift();
        before = page.positions.shift();
      } else before = keyset.from;
    } else {
      const count = limit(q.size + lead);
      const skip = limit(offset - lead);
      const deferred = offset >= DEFERRED_JOIN_FROM;
      const mode = opening ? 'opening' : deferred ? 'deferred' : 'offset';
      // The opening statement's values are in its text: they name its shape (the default window moves daily).
      const statement = statementOf(db, shapeOf(mode, opening ? [q.size, ...dated.window] : ''), () => {
        if (opening)
          return fixedPageStatement(
            select()
              .where(where)
              .orderBy(...orderBy)
              .limit(count),
            spec.columns,
            width,
            b.values,
          );
        if (!deferred)
          return pageStatement(
            select()
              .where(where)
              .orderBy(...orderBy)
              .limit(count)
              .offset(skip),
            spec.columns,
            width,
          );
        return keysOf((keys) =>
          keys
            .where(where)
            .orderBy(...orderBy)
            .limit(count)
            .offset(skip),
        );
      });
      page = await statement.execute(b.values, db);
      if (lead && page.rows.length > 0) {
        page.rows.shift();
        before = page.positions.shift();
      }
    }
    const { rows, positions } = page;
    if (terms && rows.length > 0) {
      boundariesOf(db).set(identity, q.page, positions[0], positions.at(-1), before);
    } else if (terms && before) {
      // Right past the last row: asked again, the empty page is one index probe.
      boundariesOf(db).set(identity, q.page, undefined, undefined, before);
    }
    // The rows the page stands on, with the same placeholders (values) as the page's own statement.
    const matching = () =>
      withJoins(
        db
          .select({ one: sql`1`.as('one') })
          .from(spec.from)
          .$dynamic(),
        joinsNeeded(all, [where]),
      ).where(where);
    const total = await countListRows(
      db,
      q,
      offset,
      rows.length,
      listSettingsOf(db),
      {
        countUpTo: async (n) => {
          // Named, not numbered: the page's own values before it differ by paging mode, the count's statement does not.
          const cap = b.named('countLimit', n);
          const counted = statementOf(db, shapeOf('count'), () =>
            (
              db.select({ n: count() }).from(matching().limit(cap).as('capped')) as unknown as {
                prepare(): { execute(values: Record<string, unknown>): Promise<{ n: number }[]> };
              }
            ).prepare(),
          );
          return (await preparedOn(counted, db).execute(b.values))[0]?.n ?? 0;
        },
        query: matching,
        values: b.values,
        identity,
      },
      // Lists of years of records: a full page usually stands on far more rows than are ever counted.
      { estimateFirst: spec.defaultDateWindow === true },
    );
    return { rows: rows as RowOf<D>[], total };
  } catch (err) {
    if (queryCanceled(err)) throw new AppError(503, 'LIST_TIMEOUT');
    throw err;
  }
}

export function toPage<T>(content: T[], total: ListTotal | number, q: ListQuery): Page<T> {
  const { count: n, exact } = typeof total === 'number' ? { count: total, exact: true } : total;
  return {
    content,
    pageable: {
      number: q.page,
      size: q.size,
      totalElements: n,
      totalPages: Math.ceil(n / q.size),
      totalExact: exact,
    },
  };
}
