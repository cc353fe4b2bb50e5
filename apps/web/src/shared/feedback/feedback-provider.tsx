import { Alert } from '@mui/material';
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  FeedbackContext,
  type AlertOptions,
  type ConfirmOptions,
  type Feedback,
  type SnackbarKind,
} from './feedback-context';
import type { DialogRequest } from './feedback-dialog';

// The dialog and snackbar (MUI Modal, focus trap, transitions) load with the first message, not with every page:
// the login page never needs them.
const Snackbar = lazy(() => import('@mui/material/Snackbar'));
const FeedbackDialog = lazy(async () => ({ default: (await import('./feedback-dialog')).FeedbackDialog }));

interface SnackMessage {
  id: number;
  kind: SnackbarKind;
  text: string;
}

const AUTO_HIDE_MS: Record<SnackbarKind, number> = { success: 3000, info: 4000, warning: 5000, error: 6000 };

/** One snackbar and one dialog at a time; further requests wait in a queue so none is lost. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const nextId = useRef(0);
  const [snacks, setSnacks] = useState<SnackMessage[]>([]);
  const [snackOpen, setSnackOpen] = useState(true);
  const [dialogs, setDialogs] = useState<DialogRequest[]>([]);

  const snackbar = useCallback((kind: SnackbarKind, text: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setSnacks((q) => [...q, { id, kind, text }]);
  }, []);

  const openDialog = useCallback((req: Omit<DialogRequest, 'id' | 'resolve'>) => {
    return new Promise<boolean>((resolve) => {
      nextId.current += 1;
      const id = nextId.current;
      setDialogs((q) => [...q, { ...req, id, resolve }]);
    });
  }, []);

  const fb = useMemo<Feedback>(
    () => ({
      snackbar,
      confirm: (text: string, opts?: ConfirmOptions) => openDialog({ kind: 'confirm', text, ...opts }),
      alert: async (text: string, opts?: AlertOptions) => {
        await openDialog({ kind: 'alert', text, code: opts?.code });
      },
    }),
    [snackbar, openDialog],
  );

  const current = snacks[0];
  const closeSnack = (_e?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setSnackOpen(false);
  };
  const nextSnack = () => {
    setSnacks((q) => q.slice(1));
    setSnackOpen(true);
  };

  const closeDialog = (ok: boolean) => {
    const [head] = dialogs;
    head?.resolve(ok);
    setDialogs((q) => q.slice(1));
  };

  return (
    <FeedbackContext.Provider value={fb}>
      {children}
      {current !== undefined && (
        <Suspense fallback={null}>
          <Snackbar
            key={current.id}
            // A newer message closes the current one early instead of waiting for its timer.
            open={snackOpen && snacks.length === 1}
            autoHideDuration={AUTO_HIDE_MS[current.kind]}
            onClose={closeSnack}
            slotProps={{ transition: { onExited: nextSnack } }}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
            // A toast is about the screen, not the paper: a job ticket printed right after a save must not carry it.
            sx={{ '@media print': { display: 'none' } }}
          >
            <Alert
              onClose={() => closeSnack()}
              severity={current.kind}
              variant="filled"
              sx={{ width: '100%', whiteSpace: 'pre-line' }}
            >
              {current.text}
            </Alert>
          </Snackbar>
        </Suspense>
      )}
      {dialogs.length > 0 && (
        <Suspense fallback={null}>
          <FeedbackDialog key={dialogs[0]?.id} request={dialogs[0]} onClose={closeDialog} />
        </Suspense>
      )}
    </FeedbackContext.Provider>
  );
}
