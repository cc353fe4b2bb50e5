import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserBox, type ShellUser } from './user-box';

interface Props {
  homePath: string;
  user: ShellUser;
  /** The unread-notification bell. */
  notificationButton: ReactNode;
  onMenuClick: () => void;
  onLogout: () => void;
}

export function ShellHeader({ homePath, user, notificationButton, onMenuClick, onLogout }: Props) {
  return (
    <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="메뉴 열기"
          onClick={onMenuClick}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          component={Link}
          to={homePath}
          variant="h6"
          noWrap
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, letterSpacing: 0.5 }}
        >
          인쇄 SCM
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" sx={{ alignItems: 'center', gap: { xs: 0.5, sm: 1.5 }, minWidth: 0 }}>
          {notificationButton}
          <UserBox user={user} />
          <Button
            color="inherit"
            onClick={onLogout}
            aria-label="로그아웃"
            startIcon={<Logout />}
            sx={{ minWidth: 0, px: { xs: 1, sm: 1.5 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              로그아웃
            </Box>
          </Button>
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
