import type { RouteObject } from 'react-router';

/** Relative to '/admin'; each page loads in its own chunk. */
export const employeeRoutes: RouteObject[] = [
  {
    path: 'cm/employee',
    lazy: async () => ({ Component: (await import('./employee-list-page')).EmployeeListPage }),
  },
  {
    path: 'cm/employee/new',
    lazy: async () => ({ Component: (await import('./employee-create-page')).EmployeeCreatePage }),
  },
  {
    path: 'cm/employee/:employeeId',
    lazy: async () => ({ Component: (await import('./employee-record-page')).EmployeeReadPage }),
  },
  {
    path: 'cm/employee/:employeeId/edit',
    lazy: async () => ({ Component: (await import('./employee-record-page')).EmployeeEditPage }),
  },
];
