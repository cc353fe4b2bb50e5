import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { shopbagOrderMessages } from '@scm/contract';
import { useId, useState } from 'react';
import { usePhone } from '../../shared/use-phone';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The draft's address (the file API checks who may read it). */
  url: string;
}

/** 시안 미리보기: the image, or the spec's failure text when it cannot be shown (bad path, format or protected). */
export function ImagePreviewDialog({ open, onClose, title, url }: Props) {
  const phone = usePhone();
  const titleId = useId();
  const [failed, setFailed] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {failed ? (
          <Alert severity="warning">{shopbagOrderMessages.previewFailed}</Alert>
        ) : (
          <Box
            component="img"
            src={url}
            alt={title}
            onError={() => setFailed(true)}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto', objectFit: 'contain' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button component="a" href={`${url}?download=true`}>
          내려받기
        </Button>
        <Button onClick={onClose} autoFocus>
          닫기
        </Button>
      </DialogActions>
    </Dialog>
  );
}
