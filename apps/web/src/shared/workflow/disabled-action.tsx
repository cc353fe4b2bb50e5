import { Box, Button, Tooltip } from '@mui/material';
import { useId, type ReactNode } from 'react';

/**
 * An action its user may not take, shown rather than silently left out: a disabled button with the reason as its
 * tooltip (on hover, on keyboard focus and on a tap) and as its accessible description.
 */
export function DisabledAction({ label, reason, icon }: { label: string; reason: string; icon?: ReactNode }) {
  const id = useId();
  return (
    <Tooltip title={reason} describeChild enterTouchDelay={0}>
      {/* A disabled button takes no focus or pointer: the wrapper carries the tooltip, and the keyboard stops on it. */}
      <Box component="span" tabIndex={0} sx={{ display: 'inline-flex', borderRadius: 1 }}>
        <Button variant="outlined" disabled startIcon={icon} aria-describedby={id}>
          {label}
        </Button>
        <Box id={id} component="span" sx={{ display: 'none' }}>
          {reason}
        </Box>
      </Box>
    </Tooltip>
  );
}
