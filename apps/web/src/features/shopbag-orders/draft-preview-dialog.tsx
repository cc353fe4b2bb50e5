import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { Alert, Box, Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { shopbagOrderMessages, type ShopbagDraft } from '@scm/contract';
import { useState } from 'react';
import { formatKilobytes } from '../../shared/form-kit';
import { DialogFrame } from '../../shared/dialog-frame';
import { draftDownloadUrl, isDrawableImage } from './draft-kind';

interface Props {
  onClose: () => void;
  title: string;
  /** The draft (its address: the file API checks who may read it). */
  draft: ShopbagDraft;
}

/** The image, or the spec's failure text when it cannot be shown (bad path, format or protected). */
function DraftImage({ url, title }: { url: string; title: string }) {
  const [failed, setFailed] = useState(false);
  return failed ? (
    <Alert severity="warning">{shopbagOrderMessages.previewFailed}</Alert>
  ) : (
    <Box
      component="img"
      src={url}
      alt={title}
      onError={() => setFailed(true)}
      sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto', objectFit: 'contain' }}
    />
  );
}

/** A PDF, TIFF or other draft the browser does not draw: its name, size and a download link. */
function DraftFile({ draft }: { draft: ShopbagDraft }) {
  return (
    <Stack sx={{ alignItems: 'center', gap: 1.5, py: 3, textAlign: 'center' }}>
      <FileIcon color="action" sx={{ fontSize: 48 }} />
      <Typography sx={{ fontWeight: 700, wordBreak: 'break-all' }}>{draft.originalFileName}</Typography>
      <Typography variant="body2" color="text.secondary">
        {`${formatKilobytes(draft.size)} · 이미지가 아닌 시안은 내려받아 확인해주세요.`}
      </Typography>
      <Button
        component="a"
        href={draftDownloadUrl(draft.url)}
        variant="contained"
        startIcon={<DownloadIcon />}
        aria-label={`${draft.originalFileName} 내려받기`}
      >
        내려받기
      </Button>
    </Stack>
  );
}

/** 시안 미리보기: an image draft drawn, any other draft described with a download link. */
export function DraftPreviewDialog({ onClose, title, draft }: Props) {
  const image = isDrawableImage(draft.contentType);
  return (
    <DialogFrame title={title} onClose={onClose} maxWidth="md">
      <DialogContent dividers>
        {image ? <DraftImage url={draft.url} title={title} /> : <DraftFile draft={draft} />}
      </DialogContent>
      <DialogActions>
        {image && (
          <Button component="a" href={draftDownloadUrl(draft.url)}>
            내려받기
          </Button>
        )}
        <Button onClick={onClose} autoFocus>
          닫기
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
