// The item-categories module's face: what other modules may use of it. Import it as '../item-categories'.
export { ITEM_CATEGORY, getItemCategory, itemCategoryExists } from './service';
export { categoryPathSql, inCategorySubtree, topCategoryNameSql } from './sql-helpers';
