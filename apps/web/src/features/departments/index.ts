/** What other features may use from departments. */
export { DepartmentSelect, departmentOptions } from './department-select';
export { useDepartmentSelectList } from './api';
export { ColorSwatch } from './color-swatch';
