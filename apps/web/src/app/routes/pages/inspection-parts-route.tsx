import { Outlet } from 'react-router';
import { InspectionWorkOrderPartsProvider, type InspectionWorkOrderParts } from '../../../features/inspections';
import { InspectionRemakes, PrintedOrderPicker } from '../../../features/work-orders';

const parts: InspectionWorkOrderParts = { InspectionRemakes, PrintedOrderPicker };

/** Around the inspection routes: hands the inspection screens the work orders' parts they show. */
export function InspectionPartsRoute() {
  return (
    <InspectionWorkOrderPartsProvider value={parts}>
      <Outlet />
    </InspectionWorkOrderPartsProvider>
  );
}
