import { Box, Paper, Stack, Typography } from '@mui/material';
import type { Session } from '@scm/contract';
import { lazy, Suspense, useState } from 'react';
import { LoginBrandPanel } from './login-brand-panel';
import { LoginForm } from './login-form';

// The sign-up dialog (its form, schema and zod) loads when first opened; it stays mounted afterwards so it closes
// with its transition.
const SignUpDialog = lazy(async () => ({ default: (await import('./sign-up-dialog')).SignUpDialog }));

interface Props {
  /** Called with the new session; the app keeps it and goes to the user's home. */
  onSignedIn: (session: Session) => void;
}

/** /login: the supply-chain login with customer sign-up. */
export function LoginPage({ onSignedIn }: Props) {
  const [signUpOpen, setSignUpOpen] = useState(false);
  const [signUpUsed, setSignUpUsed] = useState(false);

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        bgcolor: 'background.default',
      }}
    >
      <title>로그인 | 인쇄 SCM</title>
      <LoginBrandPanel />
      <Box component="main" sx={{ display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
          <Stack spacing={0.5} sx={{ mb: 3 }}>
            <Typography variant="h4" component="h1">
              인쇄 SCM 로그인
            </Typography>
            <Typography variant="body2" color="text.secondary">
              인쇄 공급망 관리 시스템에 오신 것을 환영합니다.
            </Typography>
          </Stack>
          <LoginForm
            onSignedIn={onSignedIn}
            onSignUp={() => {
              setSignUpUsed(true);
              setSignUpOpen(true);
            }}
          />
        </Paper>
      </Box>
      {signUpUsed && (
        <Suspense fallback={null}>
          <SignUpDialog open={signUpOpen} onClose={() => setSignUpOpen(false)} onSignedIn={onSignedIn} />
        </Suspense>
      )}
    </Box>
  );
}
