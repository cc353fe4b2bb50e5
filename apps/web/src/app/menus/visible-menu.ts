import { canAccessArea } from '@scm/contract';
import type { MenuEntry, MenuGroup } from './menu-types';

/**
 * Keeps the entries whose screen is mounted and that the user may read (a group's area needs its read
 * authority; personal entries always show), and drops groups left empty.
 */
export const visibleGroups = (
  groups: readonly MenuGroup[],
  isMounted: (path: string) => boolean,
  authorities?: readonly string[],
): MenuGroup[] =>
  groups
    .map((g) => {
      const areaOpen = !g.area || !authorities || canAccessArea(authorities, g.area);
      return { ...g, entries: g.entries.filter((e) => isMounted(e.path) && (areaOpen || e.personal === true)) };
    })
    .filter((g) => g.entries.length > 0);

export const visibleEntries = (entries: readonly MenuEntry[], isMounted: (path: string) => boolean): MenuEntry[] =>
  entries.filter((e) => isMounted(e.path));
