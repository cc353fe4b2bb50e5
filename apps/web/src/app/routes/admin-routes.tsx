import { Navigate, type RouteObject } from 'react-router';
import { departmentRoutes } from '../../features/departments/routes';
import { employeeRoutes } from '../../features/employees/routes';
import { adminMyPageRoutes } from './pages/my-page-route-objects';
import { sellerRoutes } from '../../features/sellers/routes';
import { buyerRoutes } from '../../features/buyers/routes';
import { authGroupRoutes } from '../../features/auth-groups/routes';
import { noticeRoutes } from '../../features/notices/routes';
import { scheduleRoutes } from '../../features/schedules/routes';
import { codeRoutes } from '../../features/codes/routes';
import { itemCategoryRoutes } from '../../features/item-categories/routes';
import { basicInfoRoutes } from '../../features/basic-info/routes';
import { stockRoutes } from '../../features/stock/routes';
import { itemRoutes } from '../../features/items/routes';
import { purchaseOrderRoutes } from '../../features/purchase-orders/routes';
import { inspectionRoutes } from '../../features/inspections/routes';
import { processRoutes } from '../../features/processes/routes';
import { itemOptionRoutes } from '../../features/item-options/routes';
import { orderRoutes } from '../../features/orders/routes';
import { quoteRoutes } from '../../features/quotes/routes';
import { shopbagOrderRoutes } from '../../features/shopbag-orders/routes';
import { workOrderRoutes } from '../../features/work-orders/routes';
import { deliveryRoutes } from '../../features/deliveries/routes';
import { smsRoutes } from '../../features/sms/routes';
import { monitoringRoutes } from '../../features/monitoring/routes';
import { depositRoutes } from '../../features/deposits/routes';
import { bankStatementRoutes } from '../../features/bank-statements';
import { receivableRoutes } from '../../features/receivables';
import { taxInvoiceRoutes } from '../../features/tax-invoices';
import { jobCostingRoutes } from '../../features/job-costing';
import { rateRoutes } from '../../features/rates/routes';
import { facilityRoutes } from '../../features/facilities/routes';
import { homeRoutes } from '../../features/home/routes';
import { notFoundRoute } from './not-found-route';

/** Children of /admin (relative paths). A feature mounts its screens by adding its routes here. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/main" replace /> },
  ...homeRoutes,
  {
    path: 'notification',
    lazy: async () => ({ Component: (await import('./pages/notification-routes')).AdminNotificationRoute }),
  },
  ...departmentRoutes,
  ...employeeRoutes,
  ...adminMyPageRoutes,
  ...sellerRoutes,
  ...buyerRoutes,
  ...authGroupRoutes,
  ...noticeRoutes,
  ...scheduleRoutes,
  ...codeRoutes,
  ...itemCategoryRoutes,
  ...basicInfoRoutes,
  ...stockRoutes,
  ...itemRoutes,
  ...purchaseOrderRoutes,
  {
    // The inspection screens show work-order parts (the printed-order picker, an inspection's remakes); work orders
    // import inspections, so the shell hands those parts over here rather than inspections importing work orders.
    lazy: async () => ({ Component: (await import('./pages/inspection-parts-route')).InspectionPartsRoute }),
    children: inspectionRoutes,
  },
  ...processRoutes,
  ...itemOptionRoutes,
  ...orderRoutes,
  ...quoteRoutes,
  ...shopbagOrderRoutes,
  ...workOrderRoutes,
  ...deliveryRoutes,
  ...smsRoutes,
  ...monitoringRoutes,
  ...depositRoutes,
  ...bankStatementRoutes,
  ...receivableRoutes,
  ...taxInvoiceRoutes,
  ...jobCostingRoutes,
  ...rateRoutes,
  ...facilityRoutes,
  notFoundRoute('*'),
];
