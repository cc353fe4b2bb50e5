export { NotificationCentrePage } from './notification-centre-page';
export { LatestUnreadNotifications } from './latest-unread-notifications';
export { UnreadNotificationButton } from './unread-notification-button';
export { useNotificationSocket } from './use-notification-socket';
export { useUnreadNotificationCount, NOTIFICATIONS_KEY } from './api';
