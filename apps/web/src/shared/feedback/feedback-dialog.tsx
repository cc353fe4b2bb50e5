import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { dismissLabelOf } from './feedback-context';

export interface DialogRequest {
  id: number;
  kind: 'confirm' | 'alert';
  text: string;
  /** An alert's internal error code, for support: behind a collapsed '자세히', never in the message itself. */
  code?: string;
  title?: string;
  confirmLabel?: string;
  dismissLabel?: string;
  resolve: (ok: boolean) => void;
}

interface Props {
  request: DialogRequest | undefined;
  onClose: (ok: boolean) => void;
}

export function FeedbackDialog({ request, onClose }: Props) {
  const titleId = useId();
  const textId = useId();
  const isConfirm = request?.kind === 'confirm';
  const title = request?.title ?? (isConfirm ? '확인' : '알림');
  return (
    <Dialog
      open={request !== undefined}
      // A question is answered by its buttons or Escape: a click beside it (the second click of a double click on
      // the button that asked) must not answer 취소 for the user.
      onClose={(_event, reason) => {
        if (!(isConfirm && reason === 'backdropClick')) onClose(false);
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ whiteSpace: 'pre-line', color: 'text.primary' }}>
          {request?.text}
        </DialogContentText>
        {request?.code && <SupportDetail key={request.id} code={request.code} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {isConfirm && (
          <Button onClick={() => onClose(false)} color="inherit">
            {dismissLabelOf(request?.confirmLabel, request?.dismissLabel)}
          </Button>
        )}
        <Button onClick={() => onClose(true)} variant="contained" autoFocus>
          {request?.confirmLabel ?? '확인'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The error code for a support call, folded away: the alert speaks Korean, and the code is there when asked for. */
function SupportDetail({ code }: { code: string }) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  return (
    <>
      <Button
        size="small"
        color="inherit"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={open ? detailId : undefined}
        sx={{ mt: 1, ml: -1, color: 'text.secondary', minWidth: 0 }}
      >
        자세히
      </Button>
      {open && (
        <Typography id={detailId} variant="caption" component="p" color="text.secondary">
          문의하실 때 알려주세요: {code}
        </Typography>
      )}
    </>
  );
}
