import HomeOutlined from '@mui/icons-material/HomeOutlined';
import {
  Box,
  Button,
  Divider,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Stack,
} from '@mui/material';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import type { MenuEntry, MenuGroup } from '../menus';
import { activeMenuPath } from '../menus/active-entry';

interface Props {
  /** The area's home, first in the menu. */
  home: MenuEntry;
  groups: readonly MenuGroup[];
  shortcuts: readonly MenuEntry[];
  /** Called after an entry is chosen (closes the phone drawer). */
  onNavigate: () => void;
}

/** The grouped menu and, at the bottom, the shortcut row. */
export function ShellSidebar({ home, groups, shortcuts, onNavigate }: Props) {
  const { pathname } = useLocation();
  const active = activeMenuPath(pathname, groups);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box component="nav" aria-label="주 메뉴" sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        <List dense disablePadding>
          <ListItemButton
            component={Link}
            to={home.path}
            selected={pathname === home.path}
            aria-current={pathname === home.path ? 'page' : undefined}
            onClick={onNavigate}
            sx={{ mx: 1, borderRadius: 1, '&.Mui-selected': { color: 'primary.main' } }}
          >
            <ListItemIcon sx={{ minWidth: 28, color: 'inherit' }}>
              <HomeOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={home.label} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
          </ListItemButton>
        </List>
        {groups.map(({ label, icon: Icon, entries }) => (
          <List
            key={label}
            dense
            subheader={
              <ListSubheader
                disableSticky
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  lineHeight: 2.6,
                  fontWeight: 700,
                  color: 'text.secondary',
                }}
              >
                <Icon fontSize="small" />
                {label}
              </ListSubheader>
            }
          >
            {entries.map((e) => (
              <ListItemButton
                key={e.path}
                component={Link}
                to={e.path}
                selected={e.path === active}
                aria-current={e.path === active ? 'page' : undefined}
                onClick={onNavigate}
                sx={{
                  mx: 1,
                  pl: 5,
                  borderRadius: 1,
                  '&.Mui-selected': { color: 'primary.main', fontWeight: 700 },
                }}
              >
                <ListItemText primary={e.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
              </ListItemButton>
            ))}
          </List>
        ))}
      </Box>
      {shortcuts.length > 0 && (
        <>
          <Divider />
          <Stack direction="row" useFlexGap aria-label="바로가기" sx={{ flexWrap: 'wrap', gap: 0.5, p: 1.5 }}>
            {shortcuts.map((s, i) => (
              <Fragment key={s.path}>
                {i > 0 && <Divider orientation="vertical" flexItem sx={{ my: 1 }} />}
                <Button
                  size="small"
                  component={Link}
                  to={s.path}
                  onClick={onNavigate}
                  sx={{ minWidth: 0, color: 'text.secondary' }}
                >
                  {s.label}
                </Button>
              </Fragment>
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
