import { API_PAPER_AVAILABILITY, type PaperAvailability } from '@scm/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../api/client';

export const PAPER_AVAILABILITY_KEY = 'paper-availability';

/** The ids once they have stopped changing for `ms` (typing an amount does not change them; picking an item does). */
function useSettled(ids: string, ms: number) {
  const [settled, setSettled] = useState(ids);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(ids), ms);
    return () => clearTimeout(timer);
  }, [ids, ms]);
  return settled;
}

/**
 * On hand, needed by other open jobs and free, for the form's paper items: one call for all of them, made when the
 * set of items settles (not per keystroke). `excludeOrderId` = the order being edited (its own need is the form's).
 */
export function usePaperAvailability(itemIds: readonly number[], excludeOrderId?: number | null) {
  const key = [...new Set(itemIds.filter((id) => id > 0))].sort((a, b) => a - b).join(',');
  const settled = useSettled(key, 300);
  const query = useQuery({
    queryKey: [PAPER_AVAILABILITY_KEY, settled, excludeOrderId ?? null],
    queryFn: () => api.get<PaperAvailability[]>(API_PAPER_AVAILABILITY, { rawItemIds: settled, excludeOrderId }),
    enabled: settled !== '',
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
  const byItem = new Map((query.data ?? []).map((a) => [a.rawItemId, a]));
  return { byItem, isLoading: key !== '' && (query.isPending || settled !== key) && !query.data };
}
