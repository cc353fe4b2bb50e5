import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_NOTIFICATION, type NotificationMessage, type Page } from '@scm/contract';
import { api } from '../../shared/api/client';

/** Every notification query starts with this key: one invalidation refreshes the list, the badge and the home card. */
export const NOTIFICATIONS_KEY = 'notifications';

export const useUnreadNotificationCount = () =>
  useQuery({
    queryKey: [NOTIFICATIONS_KEY, 'unread-count'],
    // Background refresh: no global loading bar for the badge.
    queryFn: () => api.get<number>(`${API_NOTIFICATION}/number_unread_notification`, undefined, { silent: true }),
    staleTime: 60_000,
  });

/** Unread first; the server breaks ties newest first. */
export const useLatestUnreadNotifications = (limit: number) =>
  useQuery({
    queryKey: [NOTIFICATIONS_KEY, 'latest-unread', limit],
    queryFn: () =>
      api.get<Page<NotificationMessage>>(
        API_NOTIFICATION,
        { page: 0, size: limit, sort: 'isChecked,asc' },
        { silent: true },
      ),
    select: (page) => page.content.filter((m) => !m.isChecked),
  });

export const useMarkNotification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, checked }: { id: number; checked: boolean }) =>
      api.patch<unknown>(`${API_NOTIFICATION}/${id}`, undefined, { query: { checked } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] }),
  });
};
