import { gte, is, lt, or, sql, Column, SQL, type AnyColumn } from 'drizzle-orm';
import type { ListQuery } from '@scm/contract';
import type { Db } from '../../db/client';
import { prepare, preparedOn } from '../../db/drizzle-internals';
import dates from '../dates';
import { badRequest } from '../errors';
import type { AnyList, IdLookup, Like, Searchable } from './definition';
import { definitionId, statementOf, type Bindings } from './statements';

/**
 * What a list request matches besides the list's own filters: its keyword over the searched fields, and its date
 * window. Each comes back as conditions with their values bound to placeholders, and as the shape it gives the
 * list's statements (statements.ts).
 */

/** A request's keyword: the fields it searches (by their filter names) and its LIKE pattern. */
export interface KeywordSearch {
  names: string[];
  fields: Searchable[];
  pattern: string;
}

/** The ids a lookup field matched (at most maxLookupIds + 1), per searched field; undefined for a LIKE field. */
export type LookedUp = ({ id: number }[] | undefined)[];

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const isLookup = (s: Searchable): s is IdLookup => !is(s, Column) && !is(s, SQL) && 'ids' in s;

const likeOf =
  (value: unknown): Like =>
  (expr) =>
    sql`lower(${expr}::text) like ${value}`;

/** The request's keyword search, or undefined without a keyword; an unknown search filter is refused. */
export function searchOf(spec: AnyList, q: ListQuery): KeywordSearch | undefined {
  const keyword = q.searchKeyword?.trim();
  const filter = q.searchFilter && q.searchFilter !== '' ? q.searchFilter : 'all';
  if (filter !== 'all' && !spec.search[filter]) throw badRequest('INVALID_SEARCH_FILTER');
  if (!keyword) return undefined;
  const names = filter === 'all' ? Object.keys(spec.search) : [filter];
  return { names, fields: names.map((name) => spec.search[name]!), pattern: `%${escapeLike(keyword.toLowerCase())}%` };
}

/**
 * The ids of the lookup fields, read now with the keyword itself, so the list's statement holds placeholders only.
 * Each lookup is built and prepared once per list and field, and each request runs it with its own pattern.
 */
export function lookUpKeyword(
  db: Db,
  spec: AnyList,
  search: KeywordSearch | undefined,
  maxLookupIds: number,
): Promise<LookedUp> {
  if (!search) return Promise.resolve([]);
  const { names, fields, pattern } = search;
  return Promise.all(
    fields.map(async (field, i) => {
      if (!isLookup(field)) return undefined;
      const statement = statementOf(db, JSON.stringify(['lookup', definitionId(spec), names[i]]), () =>
        prepare(field.ids(db, likeOf(sql.placeholder('pattern'))).limit(sql.placeholder('limit'))),
      );
      return preparedOn(statement, db).execute({ pattern, limit: maxLookupIds + 1 });
    }),
  );
}

/**
 * The keyword's condition, its values bound to placeholders, and its shape: per searched field, how it is matched
 * ('like'; 'ids' looked up first; 'sub' when too many ids to list). `builder` only builds a subquery, never runs it.
 */
export function keywordCondition(
  builder: Db,
  search: KeywordSearch | undefined,
  found: LookedUp,
  maxLookupIds: number,
  b: Bindings,
) {
  if (!search) return { condition: undefined, shape: [] };
  const { fields, pattern } = search;
  const shape: string[] = [];
  const parts = fields.map((field, i) => {
    const ids = found[i];
    if (!isLookup(field) || !ids) {
      shape.push('like');
      return likeOf(b.bind(pattern))(field as AnyColumn | SQL);
    }
    // Too many to list: let the database join them (a fresh builder, as limit() changes the one it is called on).
    if (ids.length > maxLookupIds) {
      shape.push('sub');
      return sql`${field.key} in ${field.ids(builder, likeOf(b.bind(pattern)))}`;
    }
    // One array parameter, not one per id: drizzle renders each parameter through a chain of class checks, and a
    // list of hundreds of ids cost ~20 ms of CPU per request across the rows, count, estimate and page identity.
    shape.push('ids');
    return sql`${field.key} = any(${b.bind(ids.map((r) => r.id))})`;
  });
  return { condition: or(...parts), shape };
}

/**
 * The date window's conditions (values bound), the window itself as the list's identity names it (filter, first and
 * last day), and its shape (filter, which ends are given). `today` is the shop's date (dates.today() when not given).
 */
export function dateWindow(spec: AnyList, q: ListQuery, b: Bindings, today?: string) {
  if (!spec.dates) return { conditions: [], window: [], shape: [] };
  const names = Object.keys(spec.dates);
  const name = q.dateFilter || names[0]!;
  const column = spec.dates[name];
  if (!column) throw badRequest('INVALID_DATE_FILTER');
  let start = q.startDate;
  let end = q.endDate;
  if (!start && !end && spec.defaultDateWindow) {
    end = today ?? dates.today();
    start = dates.addYears(end, -1);
  }
  const conditions: SQL[] = [];
  if (start) conditions.push(gte(column, sql`${b.bind(start)}::date`));
  // End date is inclusive: everything before the following day.
  if (end) conditions.push(lt(column, sql`(${b.bind(end)}::date + 1)`));
  return { conditions, window: [name, start ?? null, end ?? null], shape: [name, !!start, !!end] };
}
