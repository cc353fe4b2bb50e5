import type SvgIcon from '@mui/material/SvgIcon';
import type { MenuArea } from '@scm/contract';

export type MenuIcon = typeof SvgIcon;

export interface MenuEntry {
  label: string;
  /** The full path the entry opens; the entry is shown only while a route matches it. */
  path: string;
  /** The signed-in user's own page (my page, password): shown whatever the menu area's authority. */
  personal?: boolean;
}

export interface MenuGroup {
  label: string;
  /** Admin groups: the menu area whose read authority shows the group. */
  area?: MenuArea;
  icon: MenuIcon;
  entries: readonly MenuEntry[];
}
