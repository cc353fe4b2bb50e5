import type { NotificationMessage } from '@scm/contract';
import { useEffect, useRef } from 'react';

type Listener = (message: NotificationMessage) => void;
const listeners = new Set<Listener>();

/**
 * The signed-in account's notifications as they arrive on the socket (the notifications feature publishes them),
 * for screens that show the records they are about and refresh when one of theirs moves.
 */
export function publishLiveNotification(message: NotificationMessage) {
  for (const listener of listeners) listener(message);
}

/** Calls `listener` for each notification that arrives while the component is mounted. */
export function useLiveNotifications(listener: Listener) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const relay: Listener = (m) => latest.current(m);
    listeners.add(relay);
    return () => {
      listeners.delete(relay);
    };
  }, []);
}
