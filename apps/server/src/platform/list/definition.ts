import type { AnyColumn, Placeholder, SQL, Table } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult, TableNameOf } from '../../db/drizzle-internals';
import type { Db } from '../../db/client';

/**
 * What a module declares about its list, and the types the planner's files share (this file imports none of them).
 */

/** A join of the list's FROM clause, declared once for the rows, the count and the deep-page key query. */
export interface ListJoin {
  table: PgTable;
  on: SQL;
  /** A left join keeps every row (its columns read null when nothing matches). */
  left?: boolean;
  /** An inner join over a NOT NULL foreign key: every row finds its match, so a count need not read it. */
  keepsRows?: boolean;
}

/** Text a keyword is matched against: `like(expr)` is the case-folded, escaped LIKE every search uses. */
export type Like = (expr: AnyColumn | SQL) => SQL;

/**
 * Search over another table's text, answered ids first: the matching ids are read, then `key in ($ids)` filters the
 * list, so the planner sees constants on an indexed column and a joined table never multiplies the rows.
 */
export interface IdLookup {
  key: AnyColumn;
  ids: (db: Db, like: Like) => { limit(n: Placeholder): PreparableLookup } & SQLWrapperLike;
}
interface PreparableLookup {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<{ id: number }[]> };
}
interface SQLWrapperLike {
  getSQL(): SQL;
}
export const lookup = (key: AnyColumn, ids: IdLookup['ids']): IdLookup => ({ key, ids });

export type Searchable = AnyColumn | SQL | IdLookup;
/** A list's search map, keyed by the contract's search filters ('all' means every one of them). */
export type SearchOf<T> = Record<Exclude<keyof T, 'all'>, Searchable>;

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

/** Any declared list, as the planner's functions take it. */
export type AnyList = ListDefinition<string, SelectedFields>;

/** Left-joined tables read null; drizzle's own result type given the list's joins. */
type LeftNames<J> = J extends readonly (infer E)[]
  ? E extends { left: true; table: infer T extends Table }
    ? TableNameOf<T>
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

export type RowOf<D> = D extends { readonly __row?: infer R } ? NonNullable<R> : never;

/** "총 N건": exact, or the planner's estimate ("약 N건") once the rows pass the exact-count limit. */
export interface ListTotal {
  count: number;
  exact: boolean;
}

export interface ListSettings {
  /** Up to this many matching rows are counted exactly; past it the total is the planner's estimate. */
  exactCountLimit: number;
  /**
   * A keyword search on a list of years of records takes the planner's estimate, without counting, past this many
   * rows. Counting a keyword's matches reads every candidate row (the trigram bitmap over the window, or each
   * delivery of the year probing its order's name), and the estimates of keyword matches are close (bench/README.md).
   */
  keywordEstimateFrom: number;
  /** A keyword lookup matching more ids than this filters by a subquery instead of a list of constants. */
  maxLookupIds: number;
}
