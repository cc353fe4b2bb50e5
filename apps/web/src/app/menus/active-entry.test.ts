import { describe, expect, it } from 'vitest';
import { activeMenuPath } from './active-entry';
import { ADMIN_MENU } from './admin-menu';
import { CUSTOMER_MENU } from './customer-menu';

describe('activeMenuPath', () => {
  it('lights only 주문 접수 on the new-order page, and 주문 현황 on the list and an order', () => {
    expect(activeMenuPath('/co/printing_order/new', CUSTOMER_MENU)).toBe('/co/printing_order/new');
    expect(activeMenuPath('/co/printing_order', CUSTOMER_MENU)).toBe('/co/printing_order');
    expect(activeMenuPath('/co/printing_order/12', CUSTOMER_MENU)).toBe('/co/printing_order');
  });

  it('lights nothing on the home page or a page outside the menu, and never a path that only shares a prefix', () => {
    expect(activeMenuPath('/customer/main', CUSTOMER_MENU)).toBeUndefined();
    expect(activeMenuPath('/my/mypage_old', CUSTOMER_MENU)).toBeUndefined();
  });

  it('finds at most one entry for every menu path, in both menus', () => {
    for (const groups of [CUSTOMER_MENU, ADMIN_MENU]) {
      const paths = groups.flatMap((g) => g.entries.map((e) => e.path));
      for (const path of paths) {
        const lit = paths.filter((p) => p === activeMenuPath(path, groups));
        expect(lit, path).toEqual([path]);
      }
    }
  });
});
