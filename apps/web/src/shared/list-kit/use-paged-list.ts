import type { Page, Pageable } from '@scm/contract';
import { keepPreviousData, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useListQuery, type ApiQuery, type ListController, type ListQueryOptions } from './use-list-query';

export interface PagedList<T> {
  list: ListController;
  /** The server's page; an empty page (no paging) while loading or when the read failed. */
  page: Page<T>;
  rows: T[];
  /** null when there is nothing to page: the Pager then hides. */
  pageable: Pageable | null;
  isLoading: boolean;
  isFetching: boolean;
}

const EMPTY: Page<never> = {
  content: [],
  pageable: { number: 0, size: 0, totalPages: 0, totalElements: 0, totalExact: true },
};

/**
 * Reads one page of `path` with the list state from the URL.
 * Query key: [key, 'list', path, query] — invalidate with { queryKey: [key] }.
 */
export function usePagedList<T>(
  key: string,
  path: string,
  extraParams?: ApiQuery,
  options?: ListQueryOptions,
): PagedList<T> {
  const list = useListQuery(options);
  const query: ApiQuery = { ...list.apiQuery, ...extraParams };
  const read = {
    queryKey: [key, 'list', path, query],
    // A failed list read is silent (spec 000 §8): empty list, no paging.
    queryFn: () => api.get<Page<T>>(path, query).catch((): null => null),
  };
  // Asked for while the page renders, not after it has committed: on a first load the rows then arrive during the
  // render of the shell and the page instead of starting a second round of rendering once it is on screen.
  usePrefetchQuery(read);
  const result = useQuery({ ...read, placeholderData: keepPreviousData });
  const data = result.data ?? null;
  return {
    list,
    page: data ?? EMPTY,
    rows: data?.content ?? [],
    pageable: data && data.pageable.totalPages > 0 ? data.pageable : null,
    isLoading: result.isLoading,
    isFetching: result.isFetching,
  };
}
