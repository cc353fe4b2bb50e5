import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router';

export interface ShellUser {
  name: string;
  /** The department for employees; hidden on phones. */
  detail: string | null;
  /** The my-page path once that screen exists; until then the name is plain text. */
  profilePath: string | null;
}

export function UserBox({ user }: { user: ShellUser }) {
  const name = `${user.name}님`;
  return (
    <Box sx={{ textAlign: 'right', lineHeight: 1.2, minWidth: 0, maxWidth: { xs: 96, sm: 200 } }}>
      {user.profilePath ? (
        <MuiLink
          component={Link}
          to={user.profilePath}
          color="inherit"
          underline="hover"
          noWrap
          sx={{ display: 'block', fontWeight: 600 }}
        >
          {name}
        </MuiLink>
      ) : (
        <Typography noWrap sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
      )}
      {user.detail && (
        <Typography variant="caption" noWrap sx={{ display: { xs: 'none', sm: 'block' }, opacity: 0.8 }}>
          {user.detail}
        </Typography>
      )}
    </Box>
  );
}
