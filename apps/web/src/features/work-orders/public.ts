/** What other features may use from work orders: an inspection's remakes and its 재작업 지시 button. */
export { InspectionRemakes } from './inspection-remakes';
