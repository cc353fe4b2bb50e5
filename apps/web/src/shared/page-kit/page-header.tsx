import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { HelpPopover } from './help-popover';
import type { HelpText, PageType } from './help-texts';

interface Props {
  title: string;
  pageType: PageType;
  /** Overrides the page type's default manual text. */
  help?: HelpText;
  /** Whether the user may write here, for the manual; by default what the surrounding kit page decided. */
  canWrite?: boolean;
  actions?: ReactNode;
}

export function PageHeader({ title, pageType, help, canWrite, actions }: Props) {
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <HelpPopover pageType={pageType} text={help} canWrite={canWrite} />
      </Stack>
      {actions && <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box>}
    </Stack>
  );
}
