import { gte, is, lt, or, sql, Column, SQL, type AnyColumn, type Placeholder } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { ListQuery } from '@scm/contract';
import { preparedOn, type Db } from '../../db/client';
import dates from '../dates';
import { badRequest } from '../errors';
import { listSettingsOf } from './count';
import type { ListDefinition } from './query';
import { definitionId, statementOf, type Bindings } from './statements';

/**
 * What a list request matches besides the list's own filters: its keyword over the searched fields, and its date
 * window. Each comes back as conditions with their values bound to placeholders, and as the shape it gives the
 * list's statements (list-statements.ts).
 */

/** Text a keyword is matched against: `like(expr)` is the case-folded, escaped LIKE every search uses. */
type Like = (expr: AnyColumn | SQL) => SQL;

/**
 * Search over another table's text, answered ids first: the matching ids are read, then `key in ($ids)` filters the
 * list, so the planner sees constants on an indexed column and a joined table never multiplies the rows.
 */
export interface IdLookup {
  key: AnyColumn;
  ids: (db: Db, like: Like) => { limit(n: Placeholder): PreparableLookup } & SQLWrapperLike;
}
interface PreparableLookup {
  /** Unnamed when no name is given, as a plain execute sends. */
  prepare(name?: string): { execute(values: Record<string, unknown>): Promise<{ id: number }[]> };
}
interface SQLWrapperLike {
  getSQL(): SQL;
}
export const lookup = (key: AnyColumn, ids: IdLookup['ids']): IdLookup => ({ key, ids });

export type Searchable = AnyColumn | SQL | IdLookup;
/** A list's search map, keyed by the contract's search filters ('all' means every one of them). */
export type SearchOf<T> = Record<Exclude<keyof T, 'all'>, Searchable>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const isLookup = (s: Searchable): s is IdLookup => !is(s, Column) && !is(s, SQL) && 'ids' in s;

/**
 * The keyword's condition, its values bound to placeholders, and its shape: per searched field, how it is matched
 * ('like'; 'ids' looked up first; 'sub' when too many ids to list).
 */
export async function keywordCondition(
  db: Db,
  spec: ListDefinition<string, SelectedFields>,
  q: ListQuery,
  b: Bindings,
) {
  const keyword = q.searchKeyword?.trim();
  const filter = q.searchFilter && q.searchFilter !== '' ? q.searchFilter : 'all';
  if (filter !== 'all' && !spec.search[filter]) throw badRequest('INVALID_SEARCH_FILTER');
  if (!keyword) return { condition: undefined, shape: [] };
  const pattern = `%${escapeLike(keyword.toLowerCase())}%`;
  const likeOf =
    (value: unknown): Like =>
    (expr) =>
      sql`lower(${expr}::text) like ${value}`;
  const names = filter === 'all' ? Object.keys(spec.search) : [filter];
  const fields = names.map((name) => spec.search[name]!);
  const { maxLookupIds } = listSettingsOf(db);
  // Looked up now, with the keyword itself; the list's statement then holds placeholders only. The lookup is built
  // and prepared once per list and field, and each request runs it with its own pattern.
  const found = await Promise.all(
    fields.map(async (field, i) => {
      if (!isLookup(field)) return undefined;
      const statement = statementOf(db, JSON.stringify(['lookup', definitionId(spec), names[i]]), () =>
        field
          .ids(db, likeOf(sql.placeholder('pattern')))
          .limit(sql.placeholder('limit'))
          .prepare(),
      );
      return preparedOn(statement, db).execute({ pattern, limit: maxLookupIds + 1 });
    }),
  );
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
      return sql`${field.key} in ${field.ids(db, likeOf(b.bind(pattern)))}`;
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
 * last day), and its shape (filter, which ends are given).
 */
export function dateWindow(spec: ListDefinition<string, SelectedFields>, q: ListQuery, b: Bindings) {
  if (!spec.dates) return { conditions: [], window: [], shape: [] };
  const names = Object.keys(spec.dates);
  const name = q.dateFilter || names[0]!;
  const column = spec.dates[name];
  if (!column) throw badRequest('INVALID_DATE_FILTER');
  let start = q.startDate;
  let end = q.endDate;
  if (!start && !end && spec.defaultDateWindow) {
    end = dates.today();
    start = dates.addYears(end, -1);
  }
  const conditions: SQL[] = [];
  if (start) conditions.push(gte(column, sql`${b.bind(start)}::date`));
  // End date is inclusive: everything before the following day.
  if (end) conditions.push(lt(column, sql`(${b.bind(end)}::date + 1)`));
  return { conditions, window: [name, start ?? null, end ?? null], shape: [name, !!start, !!end] };
}
