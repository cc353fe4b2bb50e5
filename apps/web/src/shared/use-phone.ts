import { useMediaQuery, useTheme } from '@mui/material';

/** True below MUI's `sm` breakpoint (600 px): lists become cards, dialogs go full-screen. */
export function usePhone() {
  const theme = useTheme();
  // The app renders only in the browser, so the first render can already know the width (no flash of the table).
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
