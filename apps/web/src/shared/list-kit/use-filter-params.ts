import { useSearchParams } from 'react-router';

/**
 * A list's own filters (e.g. the city pair of the bag orders) kept in the URL beside the list state, so 목록 from a
 * detail page comes back to them; a change starts from the first page. Values are '' when absent.
 */
export function useFilterParams<K extends string>(names: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = Object.fromEntries(names.map((n) => [n, searchParams.get(n) ?? ''])) as Record<K, string>;
  const setValues = (next: Partial<Record<K, string>>) => {
    const params = new URLSearchParams(searchParams);
    for (const [name, value] of Object.entries(next) as [K, string | undefined][]) {
      if (value) params.set(name, value);
      else params.delete(name);
    }
    params.delete('page');
    setSearchParams(params);
  };
  return [values, setValues] as const;
}
