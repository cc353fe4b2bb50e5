import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId } from 'react';

export interface DialogRequest {
  id: number;
  kind: 'confirm' | 'alert';
  text: string;
  /** An alert's internal error code: a small grey detail, never the message itself. */
  code?: string;
  title?: string;
  confirmLabel?: string;
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
      onClose={() => onClose(false)}
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
        {request?.code && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1.5 }}>
            오류 코드: {request.code}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {isConfirm && (
          <Button onClick={() => onClose(false)} color="inherit">
            취소
          </Button>
        )}
        <Button onClick={() => onClose(true)} variant="contained" autoFocus>
          {request?.confirmLabel ?? '확인'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
