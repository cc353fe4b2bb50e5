import type { RouteObject } from 'react-router';

/** Relative to '/admin'; each page loads in its own chunk. */
export const scheduleRoutes: RouteObject[] = [
  {
    path: 'cm/schedule',
    lazy: async () => ({ Component: (await import('./schedule-list-page')).ScheduleListPage }),
  },
  {
    path: 'cm/schedule/new',
    lazy: async () => ({ Component: (await import('./schedule-create-page')).ScheduleCreatePage }),
  },
  {
    path: 'cm/schedule/:scheduleId',
    lazy: async () => ({ Component: (await import('./schedule-record-page')).ScheduleReadPage }),
  },
  {
    path: 'cm/schedule/:scheduleId/edit',
    lazy: async () => ({ Component: (await import('./schedule-record-page')).ScheduleEditPage }),
  },
];
