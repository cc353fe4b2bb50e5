import { lazy, Suspense, useState } from 'react';
import { isCalendarHidden } from './hide-cookie';

const ScheduleCalendarModal = lazy(async () => ({
  default: (await import('./schedule-calendar-modal')).ScheduleCalendarModal,
}));

/**
 * Mount once in the admin layout: opens the schedule calendar on entering the admin area unless the `notice` cookie
 * says not to. Closing hides it for this visit only; the layout stays mounted while the employee moves around.
 */
export function ScheduleCalendarOnEntry() {
  const [open, setOpen] = useState(() => !isCalendarHidden());
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ScheduleCalendarModal onClose={() => setOpen(false)} />
    </Suspense>
  );
}
