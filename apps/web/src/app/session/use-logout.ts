import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endSession } from './session-api';

/** Logout: end the server session (the query cache forgets its answers as the session ends), go to /login. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await endSession();
    await navigate('/login', { replace: true });
  }, [navigate]);
}
