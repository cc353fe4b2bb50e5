import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFeedback } from '../../shared/feedback';
import { publishLiveNotification } from '../../shared/live-notifications';
import { NOTIFICATIONS_KEY } from './api';
import { openNotificationSocket } from './notification-socket';

/** Coalesces a burst (a catch-up replay) into one refetch. */
const REFRESH_DELAY_MS = 200;

/**
 * Listens for the account's notifications while mounted: each refreshes the badge and lists and is passed to the
 * screens listening for their records; live ones pop a snackbar.
 */
export function useNotificationSocket(accountId: number) {
  const queryClient = useQueryClient();
  const feedback = useFeedback();

  useEffect(() => {
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      if (refreshTimer !== undefined) return;
      refreshTimer = setTimeout(() => {
        refreshTimer = undefined;
        void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] });
      }, REFRESH_DELAY_MS);
    };
    const close = openNotificationSocket(accountId, {
      onNotification: (message, live) => {
        refresh();
        // Screens showing the record it is about refresh it (e.g. the customer's order tracker).
        publishLiveNotification(message);
        if (live) feedback.snackbar('info', `새 알림: ${message.content}`);
      },
      onReady: refresh,
      // Re-reading the count meets the 401, and the HTTP client's handler sends the user to /login.
      onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY, 'unread-count'] }),
    });
    return () => {
      if (refreshTimer !== undefined) clearTimeout(refreshTimer);
      close();
    };
  }, [accountId, queryClient, feedback]);
}
