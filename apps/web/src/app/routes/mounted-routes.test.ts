import { describe, expect, it } from 'vitest';
import {
  ADMIN_MENU,
  ADMIN_NOTIFICATION_PATH,
  ADMIN_PROFILE_PATH,
  ADMIN_SHORTCUTS,
  CUSTOMER_MENU,
  CUSTOMER_NOTIFICATION_PATH,
  CUSTOMER_PROFILE_PATH,
  CUSTOMER_SHORTCUTS,
} from '../menus';
import { isMounted, isMountedByRouter } from './mounted-routes';

const menuPaths = [
  ...[...ADMIN_MENU, ...CUSTOMER_MENU].flatMap((g) => g.entries.map((e) => e.path)),
  ...[...ADMIN_SHORTCUTS, ...CUSTOMER_SHORTCUTS].map((e) => e.path),
  ADMIN_PROFILE_PATH,
  ADMIN_NOTIFICATION_PATH,
  CUSTOMER_PROFILE_PATH,
  CUSTOMER_NOTIFICATION_PATH,
];

describe('isMounted', () => {
  it('answers every menu path as the router does', () => {
    expect(menuPaths.length).toBeGreaterThan(40);
    for (const path of menuPaths) expect(isMounted(path), path).toBe(isMountedByRouter(path));
  });

  it('finds the mounted screens and refuses paths only a catch-all takes', () => {
    expect(isMounted('/admin/pr/item')).toBe(true);
    expect(isMounted('/admin/pr/item/')).toBe(true);
    expect(isMounted('/admin/no/such/screen')).toBe(false);
    expect(isMounted('/no-such-screen')).toBe(false);
    expect(isMounted('/admin/no/such/screen')).toBe(isMountedByRouter('/admin/no/such/screen'));
  });

  it('still matches paths with an id through the router', () => {
    expect(isMounted('/admin/wk/work_order/12')).toBe(isMountedByRouter('/admin/wk/work_order/12'));
    expect(isMounted('/admin/wk/work_order/12')).toBe(true);
  });
});
