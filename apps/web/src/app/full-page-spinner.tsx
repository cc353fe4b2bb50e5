import { Box, CircularProgress } from '@mui/material';

export function FullPageSpinner() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="불러오는 중" />
    </Box>
  );
}
