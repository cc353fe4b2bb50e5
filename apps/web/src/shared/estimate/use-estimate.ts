import { estimate, ratesAt, type Estimate, type EstimateInput, type RateRow, type RateSet } from '@scm/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, retryServerErrors } from '../api/client';

/** GET: the rate rows in force on a day (any signed-in user; customers get no 외주 rows). */
export const RATES_EFFECTIVE_PATH = '/api/rates/effective';
export const RATES_EFFECTIVE_KEY = 'rates-effective';

/** The rates the web prices with are read again after this long (a rate added today shows within minutes). */
const RATES_STALE_MS = 5 * 60_000;

export interface RateSetState {
  /** The set in force on the date, or null while it loads (or when it failed). */
  rateSet: RateSet | null;
  loading: boolean;
  /** The rows could not be read: the screen says so instead of showing a price. */
  failed: boolean;
}

/**
 * The rate set in force on `date` ('YYYY-MM-DD'): the rows are fetched once per date and resolved once (`ratesAt`),
 * the query cache keeps the resolved set for every screen that asks for the same day. `null` date: nothing is read.
 */
export function useRateSet(date: string | null): RateSetState {
  const query = useQuery({
    queryKey: [RATES_EFFECTIVE_KEY, date],
    queryFn: async () => ratesAt(await api.get<RateRow[]>(RATES_EFFECTIVE_PATH, { date }), date ?? ''),
    enabled: date !== null && date !== '',
    staleTime: RATES_STALE_MS,
    retry: retryServerErrors(2),
  });
  return {
    rateSet: query.data ?? null,
    loading: query.isPending && query.fetchStatus !== 'idle',
    failed: query.isError,
  };
}

/**
 * The engine's estimate of `input` on `rateSet`, computed in the browser as the form changes (no request per
 * keystroke; ~0.3 ms for a 50-line spec, well inside a frame). It is recomputed only when the input's content
 * changes: the key is the input's JSON, so a form that builds a new object on every render does not recompute.
 */
export function useEstimate(input: EstimateInput | null, rateSet: RateSet | null): Estimate | null {
  const key = input ? JSON.stringify(input) : '';
  return useMemo(
    () => (key !== '' && rateSet ? estimate(JSON.parse(key) as EstimateInput, rateSet) : null),
    [key, rateSet],
  );
}
