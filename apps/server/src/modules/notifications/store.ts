import type { NotificationStore } from '../../platform/realtime/types';
import { loadForDelivery, loadMissed } from './delivery';
import { storeNotifications } from './service';
import { NOTIFICATION_CHANNEL, parseWakeUp } from './wake-up';

/** The notification table as the realtime platform sees it: registered by this module's routes plugin. */
export const notificationStore: NotificationStore = {
  channel: NOTIFICATION_CHANNEL,
  store: storeNotifications,
  addressed: (db, wakeUp, accountIds) => loadForDelivery(db, parseWakeUp(wakeUp), accountIds),
  missed: loadMissed,
};
