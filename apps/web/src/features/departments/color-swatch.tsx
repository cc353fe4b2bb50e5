import { Box, Stack, Typography } from '@mui/material';

interface Props {
  color: string;
  /** Also print the hex code next to the swatch. */
  showCode?: boolean;
}

export function ColorSwatch({ color, showCode = false }: Props) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        aria-hidden
        sx={{
          width: 16,
          height: 16,
          flexShrink: 0,
          borderRadius: 0.5,
          bgcolor: color,
          border: 1,
          borderColor: 'divider',
        }}
      />
      {showCode && (
        <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
          {color}
        </Typography>
      )}
    </Stack>
  );
}
