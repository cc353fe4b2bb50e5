import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Dialog, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { usePhoneLayout } from '../use-phone';
import type { MasterDetail } from './use-master-detail';

interface Props<K extends string | number> {
  md: MasterDetail<K>;
  title: string;
  /**
   * When a phone shows the detail full-screen: 'selected' once a record is chosen (the list is a way to pick one),
   * 'editing' only while a record is written (the selection itself drives the page, e.g. category columns).
   */
  fullScreenWhen: 'selected' | 'editing';
  /** Beside the title, e.g. the 신규 button. */
  headerAction?: ReactNode;
  /** Under the title, e.g. where a new record goes. */
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * The detail side of a master–detail page. Beside (or, on a narrow screen, below) the list it is a card that
 * scrolls into view when an edit starts; on a phone the chosen record covers the screen, and its back button
 * (or Escape) leaves it the way choosing another record would — asking first when there are unsaved changes.
 */
export function DetailPanel<K extends string | number>({
  md,
  title,
  fullScreenWhen,
  headerAction,
  subtitle,
  children,
}: Props<K>) {
  const phone = usePhoneLayout();
  const titleId = useId();
  const editing = md.mode !== 'READ';
  const fullScreen = phone && (editing || (fullScreenWhen === 'selected' && md.selectedId !== null));
  const close = () => void (fullScreenWhen === 'selected' ? md.select(null) : md.cancelEdit());
  // Below the lists on a narrower screen: bring the form into view when editing starts (no focus, so no early errors).
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (editing) panel.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [editing]);

  const heading = (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          {fullScreen && (
            <IconButton edge="start" aria-label="닫기" onClick={close}>
              <ArrowBackIcon />
            </IconButton>
          )}
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        </Stack>
        {headerAction}
      </Stack>
      {subtitle}
    </Stack>
  );

  if (fullScreen) {
    return (
      <Dialog open fullScreen onClose={close} aria-labelledby={titleId}>
        <Box sx={{ p: 2 }}>
          {heading}
          {children}
        </Box>
      </Dialog>
    );
  }
  return (
    <Paper ref={panel} variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      {heading}
      {children}
    </Paper>
  );
}
