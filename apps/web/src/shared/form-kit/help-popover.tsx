import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useWriteAccess } from '../access';
import { resolveHelp, type HelpText, type PageType } from './help-texts';

interface Props {
  pageType: PageType;
  /** Replaces the default manual text of the page type. */
  text?: HelpText;
  /** Whether the user may write on this page; by default what the surrounding kit page decided (RecordPage). */
  canWrite?: boolean;
}

/** The page's manual; it mentions 등록, 수정 and 삭제 only to a user who may do them. */
export function HelpPopover({ pageType, text, canWrite }: Props) {
  const pageMayWrite = useWriteAccess();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <Tooltip title="도움말">
        <IconButton
          size="small"
          aria-label="도움말"
          aria-describedby={anchor ? id : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <HelpOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 2, maxWidth: 'min(420px, calc(100vw - 32px))' } } }}
      >
        <Typography variant="subtitle2" gutterBottom>
          도움말
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
          {resolveHelp(pageType, text, canWrite ?? pageMayWrite)}
        </Typography>
      </Popover>
    </>
  );
}
