import { MSG } from '@scm/contract';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useFeedback } from '../feedback';

export interface LeaveGuard {
  /** Call when a submit starts: the save's own navigation must pass. */
  lift: () => void;
  /** Call when the save failed: the changes are still unsaved. */
  restore: () => void;
}

/** Asks MSG.leaveGuard before leaving the page (in-app and tab close) while `active`. */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const fb = useFeedback();
  // A ref, not state: the save navigates in the same tick it succeeds, before a re-render could lift the guard.
  const lifted = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      active &&
      !lifted.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [active],
  );
  const blocker = useBlocker(shouldBlock);
  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void fb.confirm(MSG.leaveGuard).then((leave) => {
      const b = blockerRef.current;
      if (b.state !== 'blocked') return;
      if (leave) b.proceed();
      else b.reset();
    });
  }, [blocker.state, fb]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!lifted.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return useMemo<LeaveGuard>(
    () => ({
      lift: () => {
        lifted.current = true;
      },
      restore: () => {
        lifted.current = false;
      },
    }),
    [],
  );
}
