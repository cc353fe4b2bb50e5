import { lazy, Suspense, useState } from 'react';
import { isCalendarHidden, rememberCalendarClosed } from './hide-cookie';

const ScheduleCalendarModal = lazy(async () => ({
  default: (await import('./schedule-calendar-modal')).ScheduleCalendarModal,
}));

interface Props {
  /** The signed-in account: a close is remembered per account for the browser session. */
  accountId: number;
}

/**
 * Mount once in the admin layout: opens the schedule calendar on entering the admin area unless the `notice` cookie
 * says not to. Closing it keeps it closed for the rest of the browser session (reloads and new tabs included).
 */
export function ScheduleCalendarOnEntry({ accountId }: Props) {
  const [open, setOpen] = useState(() => !isCalendarHidden(accountId));
  if (!open) return null;
  const close = () => {
    rememberCalendarClosed(accountId);
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <ScheduleCalendarModal onClose={close} />
    </Suspense>
  );
}
