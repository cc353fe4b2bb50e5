import { DEFAULT_PAGE_SIZE } from '@scm/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DATE_FORMAT, shopNow } from '../format';

/** The list state kept in the URL. `page` is 1-based here and zero-based in `apiQuery`. */
export interface ListParams {
  page: number;
  size: number;
  sort: string;
  searchFilter: string;
  searchKeyword: string;
  dateFilter: string;
  startDate: string;
  endDate: string;
}

export type ApiQuery = Record<string, string | number | boolean | undefined>;

export interface ListQueryOptions {
  /** Set for lists filtered by a date window: the default date field; the range then defaults to one year ago → today. */
  defaultDateFilter?: string;
  defaultSize?: number;
  defaultSort?: string;
}

export interface ListController {
  params: ListParams;
  /** What the API expects: zero-based page, empty values left out. */
  apiQuery: ApiQuery;
  usesDates: boolean;
  /** Pushes the same path with the merged params and page 1. */
  search: (patch: Partial<Omit<ListParams, 'page'>>) => void;
  setPage: (page: number) => void;
  setSort: (sort: string) => void;
  setSize: (size: number) => void;
}

const KEYS = ['page', 'size', 'sort', 'searchFilter', 'searchKeyword', 'dateFilter', 'startDate', 'endDate'] as const;
const DEFAULT_SEARCH_FILTER = 'all';

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export const defaultDateRange = () => ({
  startDate: shopNow().subtract(1, 'year').format(DATE_FORMAT),
  endDate: shopNow().format(DATE_FORMAT),
});

export function useListQuery(options: ListQueryOptions = {}): ListController {
  const [searchParams, setSearchParams] = useSearchParams();
  const { defaultDateFilter, defaultSize = DEFAULT_PAGE_SIZE, defaultSort = '' } = options;
  const usesDates = defaultDateFilter !== undefined;

  const params = useMemo<ListParams>(() => {
    const range = usesDates ? defaultDateRange() : { startDate: '', endDate: '' };
    return {
      page: positiveInt(searchParams.get('page'), 1),
      size: positiveInt(searchParams.get('size'), defaultSize),
      sort: searchParams.get('sort') ?? defaultSort,
      searchFilter: searchParams.get('searchFilter') || DEFAULT_SEARCH_FILTER,
      searchKeyword: searchParams.get('searchKeyword') ?? '',
      dateFilter: searchParams.get('dateFilter') || (defaultDateFilter ?? ''),
      startDate: searchParams.get('startDate') || range.startDate,
      endDate: searchParams.get('endDate') || range.endDate,
    };
  }, [searchParams, usesDates, defaultDateFilter, defaultSize, defaultSort]);

  const apiQuery = useMemo<ApiQuery>(() => {
    const keyword = params.searchKeyword.trim();
    return {
      page: params.page - 1,
      size: params.size,
      sort: params.sort || undefined,
      searchFilter: keyword ? params.searchFilter : undefined,
      searchKeyword: keyword || undefined,
      dateFilter: params.dateFilter || undefined,
      startDate: params.startDate || undefined,
      endDate: params.endDate || undefined,
    };
  }, [params]);

  const push = useCallback(
    (next: ListParams) => {
      // Unrelated query params (a tab, a filter of the page itself) are kept.
      const out = new URLSearchParams(searchParams);
      for (const k of KEYS) out.delete(k);
      if (next.page > 1) out.set('page', String(next.page));
      if (next.size !== defaultSize) out.set('size', String(next.size));
      if (next.sort) out.set('sort', next.sort);
      if (next.searchKeyword.trim()) {
        out.set('searchFilter', next.searchFilter);
        out.set('searchKeyword', next.searchKeyword.trim());
      }
      for (const k of ['dateFilter', 'startDate', 'endDate'] as const) if (next[k]) out.set(k, next[k]);
      setSearchParams(out);
    },
    [searchParams, setSearchParams, defaultSize],
  );

  const search = useCallback<ListController['search']>(
    (patch) => push({ ...params, ...patch, page: 1 }),
    [params, push],
  );
  const setPage = useCallback((page: number) => push({ ...params, page }), [params, push]);
  const setSort = useCallback((sort: string) => push({ ...params, sort, page: 1 }), [params, push]);
  const setSize = useCallback((size: number) => push({ ...params, size, page: 1 }), [params, push]);

  return { params, apiQuery, usesDates, search, setPage, setSort, setSize };
}
