import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { FullPageSpinner } from '../full-page-spinner';
import { checkSession } from './session-api';
import { useSession } from './session-store';

let started = false;

/** Sends the logged-in check once: the entry calls it while its modules load, so the answer does not wait for the
 * first render (the gate only shows its outcome). */
export function startSessionCheck() {
  if (started) return;
  started = true;
  void checkSession();
}

/** Renders nothing but a spinner until the logged-in check has answered (spec 000 §6). */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();

  if (session.status === 'checking') {
    return <FullPageSpinner />;
  }
  if (session.status === 'unreachable') {
    return (
      <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography variant="h5" component="h1">
            서버에 연결할 수 없습니다.
          </Typography>
          <Typography color="text.secondary">잠시 후 다시 시도해주세요.</Typography>
          <Button variant="contained" onClick={() => void checkSession()}>
            다시 시도
          </Button>
        </Stack>
      </Box>
    );
  }
  return children;
}
