import { useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useState } from 'react';

/** True below MUI's `sm` breakpoint (600 px): lists become cards, dialogs go full-screen. */
export function usePhone() {
  const theme = useTheme();
  // The app renders only in the browser, so the first render can already know the width (no flash of the table).
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}

const dialogOpen = () => document.querySelector('.MuiDialog-root') !== null;

/**
 * `usePhone` for a screen whose phone layout is other elements (cards for a table, a full-screen panel for a card),
 * held while a dialog is open: switching remounts what the layout holds, which would close a dialog opened from a
 * row (배송 시작, 가동 시작) and lose what was typed in it, as when a phone is turned sideways mid-entry. The new layout
 * follows once the last dialog has closed. A screen that is itself in a dialog (a drill-down, a picker; `root` is
 * one of its elements) follows at once.
 */
export function usePhoneLayout(root?: HTMLElement | null): boolean {
  const value = usePhone();
  const [shown, setShown] = useState(value);
  const inDialog = root?.closest('.MuiDialog-root') != null;
  // Nothing to protect: follow at once, in this render (React's pattern for state adjusted to a changed input).
  if (value !== shown && (inDialog || !dialogOpen())) setShown(value);
  useEffect(() => {
    if (value === shown) return;
    // MUI mounts each dialog in its own node under <body> and removes it once closed.
    const observer = new MutationObserver(() => {
      if (dialogOpen()) return;
      observer.disconnect();
      setShown(value);
    });
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, [value, shown]);
  return shown;
}
