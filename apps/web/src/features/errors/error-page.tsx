import type { ReactNode } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';

export interface ErrorPageLink {
  homePath: string;
  homeLabel: string;
}

interface Props extends ErrorPageLink {
  code: string;
  icon: ReactNode;
  message: string;
  detail?: string;
}

/** The common frame of the error pages: a code, a Korean message and the way back home. */
export function ErrorPage({ code, icon, message, detail, homePath, homeLabel }: Props) {
  return (
    <Box sx={{ minHeight: '75vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <title>{`${message} | 인쇄 SCM`}</title>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>{icon}</Box>
          <Typography variant="overline" color="text.secondary" sx={{ fontSize: '1rem', letterSpacing: 4 }}>
            {code}
          </Typography>
          <Typography variant="h5" component="h1">
            {message}
          </Typography>
          {detail && <Typography color="text.secondary">{detail}</Typography>}
          <Button component={Link} to={homePath} variant="contained" size="large" sx={{ mt: 1 }}>
            {homeLabel}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
