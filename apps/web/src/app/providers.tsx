import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { DateLocalization } from '../shared/form-kit/date-localization';
import { FeedbackProvider, installFeedbackHooks, useFeedback } from '../shared/feedback';
import { queryClient } from './query-client';
import { theme } from './theme';

/** Lets the HTTP client show alerts and snackbars through the app's dialogs. */
function FeedbackHooks() {
  const feedback = useFeedback();
  useEffect(() => installFeedbackHooks(feedback), [feedback]);
  return null;
}

/** Theme (koKR), date pickers (dayjs 'ko'), server state, and the alert/confirm/snackbar service. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <DateLocalization>
        <QueryClientProvider client={queryClient}>
          <FeedbackProvider>
            <FeedbackHooks />
            {children}
          </FeedbackProvider>
        </QueryClientProvider>
      </DateLocalization>
    </ThemeProvider>
  );
}
