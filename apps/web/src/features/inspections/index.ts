/** What other features may use from inspections: an order's 검수 section (the order and work-order details). */
export { OrderInspections } from './order-inspections';
/** The work-order parts its screens show, handed over by the app shell (work orders import inspections). */
export {
  InspectionWorkOrderPartsProvider,
  type InspectionWorkOrderParts,
  type PrintedOrder,
  type PrintedOrderPickerProps,
} from './work-order-parts';
