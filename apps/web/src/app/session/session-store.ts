import { useSyncExternalStore } from 'react';
import type { Account, UserType } from '@scm/contract';

/** The signed-in state, decided by the logged-in check before any page renders (spec 000 §6). */
export type SessionState =
  | { status: 'checking' }
  | { status: 'unreachable' }
  | { status: 'anonymous' }
  | { status: 'signedIn'; account: Account };

let state: SessionState = { status: 'checking' };
const listeners = new Set<() => void>();

const set = (next: SessionState) => {
  state = next;
  for (const l of listeners) l();
};

export const sessionStore = {
  get: () => state,
  subscribe: (l: () => void) => {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
  signIn: (account: Account) => set({ status: 'signedIn', account }),
  signOut: () => set({ status: 'anonymous' }),
  setChecking: () => set({ status: 'checking' }),
  setUnreachable: () => set({ status: 'unreachable' }),
};

export const useSession = (): SessionState => useSyncExternalStore(sessionStore.subscribe, sessionStore.get);

/** The employee flag decides the user type (spec 000 §3). */
export const userTypeOf = (account: Account): UserType => (account.employee !== null ? 'employee' : 'customer');

export const homePathOf = (account: Account) => (userTypeOf(account) === 'employee' ? '/admin/main' : '/customer/main');

/** Where "home" is for whoever is looking: their area's main page, or the login page. */
export const useHomePath = () => {
  const session = useSession();
  return session.status === 'signedIn' ? homePathOf(session.account) : '/login';
};

/** The account inside a guarded area; the guard guarantees a signed-in session. */
export const useSignedInAccount = (): Account => {
  const session = useSession();
  if (session.status !== 'signedIn') throw new Error('useSignedInAccount outside a signed-in area');
  return session.account;
};
