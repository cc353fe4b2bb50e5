import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  /** Search bar, date filter… on the left; they wrap on narrow screens. */
  children: ReactNode;
  /** Buttons on the right, e.g. <NewButton />. */
  actions?: ReactNode;
}

export function ListToolbar({ children, actions }: Props) {
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
    >
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', flex: '1 1 auto', minWidth: 0 }}
      >
        {children}
      </Stack>
      {actions && <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>{actions}</Box>}
    </Stack>
  );
}
