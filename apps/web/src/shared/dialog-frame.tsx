import CloseIcon from '@mui/icons-material/Close';
import { Button, Dialog, DialogActions, DialogTitle, IconButton, type DialogProps } from '@mui/material';
import { createContext, useContext, useId, type FormEvent, type ReactNode } from 'react';
import { usePhone } from './use-phone';

const InDialog = createContext(false);

/** True inside a `DialogFrame`: buttons take the dialogs' look (a text 취소 beside the contained submit). */
export const useInDialog = () => useContext(InDialog);

interface DialogFrameProps {
  title: ReactNode;
  /** Left out while the dialog may not be closed (a save in flight): Escape and the backdrop then do nothing. */
  onClose?: () => void;
  /** Mounted only while open, the default; a dialog kept mounted passes its state. */
  open?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** A close button (×) in the title bar, for a dialog without a cancel button of its own. */
  closeButton?: boolean;
  /** Title, content and actions in one form: Enter in a field submits it, and the browser validates nothing. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Runs once the closing transition has ended (to reset what the dialog showed, out of sight). */
  onExited?: () => void;
  /** The dialog's content and actions (DialogContent, DialogActions). */
  children: ReactNode;
}

/**
 * Every dialog's frame: full-screen on a phone (one-handed, its buttons within the thumb's reach), otherwise as
 * wide as `maxWidth`; named by its title for screen readers; optionally one form around it all.
 */
export function DialogFrame({
  title,
  onClose,
  open = true,
  maxWidth = 'xs',
  closeButton = false,
  onSubmit,
  onExited,
  children,
}: DialogFrameProps) {
  const fullScreen = usePhone();
  const titleId = useId();
  const heading = (
    <DialogTitle id={titleId} sx={closeButton ? { pr: 6 } : undefined}>
      {title}
      {closeButton && onClose && (
        <IconButton aria-label="닫기" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      )}
    </DialogTitle>
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      slotProps={onExited ? { transition: { onExited } } : undefined}
    >
      <InDialog.Provider value>
        {onSubmit ? (
          <form noValidate onSubmit={onSubmit}>
            {heading}
            {children}
          </form>
        ) : (
          <>
            {heading}
            {children}
          </>
        )}
      </InDialog.Provider>
    </Dialog>
  );
}

interface DialogSubmitActionsProps {
  /** The submit button's label: what the dialog does (등록, 시작, 요청). */
  submitLabel: string;
  /** A save in flight: the submit button spins and 취소 waits. */
  busy: boolean;
  onCancel: () => void;
  /** The dialog cannot be submitted (the dialog says why above its buttons). */
  disabled?: boolean;
}

/** A form dialog's 취소 and submit buttons, at the bottom right (inside a form: `DialogFrame`'s `onSubmit`). */
export function DialogSubmitActions({ submitLabel, busy, onCancel, disabled = false }: DialogSubmitActionsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button color="inherit" onClick={onCancel} disabled={busy}>
        취소
      </Button>
      <Button type="submit" variant="contained" loading={busy} disabled={disabled}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
