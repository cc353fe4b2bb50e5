import type SvgIcon from '@mui/material/SvgIcon';

export type MenuIcon = typeof SvgIcon;

export interface MenuEntry {
  label: string;
  /** The full path the entry opens; the entry is shown only while a route matches it. */
  path: string;
}

export interface MenuGroup {
  label: string;
  icon: MenuIcon;
  entries: readonly MenuEntry[];
}
