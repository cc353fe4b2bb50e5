import { Alert, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { noRequiredMarks } from '../form-kit';
import { FormModeContext, useFormMode } from '../form-kit/form-mode';

interface Props {
  /** The heading; without one the content brings its own (the printing-spec editor's 인쇄 정보 / 제본 정보). */
  title?: string;
  /** Why the section cannot change now (work started, order cancelled): its fields show read-only with this note. */
  lockedReason?: string;
  children: ReactNode;
}

/** One titled part of the order form (주문 정보, 배송 정보, 인쇄 정보, 제본 정보); a locked one reads like READ. */
export function FormSection({ title, lockedReason, children }: Props) {
  const mode = useFormMode();
  const locked = lockedReason !== undefined && mode !== 'READ';
  return (
    <Stack
      component={title ? 'section' : 'div'}
      aria-label={title}
      sx={{ gap: 2, mb: 3, ...(locked ? noRequiredMarks : {}) }}
    >
      {title && (
        <Stack sx={{ gap: 0.5 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Divider />
        </Stack>
      )}
      {locked && (
        <Alert severity="info" variant="outlined" sx={{ py: 0 }}>
          {lockedReason}
        </Alert>
      )}
      <FormModeContext.Provider value={locked ? 'READ' : mode}>{children}</FormModeContext.Provider>
    </Stack>
  );
}
