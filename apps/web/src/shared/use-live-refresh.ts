import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Re-reads the queries under `queryKey` every `intervalMs` while the tab is visible, and at once when it becomes
 * visible again. A hidden tab asks nothing; a read still running is not stacked on. The list keeps showing its
 * rows while a re-read runs (the kit's placeholder data), so nothing flickers.
 */
export function useLiveRefresh(queryKey: QueryKey, intervalMs: number) {
  const queryClient = useQueryClient();
  const keyText = JSON.stringify(queryKey);

  useEffect(() => {
    const key = JSON.parse(keyText) as QueryKey;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      if (queryClient.isFetching({ queryKey: key }) > 0) return;
      void queryClient.invalidateQueries({ queryKey: key });
    };
    const timer = setInterval(refresh, intervalMs);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [queryClient, keyText, intervalMs]);
}
