import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/client';

/** Client errors (4xx) are answers, not glitches: retry only network and server failures, once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
    },
    mutations: { retry: false },
  },
});
