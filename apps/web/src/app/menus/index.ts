export type { MenuEntry, MenuGroup, MenuIcon } from './menu-types';
export { ADMIN_MENU, ADMIN_NOTIFICATION_PATH, ADMIN_PROFILE_PATH, ADMIN_SHORTCUTS } from './admin-menu';
export { CUSTOMER_MENU, CUSTOMER_NOTIFICATION_PATH, CUSTOMER_PROFILE_PATH, CUSTOMER_SHORTCUTS } from './customer-menu';
export { visibleEntries, visibleGroups } from './visible-menu';
