import type { MenuEntry, MenuGroup } from './menu-types';

/** Keeps the entries whose screen is mounted and drops groups left empty. */
export const visibleGroups = (groups: readonly MenuGroup[], isMounted: (path: string) => boolean): MenuGroup[] =>
  groups
    .map((g) => ({ ...g, entries: g.entries.filter((e) => isMounted(e.path)) }))
    .filter((g) => g.entries.length > 0);

export const visibleEntries = (entries: readonly MenuEntry[], isMounted: (path: string) => boolean): MenuEntry[] =>
  entries.filter((e) => isMounted(e.path));
