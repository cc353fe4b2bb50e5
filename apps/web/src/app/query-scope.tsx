import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

/**
 * Server state for the signed-in areas. A lazy route, so TanStack Query loads with the first signed-in page rather
 * than with /login, which reads nothing through it.
 */
export function QueryScope() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
