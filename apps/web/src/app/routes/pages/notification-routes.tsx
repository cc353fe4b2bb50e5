import { NotificationCentrePage } from '../../../features/notifications';

export function AdminNotificationRoute() {
  return <NotificationCentrePage role="employee" />;
}

export function CustomerNotificationRoute() {
  return <NotificationCentrePage role="customer" />;
}
