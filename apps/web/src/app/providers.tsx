import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { FeedbackProvider, installFeedbackHooks, useFeedback } from '../shared/feedback';
import { createKeptStyleCache } from './kept-styles';
import { theme } from './theme';

const styleCache = createKeptStyleCache();

/** Lets the HTTP client show alerts and snackbars through the app's dialogs. */
function FeedbackHooks() {
  const feedback = useFeedback();
  useEffect(() => installFeedbackHooks(feedback), [feedback]);
  return null;
}

/**
 * Emotion's cache with the styles kept from the last load (kept-styles.ts), theme (koKR) and the
 * alert/confirm/snackbar service. Server state (TanStack Query) is the signed-in routes' QueryScope, and the date
 * pickers' localization is the kit's DateLocalization, so neither loads with /login.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <FeedbackProvider>
          <FeedbackHooks />
          {children}
        </FeedbackProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
