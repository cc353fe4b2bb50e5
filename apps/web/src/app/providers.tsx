import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { FeedbackProvider, installFeedbackHooks, useFeedback } from '../shared/feedback';
import { queryClient } from './query-client';
import { theme } from './theme';

/** Lets the HTTP client show alerts and snackbars through the app's dialogs. */
function FeedbackHooks() {
  const feedback = useFeedback();
  useEffect(() => installFeedbackHooks(feedback), [feedback]);
  return null;
}

/**
 * Theme (koKR), server state, and the alert/confirm/snackbar service. The date pickers' localization is not here:
 * the kit's date fields wrap themselves in DateLocalization, so MUI X and its dayjs adapter load only with them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <FeedbackProvider>
          <FeedbackHooks />
          {children}
        </FeedbackProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
