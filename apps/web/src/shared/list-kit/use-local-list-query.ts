import { useMemo, useState } from 'react';
import type { ApiQuery, ListController, ListParams } from './use-list-query';

const initialParams = (size: number): ListParams => ({
  page: 1,
  size,
  sort: '',
  searchFilter: 'all',
  searchKeyword: '',
  dateFilter: '',
  startDate: '',
  endDate: '',
});

/**
 * The list kit's controller with its state in memory instead of the URL: a picker opened over a form
 * must not change the page's address (nor trip its leave guard).
 */
export function useLocalListQuery(size: number): ListController {
  const [params, setParams] = useState<ListParams>(() => initialParams(size));

  const apiQuery = useMemo<ApiQuery>(() => {
    const keyword = params.searchKeyword.trim();
    return {
      page: params.page - 1,
      size: params.size,
      sort: params.sort || undefined,
      searchFilter: keyword ? params.searchFilter : undefined,
      searchKeyword: keyword || undefined,
    };
  }, [params]);

  return useMemo<ListController>(
    () => ({
      params,
      apiQuery,
      usesDates: false,
      search: (patch) => setParams((p) => ({ ...p, ...patch, page: 1 })),
      setPage: (page) => setParams((p) => ({ ...p, page })),
      setSort: (sort) => setParams((p) => ({ ...p, sort, page: 1 })),
      setSize: (next) => setParams((p) => ({ ...p, size: next, page: 1 })),
    }),
    [params, apiQuery],
  );
}
