import type { RouteObject } from 'react-router';

/** Relative to '/admin'; each page loads in its own chunk. */
export const monitoringRoutes: RouteObject[] = [
  { path: 'mn/order', lazy: async () => ({ Component: (await import('./order-monitor-page')).OrderMonitorPage }) },
  { path: 'mn/work', lazy: async () => ({ Component: (await import('./work-monitor-page')).WorkMonitorPage }) },
  {
    path: 'mn/releasing',
    lazy: async () => ({ Component: (await import('./releasing-monitor-page')).ReleasingMonitorPage }),
  },
  {
    path: 'mn/inspection',
    lazy: async () => ({ Component: (await import('./inspection-monitor-page')).InspectionMonitorPage }),
  },
];
