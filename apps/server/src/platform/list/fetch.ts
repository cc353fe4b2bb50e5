import type { SQL } from 'drizzle-orm';
import type { ListQuery, Page } from '@scm/contract';
import type { Db } from '../../db/client';
import { AppError, queryCanceled } from '../errors';
import type { AnyList, ListTotal, RowOf } from './definition';
import { boundariesOf } from './keyset';
import { planPage, termsOf } from './plan';
import { runCount, runRows } from './run';
import { listSettingsOf } from './settings';
import { lookUpKeyword } from './terms';

/**
 * One page of a declared list and the total behind it, both from the one definition: the same FROM/JOIN, WHERE and
 * whitelisted ORDER BY. `filters` are the list's own conditions (status, owner, parent record).
 *
 * The keyword's ids are looked up, the page is planned (plan.ts, reads nothing), then its rows are read and its total
 * found (run.ts). The total waits for the rows: a short page tells it without a query.
 */
export async function fetchList<D extends AnyList>(
  db: Db,
  spec: D,
  q: ListQuery,
  filters: (SQL | undefined)[] = [],
): Promise<{ rows: RowOf<D>[]; total: ListTotal }> {
  const terms = termsOf(spec, q);
  try {
    const settings = listSettingsOf(db);
    const found = await lookUpKeyword(db, spec, terms.search, settings.maxLookupIds);
    const plan = planPage(spec, q, filters, {
      builder: db,
      terms,
      found,
      maxLookupIds: settings.maxLookupIds,
      remembered: boundariesOf(db),
    });
    const rows = await runRows(db, spec, plan);
    const total = await runCount(db, spec, plan, rows.length, settings);
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
