/** What other features may use from work orders: an inspection's remakes and its 재작업 지시 button, the printed-order picker. */
export { InspectionRemakes } from './inspection-remakes';
export { PrintedOrderPicker } from './printed-order-picker';
