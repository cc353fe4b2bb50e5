import type { RouteObject } from 'react-router';

/** Relative to '/admin'; the page loads in its own chunk. */
export const jobCostingRoutes: RouteObject[] = [
  {
    path: 'od/job-costing',
    lazy: async () => ({ Component: (await import('./job-costing-page')).JobCostingPage }),
  },
];
