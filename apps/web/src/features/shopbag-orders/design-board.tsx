import { Box, Paper, Stack, Typography } from '@mui/material';
import { boardFaces, SHOPBAG_TYPE_ERROR_LABEL } from '@scm/contract';
import type { ReactNode } from 'react';

interface Props {
  /** The stored type; a type outside the vocabulary draws no board. */
  type: string;
  /** One position's card (staff editor or the customer's read-only view). */
  renderSlot: (position: string) => ReactNode;
}

/**
 * The bag drawn as its four faces (A–D), each with its positions in the spec's order: two faces per row on a wide
 * screen, one under the other on a phone.
 */
export function DesignBoard({ type, renderSlot }: Props) {
  const faces = boardFaces(type);
  if (faces.length === 0)
    return (
      <Typography color="error" role="alert">
        {`${SHOPBAG_TYPE_ERROR_LABEL}: 디자인 위치를 표시할 수 없습니다.`}
      </Typography>
    );
  return (
    <Box
      role="list"
      aria-label="디자인 위치"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {faces.map(({ face, positions }) => (
        <Paper key={face} variant="outlined" component="section" aria-label={`${face}면`} sx={{ p: 1.5 }}>
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {`${face}면`}
          </Typography>
          <Stack sx={{ gap: 1.5 }}>
            {positions.map((p) => (
              <Box key={p} role="listitem">
                {renderSlot(p)}
              </Box>
            ))}
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}
