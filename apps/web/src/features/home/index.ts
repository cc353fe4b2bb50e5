export { AdminHomePage } from './admin-home-page';
export type { EmployeeSummary } from './greeting-card';
export type { QuickLink } from './quick-link';
