import type { RouteObject } from 'react-router';

/** Relative to '/admin' (menu 설비 연동, area FACILITY). */
export const facilityRoutes: RouteObject[] = [
  {
    path: 'mc/facility_contact',
    lazy: async () => ({ Component: (await import('./facility-contact-page')).FacilityContactPage }),
  },
  {
    path: 'mc/facility_controller',
    lazy: async () => ({ Component: (await import('./facility-controller-page')).FacilityControllerPage }),
  },
  {
    path: 'mc/facility_manager',
    lazy: async () => ({ Component: (await import('./facility-manager-page')).FacilityManagerPage }),
  },
  {
    path: 'mc/facility_monitoring',
    lazy: async () => ({ Component: (await import('./facility-monitoring-page')).FacilityMonitoringPage }),
  },
];
