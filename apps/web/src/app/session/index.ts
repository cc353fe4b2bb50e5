export { SessionGate } from './session-gate';
export { checkSession, endSession } from './session-api';
export {
  homePathOf,
  sessionStore,
  useHomePath,
  useSession,
  useSignedInAccount,
  userTypeOf,
  type SessionState,
} from './session-store';
export { useLogout } from './use-logout';
