import { useEffect, useState } from 'react';
import { LinearProgress } from '@mui/material';
import { useNavigation } from 'react-router';
import { onLoadingChange } from '../shared/api/client';

/** Waits this long before showing, so quick requests don't flicker the bar. */
const SHOW_DELAY_MS = 150;

/** A thin bar across the top while API calls are in flight or a route (chunk) is loading. */
export function LoadingBar() {
  const [inFlight, setInFlight] = useState(0);
  const navigation = useNavigation();
  const busy = inFlight > 0 || navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const unsubscribe = onLoadingChange(setInFlight);
    return () => {
      unsubscribe();
    };
  }, []);

  useEffect(() => {
    if (!busy) {
      const hide = setTimeout(() => setVisible(false), 0);
      return () => clearTimeout(hide);
    }
    const show = setTimeout(() => setVisible(true), SHOW_DELAY_MS);
    return () => clearTimeout(show);
  }, [busy]);

  if (!visible) return null;
  return (
    <LinearProgress
      aria-label="불러오는 중"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (t) => t.zIndex.tooltip + 1 }}
    />
  );
}
