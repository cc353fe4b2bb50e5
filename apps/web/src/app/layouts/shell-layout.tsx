import { Box, Drawer, Link, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { MenuEntry, MenuGroup } from '../menus';
import { AppFooter } from './app-footer';
import { ShellHeader } from './shell-header';
import { ShellSidebar } from './shell-sidebar';
import type { ShellUser } from './user-box';

export const DRAWER_WIDTH = 248;
export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: hidden until focused, then it jumps past the header and the menu to the content. */
function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(e) => {
        // Move focus itself (the hash alone would not, inside the router), and keep the URL as it is.
        e.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: 'none' },
      }}
    >
      본문으로 건너뛰기
    </Link>
  );
}

interface Props {
  home: MenuEntry;
  groups: readonly MenuGroup[];
  shortcuts: readonly MenuEntry[];
  user: ShellUser;
  notificationButton: ReactNode;
  onLogout: () => void;
}

/** The signed-in frame shared by both areas: header, a permanent drawer from md up (a temporary one below), content, footer. */
export function ShellLayout({ home, groups, shortcuts, user, notificationButton, onLogout }: Props) {
  const [mobileOpen, setMobileOpen] = useState(false);
  // One drawer for the width at hand, and the phone's menu only while it is open: a hidden copy of the whole menu
  // cost a second render and a forced layout (the slide's measurement) on every desktop first paint.
  const desktop = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const sidebar = (onNavigate: () => void) => (
    <ShellSidebar home={home} groups={groups} shortcuts={shortcuts} onNavigate={onNavigate} />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <ShellHeader
        homePath={home.path}
        user={user}
        notificationButton={notificationButton}
        onMenuClick={() => setMobileOpen(true)}
        onLogout={onLogout}
      />
      {desktop ? (
        <Drawer
          variant="permanent"
          open
          sx={{
            width: DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Toolbar />
          {sidebar(() => undefined)}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <Toolbar />
          {sidebar(() => setMobileOpen(false))}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, p: { xs: 2, sm: 3 }, outline: 'none' }}>
          <Outlet />
        </Box>
        <AppFooter />
      </Box>
    </Box>
  );
}
