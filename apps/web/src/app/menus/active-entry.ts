import type { MenuGroup } from './menu-types';

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The one menu path lit for a page: the longest entry path the page is at or under. '/co/printing_order/new' lights
 * '주문 접수' alone, not '주문 현황' (/co/printing_order) beside it; '/co/printing_order/12' lights '주문 현황'.
 */
export function activeMenuPath(pathname: string, groups: readonly MenuGroup[]): string | undefined {
  let best: string | undefined;
  for (const { entries } of groups)
    for (const { path } of entries) if (within(pathname, path) && path.length > (best?.length ?? -1)) best = path;
  return best;
}
