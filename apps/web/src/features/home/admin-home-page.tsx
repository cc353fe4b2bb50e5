import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { GreetingCard, type EmployeeSummary } from './greeting-card';
import type { QuickLink } from './quick-link';
import { QuickLinksCard } from './quick-links-card';

interface Props {
  user: EmployeeSummary;
  quickLinks: readonly QuickLink[];
  /** The latest-unread card, supplied by the app from the notifications feature. */
  notifications: ReactNode;
}

/**
 * /admin/main. The statistics dashboard of spec 000 §2 needs order and delivery data that later work adds;
 * until then the home greets, links to what exists and shows unread notifications.
 */
export function AdminHomePage({ user, quickLinks, notifications }: Props) {
  return (
    <Stack spacing={2.5}>
      <title>메인 | 인쇄 SCM</title>
      <GreetingCard user={user} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <QuickLinksCard links={quickLinks} />
        {notifications}
      </Box>
    </Stack>
  );
}
