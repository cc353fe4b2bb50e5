/** What other features may use from item categories (items and purchase orders pick categories with it). */
export { CategoryPicker, type CategoryPickerProps } from './category-picker';
export { CategoryBreadcrumb } from './category-breadcrumb';
export { useItemCategoryList } from './api';
export { childrenOf, pathOf, pathLabel } from './category-tree';
