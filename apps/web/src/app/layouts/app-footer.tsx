import { Box, Typography } from '@mui/material';

export function AppFooter() {
  return (
    <Box component="footer" sx={{ py: 2.5, px: 2, textAlign: 'center', borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="caption" color="text.secondary">
        © 인쇄 SCM
      </Typography>
    </Box>
  );
}
