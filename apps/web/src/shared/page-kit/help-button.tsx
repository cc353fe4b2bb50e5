import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';

interface Props {
  /** The popover's heading; the button is named "<title> 도움말" (a title that already says 도움말 as it is). */
  title: string;
  children: ReactNode;
}

/** A small ? button that opens its help in a popover: the page manual, a KPI card's formulas, the OEE table's. */
export function HelpButton({ title, children }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const label = title.endsWith('도움말') ? title : `${title} 도움말`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={label}
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
        slotProps={{ paper: { sx: { p: 2, maxWidth: 'min(440px, calc(100vw - 32px))' } } }}
      >
        <Typography variant="subtitle2" gutterBottom>
          {title}
        </Typography>
        {children}
      </Popover>
    </>
  );
}

/** Help paragraphs kept as written, one line each. */
export function HelpLines({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
      {children}
    </Typography>
  );
}
