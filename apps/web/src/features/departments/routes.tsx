import type { RouteObject } from 'react-router';

/** Relative to '/admin'; each page loads in its own chunk. */
export const departmentRoutes: RouteObject[] = [
  {
    path: 'cm/department',
    lazy: async () => ({ Component: (await import('./department-list-page')).DepartmentListPage }),
  },
  {
    path: 'cm/department/new',
    lazy: async () => ({ Component: (await import('./department-create-page')).DepartmentCreatePage }),
  },
  {
    path: 'cm/department/:departmentId',
    lazy: async () => ({ Component: (await import('./department-record-page')).DepartmentReadPage }),
  },
  {
    path: 'cm/department/:departmentId/edit',
    lazy: async () => ({ Component: (await import('./department-record-page')).DepartmentEditPage }),
  },
];
