import { QueryClient } from '@tanstack/react-query';
import { retryServerErrors } from '../shared/api/client';
import { sessionStore } from './session/session-store';

/** Client errors (4xx) are answers, not glitches: retry only network and server failures, once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: retryServerErrors(1),
    },
    mutations: { retry: false },
  },
});

// Cached answers belong to one account: forget them when a session begins (login) or ends (logout, a 401). A
// profile save re-signs the same account in and keeps them.
let wasSignedIn = sessionStore.get().status === 'signedIn';
sessionStore.subscribe(() => {
  const signedIn = sessionStore.get().status === 'signedIn';
  if (signedIn !== wasSignedIn) queryClient.clear();
  wasSignedIn = signedIn;
});
