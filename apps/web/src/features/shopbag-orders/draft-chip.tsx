import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Chip } from '@mui/material';
import type { ShopbagDraft } from '@scm/contract';
import { useState } from 'react';
import { formatKilobytes } from '../../shared/form-kit';
import { isDrawableImage } from './draft-kind';
import { DraftPreviewDialog } from './draft-preview-dialog';

/** A saved draft: its name and size; a click opens the preview (a non-image draft: its facts and a download). */
export function DraftChip({ draft, position }: { draft: ShopbagDraft; position: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Chip
        icon={isDrawableImage(draft.contentType) ? <ImageIcon /> : <FileIcon />}
        label={`${draft.originalFileName} (${formatKilobytes(draft.size)})`}
        onClick={() => setOpen(true)}
        variant="outlined"
        size="small"
        aria-label={`${position} 시안 미리보기: ${draft.originalFileName}`}
        sx={{ maxWidth: '100%' }}
      />
      {open && <DraftPreviewDialog onClose={() => setOpen(false)} title={`${position} 시안`} draft={draft} />}
    </>
  );
}
