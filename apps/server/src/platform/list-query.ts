import { and, asc, desc, gte, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import dates from './dates';
import type { ListQuery, Page } from '@scm/contract';
import { badRequest } from './errors';

/**
 * What a list may be sorted, searched and date-filtered by. Keys are the API's field names;
 * anything not listed is a 400, so no client string ever reaches SQL.
 */
export interface ListSpec {
  sort: Record<string, AnyColumn | SQL>;
  /** searchFilter → the text expression searched; 'all' searches every one of them. */
  search: Record<string, AnyColumn | SQL>;
  /** dateFilter → a timestamp or date column. The first one is the default. */
  dates?: Record<string, AnyColumn>;
  defaultSort: SQL[];
  /** Lists of working records default to the last year; master data lists do not. */
  defaultDateWindow?: boolean;
}

export interface ListPlan {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Turns the list query into WHERE / ORDER BY / LIMIT. Keyword search is a case-folded LIKE that pg_trgm indexes serve. */
export function planList(q: ListQuery, spec: ListSpec, extra: (SQL | undefined)[] = []): ListPlan {
  const conditions: (SQL | undefined)[] = [...extra];
  const keyword = q.searchKeyword?.trim();
  if (keyword) {
    const filter = q.searchFilter && q.searchFilter !== '' ? q.searchFilter : 'all';
    const pattern = `%${escapeLike(keyword.toLowerCase())}%`;
    const like = (expr: AnyColumn | SQL) => sql`lower(${expr}::text) like ${pattern}`;
    if (filter === 'all') {
      conditions.push(or(...Object.values(spec.search).map(like)));
    } else {
      const expr = spec.search[filter];
      if (!expr) throw badRequest('INVALID_SEARCH_FILTER');
      conditions.push(like(expr));
    }
  } else if (q.searchFilter && q.searchFilter !== 'all' && !spec.search[q.searchFilter]) {
    throw badRequest('INVALID_SEARCH_FILTER');
  }

  if (spec.dates) {
    const names = Object.keys(spec.dates);
    const field = q.dateFilter || names[0]!;
    const column = spec.dates[field];
    if (!column) throw badRequest('INVALID_DATE_FILTER');
    let start = q.startDate;
    let end = q.endDate;
    if (!start && !end && spec.defaultDateWindow) {
      end = dates.today();
      start = dates.addYears(end, -1);
    }
    if (start) conditions.push(gte(column, sql`${start}::date`));
    // End date is inclusive: everything before the following day.
    if (end) conditions.push(lt(column, sql`(${end}::date + 1)`));
  }

  let orderBy = spec.defaultSort;
  if (q.sort) {
    const [field, dir] = q.sort.split(',') as [string, 'asc' | 'desc'];
    const col = spec.sort[field];
    if (!col) throw badRequest('INVALID_SORT');
    orderBy = [dir === 'desc' ? desc(col) : asc(col), ...spec.defaultSort];
  }
  return { where: and(...conditions), orderBy, limit: q.size, offset: q.page * q.size };
}

export function toPage<T>(content: T[], total: number, q: ListQuery): Page<T> {
  return {
    content,
    pageable: { number: q.page, size: q.size, totalElements: total, totalPages: Math.ceil(total / q.size) },
  };
}

/**
 * Reads one planned page and the total behind it together. Pass both queries built up to FROM/JOIN and made
 * `.$dynamic()`; the plan adds WHERE to both and ORDER BY / LIMIT / OFFSET to the rows.
 */
export async function fetchPage<Q extends PgSelect, C extends PgSelect>(plan: ListPlan, rows: Q, count: C) {
  const [content, counted] = await Promise.all([
    rows
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    count.where(plan.where),
  ]);
  return { rows: content as Q['_']['result'], total: Number((counted as { n: number }[])[0]?.n ?? 0) };
}
