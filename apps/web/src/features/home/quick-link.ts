import type SvgIcon from '@mui/material/SvgIcon';

/** A shortcut to a mounted screen; the app builds these from its menu. */
export interface QuickLink {
  label: string;
  path: string;
  /** The menu group, shown under the label. */
  caption?: string;
  icon?: typeof SvgIcon;
}
