/** What other features may use from employees. */
export { EmployeeSelect, employeeOptions } from './employee-select';
export { useEmployeeSelectList } from './api';
export { EmployeeNotificationSwitches } from './notification-switches';
