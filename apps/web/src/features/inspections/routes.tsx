import type { RouteObject } from 'react-router';

/** Relative to '/admin'; each page loads in its own chunk. */
export const inspectionRoutes: RouteObject[] = [
  {
    path: 'wk/inspection',
    lazy: async () => ({ Component: (await import('./inspection-list-page')).InspectionListPage }),
  },
  {
    path: 'wk/inspection/new',
    lazy: async () => ({ Component: (await import('./inspection-create-page')).InspectionCreatePage }),
  },
  {
    path: 'wk/inspection/:inspectionId',
    lazy: async () => ({ Component: (await import('./inspection-record-page')).InspectionReadPage }),
  },
  {
    path: 'wk/inspection/:inspectionId/edit',
    lazy: async () => ({ Component: (await import('./inspection-record-page')).InspectionEditPage }),
  },
];
